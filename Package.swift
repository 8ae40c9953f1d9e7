// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Octavo",
    products: [
        .library(name: "OctavoPreferences", targets: ["OctavoPreferences"]),
        .library(name: "OctavoNavigator", targets: ["OctavoNavigator"]),
        .library(name: "OctavoCanvas", targets: ["OctavoCanvas"]),
        .library(name: "OctavoStore", targets: ["OctavoStore"]),
        .library(name: "OctavoSettings", targets: ["OctavoSettings"]),
        .library(name: "OctavoUI", targets: ["OctavoUI"]),
        .library(name: "OctavoTerminal", targets: ["OctavoTerminal"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.20"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        .target(name: "OctavoPreferences"),
        .target(name: "OctavoCanvas"),
        .systemLibrary(name: "CNcurses", path: "Modules/CNcurses"),
        .target(
            name: "OctavoUI",
            dependencies: [
                "OctavoCanvas", "OctavoPreferences", "OctavoNavigator", "OctavoStore",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        .executableTarget(
            name: "octavo",
            dependencies: [
                "OctavoUI", "OctavoTerminal", "OctavoStore", "OctavoSettings", "OctavoNavigator", "OctavoPreferences", "OctavoCanvas",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "octavo-bench",
            dependencies: ["OctavoUI", "OctavoStore", "OctavoNavigator", "OctavoPreferences", "OctavoCanvas"]
        ),
        .target(name: "OctavoTerminal", dependencies: ["CNcurses", "OctavoCanvas", "OctavoUI"]),
        .target(name: "OctavoSettings", resources: [.process("Resources")]),
        .target(name: "OctavoStore", dependencies: ["OctavoPreferences", "OctavoNavigator"]),
        .target(
            name: "OctavoNavigator",
            dependencies: [
                "OctavoPreferences",
                "OctavoCanvas",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        .testTarget(
            name: "OctavoPreferencesTests",
            dependencies: [
                "OctavoPreferences",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .target(name: "OctavoTestSupport", dependencies: ["OctavoCanvas"], path: "Tests/Support"),
        .testTarget(name: "OctavoCanvasTests", dependencies: ["OctavoCanvas"]),
        .testTarget(name: "OctavoTerminalTests", dependencies: ["OctavoTerminal", "OctavoCanvas", "OctavoUI"]),
        .testTarget(
            name: "OctavoUITests",
            dependencies: ["OctavoUI", "OctavoCanvas", "OctavoStore", "OctavoNavigator", "OctavoPreferences", "OctavoTestSupport"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "OctavoCLITests", dependencies: ["octavo", "OctavoStore", "OctavoNavigator", "OctavoTestSupport"]),
        .testTarget(name: "OctavoSettingsTests", dependencies: ["OctavoSettings"]),
        .executableTarget(
            name: "StoreCrashWriter",
            dependencies: ["OctavoStore", "OctavoNavigator"],
            path: "Tests/StoreCrashWriter"
        ),
        .testTarget(
            name: "OctavoStoreTests",
            dependencies: ["OctavoStore", "OctavoNavigator", "OctavoPreferences", "StoreCrashWriter", "OctavoTestSupport"]
        ),
        .testTarget(
            name: "OctavoNavigatorTests",
            dependencies: [
                "OctavoNavigator",
                "OctavoPreferences",
                "OctavoCanvas",
                "OctavoTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            exclude: ["Golden"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
