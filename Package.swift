// swift-tools-version: 6.2
import PackageDescription

// The module graph is the data flow: key → controller (OctavoScreen) → editor (OctavoNavigator)
// → store (OctavoStore) → navigator → view → canvas (OctavoCanvas) → terminal (OctavoTerminal).
// Only OctavoTerminal imports CNcurses; the store knows nothing of publications; the screen is
// headless and talks to a terminal through the backend protocol of OctavoCanvas.
let package = Package(
    name: "Octavo",
    products: [
        .library(name: "OctavoPreferences", targets: ["OctavoPreferences"]),
        .library(name: "OctavoCanvas", targets: ["OctavoCanvas"]),
        .library(name: "OctavoFiles", targets: ["OctavoFiles"]),
        .library(name: "OctavoGraphics", targets: ["OctavoGraphics"]),
        .library(name: "OctavoPublication", targets: ["OctavoPublication"]),
        .library(name: "OctavoNavigator", targets: ["OctavoNavigator"]),
        .library(name: "OctavoStore", targets: ["OctavoStore"]),
        .library(name: "OctavoSettings", targets: ["OctavoSettings"]),
        .library(name: "OctavoSettingsRemote", targets: ["OctavoSettingsRemote"]),
        .library(name: "OctavoSession", targets: ["OctavoSession"]),
        .library(name: "OctavoScreen", targets: ["OctavoScreen"]),
        .library(name: "OctavoTerminal", targets: ["OctavoTerminal"]),
        .executable(name: "octavo", targets: ["octavo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.20"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        // System libraries, each with the Debian package that provides it.
        .systemLibrary(
            name: "CNcurses", path: "Modules/CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        .systemLibrary(
            name: "CHyphen", path: "Modules/CHyphen",
            providers: [.apt(["libhyphen-dev", "hyphen-en-us"])]
        ),
        .systemLibrary(name: "CPseudoTerminal", path: "Modules/CPseudoTerminal"),
        .systemLibrary(name: "CMalloc", path: "Modules/CMalloc"),
        .systemLibrary(name: "CProcessorAffinity", path: "Modules/CProcessorAffinity"),
        .systemLibrary(name: "CLibz", path: "Modules/CLibz", providers: [.apt(["zlib1g-dev"])]),
        // Graphics libraries: declared here, opened with dlopen when a page or picture is drawn.
        .systemLibrary(name: "CGLib", path: "Modules/CGLib", providers: [.apt(["libglib2.0-0"])]),
        .systemLibrary(name: "CPoppler", path: "Modules/CPoppler", providers: [.apt(["libpoppler-glib8"])]),
        .systemLibrary(
            name: "CChafa", path: "Modules/CChafa",
            providers: [.apt(["libchafa0", "libgdk-pixbuf-2.0-0", "librsvg2-common", "webp-pixbuf-loader"])]
        ),

        // A counter of the writes under way, read by the terminal's signal handler (C, as a
        // handler may only make async-signal-safe calls).
        .target(name: "CPendingWrites"),

        // Libraries, from the bottom of the graph up.
        .target(name: "OctavoPreferences"),
        .target(name: "OctavoCanvas"),
        .target(name: "OctavoFiles"),
        .target(name: "OctavoGraphics", dependencies: ["CGLib", "CPoppler", "CChafa", "CProcessorAffinity"]),
        .target(
            name: "OctavoPublication",
            dependencies: ["OctavoGraphics", "CLibz", "CMalloc"]
        ),
        .target(name: "OctavoNavigator", dependencies: ["OctavoPublication", "OctavoGraphics", "OctavoPreferences", "OctavoCanvas", "CHyphen"]),
        .target(name: "OctavoStore", dependencies: ["OctavoPreferences", "OctavoFiles"]),
        .target(name: "OctavoSettings", dependencies: ["OctavoFiles", "OctavoPreferences"]),
        .target(name: "OctavoSettingsRemote", dependencies: ["OctavoSettings"]),
        .target(name: "OctavoSession", dependencies: ["OctavoNavigator", "OctavoStore", "OctavoFiles", "CPendingWrites"]),
        .target(name: "OctavoScreen", dependencies: ["OctavoSession", "OctavoCanvas"]),
        .target(name: "OctavoTerminal", dependencies: ["CNcurses", "CPendingWrites", "OctavoCanvas"]),
        .target(
            name: "OctavoSample",
            dependencies: ["OctavoFiles", "CLibz"]
        ),

        // Executables.
        .executableTarget(
            name: "octavo",
            dependencies: [
                "OctavoScreen", "OctavoTerminal", "OctavoSession", "OctavoSettings", "OctavoSample", "OctavoGraphics", "CMalloc",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Linked by the toolchain's lld with packed relative relocations: the 45,000 that the
            // Swift runtime's and libraries' metadata need take 8 KB instead of 1 MB for the
            // dynamic loader to read at every start (glibc 2.36, Debian 12, reads the packed
            // form): the packaging guide's first frame came 0.15 ms sooner.
            linkerSettings: [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"])]
        ),
        .executableTarget(
            name: "octavo-bench",
            dependencies: [
                "OctavoScreen", "OctavoSample", "OctavoGraphics", "CPseudoTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),

        // Tests.
        .target(name: "OctavoTestSupport", dependencies: ["OctavoCanvas", "OctavoSample"], path: "Tests/Support"),
        .testTarget(
            name: "OctavoPreferencesTests",
            dependencies: ["OctavoPreferences", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "OctavoCanvasTests", dependencies: ["OctavoCanvas"]),
        .testTarget(name: "OctavoGraphicsTests", dependencies: ["OctavoGraphics", "OctavoSample"]),
        .testTarget(name: "OctavoTerminalTests", dependencies: ["OctavoTerminal", "OctavoCanvas", "OctavoTestSupport"]),
        .testTarget(
            name: "OctavoScreenTests",
            dependencies: ["OctavoScreen", "OctavoGraphics", "OctavoSample", "OctavoTestSupport", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "OctavoCLITests",
            dependencies: ["octavo", "OctavoSession", "OctavoSample", "OctavoTestSupport", .product(name: "ZIPFoundation", package: "ZIPFoundation")]
        ),
        .testTarget(name: "OctavoSettingsTests", dependencies: ["OctavoSettings", "OctavoSettingsRemote"]),
        .executableTarget(name: "StoreCrashWriter", dependencies: ["OctavoSession", "OctavoNavigator"], path: "Tests/StoreCrashWriter"),
        .testTarget(
            name: "OctavoStoreTests",
            dependencies: ["OctavoSession", "OctavoNavigator", "OctavoStore", "OctavoFiles", "StoreCrashWriter", "OctavoTestSupport"]
        ),
        .testTarget(
            name: "OctavoNavigatorTests",
            dependencies: [
                "OctavoNavigator",
                "OctavoPublication",
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

// Concrete generic types (a `[String: Item]`, an `Array<Link>`) get their metadata through direct
// accessor calls instead of mangled names that the runtime decodes on first use, checking each
// generic requirement by a scan of every conformance record in the binary: at start-up that scan
// cost the main thread 1.1 ms of its 5 (perf, the packaging guide's first frame).
for target in package.targets where target.type != .system && target.name != "CPendingWrites" {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
    ]
}
