// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Octavo",
    products: [
        .library(name: "OctavoPreferences", targets: ["OctavoPreferences"]),
        .library(name: "OctavoNavigator", targets: ["OctavoNavigator"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        .target(name: "OctavoPreferences"),
        .target(name: "OctavoNavigator", dependencies: ["OctavoPreferences"]),
        .testTarget(
            name: "OctavoPreferencesTests",
            dependencies: [
                "OctavoPreferences",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "OctavoNavigatorTests",
            dependencies: [
                "OctavoNavigator",
                "OctavoPreferences",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
