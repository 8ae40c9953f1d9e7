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
        .library(name: "OctavoQA", targets: ["OctavoQA"]),
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
            name: "CPango", path: "Modules/CPango",
            providers: [.apt(["libpango-1.0-0", "libpangocairo-1.0-0", "libcairo2"])]
        ),
        .systemLibrary(
            name: "CChafa", path: "Modules/CChafa",
            providers: [.apt(["libchafa0", "libgdk-pixbuf-2.0-0", "librsvg2-common", "webp-pixbuf-loader"])]
        ),

        // A counter of the writes under way, read by the terminal's signal handler (C, as a
        // handler may only make async-signal-safe calls).
        .target(name: "CPendingWrites"),
        // The one line a trapping process ends with (C, for the same reason).
        .target(name: "CCrashReport"),
        // What a release build records about itself (C, so that the packaging script can set it
        // with -Xcc defines).
        .target(name: "CBuildInfo"),

        // Libraries, from the bottom of the graph up.
        .target(name: "OctavoPreferences"),
        .target(name: "OctavoCanvas"),
        .target(name: "OctavoFiles"),
        .target(name: "OctavoGraphics", dependencies: ["CGLib", "CPoppler", "CPango", "CChafa", "CLibz", "CProcessorAffinity"]),
        .target(
            name: "OctavoPublication",
            dependencies: ["OctavoGraphics", "CLibz", "CMalloc"]
        ),
        .target(name: "OctavoNavigator", dependencies: ["OctavoPublication", "OctavoGraphics", "OctavoPreferences", "OctavoCanvas", "CHyphen"]),
        .target(name: "OctavoStore", dependencies: ["OctavoPreferences", "OctavoFiles"]),
        .target(name: "OctavoSettings", dependencies: ["OctavoFiles", "OctavoPreferences"]),
        .target(name: "OctavoSettingsRemote", dependencies: ["OctavoSettings"]),
        .target(
            name: "OctavoSession",
            dependencies: ["OctavoNavigator", "OctavoPublication", "OctavoPreferences", "OctavoGraphics", "OctavoCanvas", "OctavoStore", "OctavoFiles", "CPendingWrites"]
        ),
        .target(name: "OctavoScreen", dependencies: ["OctavoSession", "OctavoNavigator", "OctavoPreferences", "OctavoStore", "OctavoCanvas"]),
        .target(
            name: "OctavoQA",
            dependencies: ["OctavoSession", "OctavoNavigator", "OctavoPublication", "OctavoPreferences", "OctavoCanvas", "OctavoStore", "OctavoFiles"]
        ),
        .target(name: "OctavoTerminal", dependencies: ["CNcurses", "CPendingWrites", "OctavoCanvas"]),
        .target(
            name: "OctavoSample",
            dependencies: ["OctavoFiles", "CLibz"]
        ),

        // Executables.
        .executableTarget(
            name: "octavo",
            dependencies: [
                "OctavoScreen", "OctavoTerminal", "OctavoSession", "OctavoSettings", "OctavoSample", "OctavoGraphics", "CMalloc", "CCrashReport", "CBuildInfo", "CLibz", "OctavoQA",
                "OctavoCanvas", "OctavoFiles", "OctavoNavigator", "OctavoPreferences", "OctavoPublication", "OctavoStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // The executable alone: lld packs its relative relocations, which the loader reads at
            // every start, Linking/ makes it take the C++ library from its archive rather than
            // load it at every start, and it exports no symbols for the runtime's `dladdr` to
            // search at every start (see docs/PERFORMANCE.md).
            linkerSettings: [.unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-L\(Context.packageDirectory)/Linking", "-Xlinker", "--no-export-dynamic"])]
        ),
        .executableTarget(
            name: "octavo-bench",
            dependencies: [
                "OctavoScreen", "OctavoSample", "OctavoGraphics", "CPseudoTerminal", "OctavoCanvas", "OctavoNavigator",
                "OctavoPreferences", "OctavoPublication", "OctavoSession", "OctavoStore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),

        .executableTarget(
            name: "octavo-fuzz",
            dependencies: [
                "CLibz", "CMalloc", "OctavoSample", "OctavoTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Tests: one target per library module, named after it.
        .target(
            name: "OctavoTestSupport",
            dependencies: ["OctavoCanvas", "OctavoGraphics", "OctavoSample", "OctavoStore", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
            path: "Tests/Support"
        ),
        .testTarget(
            name: "OctavoPreferencesTests",
            dependencies: ["OctavoPreferences", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "OctavoCanvasTests", dependencies: ["OctavoCanvas"]),
        .testTarget(name: "OctavoFilesTests", dependencies: ["OctavoFiles"]),
        .testTarget(name: "OctavoGraphicsTests", dependencies: ["OctavoGraphics", "OctavoSample"]),
        .testTarget(
            name: "OctavoPublicationTests",
            dependencies: [
                "OctavoPublication", "OctavoGraphics", "OctavoTestSupport", "CProcessorAffinity",
                .product(name: "PropertyBased", package: "swift-property-based"), .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        .testTarget(
            name: "OctavoNavigatorTests",
            dependencies: [
                "OctavoNavigator",
                "OctavoPublication",
                "OctavoPreferences",
                "OctavoGraphics",
                "OctavoCanvas",
                "OctavoSample",
                "OctavoTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            exclude: ["Golden"]
        ),
        .executableTarget(name: "StoreCrashWriter", dependencies: ["OctavoSession", "OctavoStore", "OctavoNavigator", "OctavoPublication"], path: "Tests/StoreCrashWriter"),
        .testTarget(
            name: "OctavoStoreTests",
            dependencies: ["OctavoStore", "OctavoSession", "OctavoPreferences", "OctavoNavigator", "OctavoPublication", "OctavoFiles", "StoreCrashWriter", "OctavoTestSupport"]
        ),
        .testTarget(name: "OctavoSettingsTests", dependencies: ["OctavoSettings"]),
        .testTarget(name: "OctavoSettingsRemoteTests", dependencies: ["OctavoSettings", "OctavoSettingsRemote"]),
        .testTarget(
            name: "OctavoSessionTests",
            dependencies: ["OctavoSession", "OctavoNavigator", "OctavoPublication", "OctavoPreferences", "OctavoStore", "OctavoTestSupport"]
        ),
        .testTarget(
            name: "OctavoQATests",
            dependencies: ["OctavoQA", "OctavoSession", "OctavoPublication", "OctavoStore", "OctavoSample", "OctavoTestSupport"]
        ),
        .testTarget(
            name: "OctavoScreenTests",
            dependencies: [
                "OctavoScreen", "OctavoSession", "OctavoNavigator", "OctavoPublication", "OctavoPreferences", "OctavoStore", "OctavoCanvas", "OctavoGraphics",
                "OctavoSample", "OctavoTestSupport", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            exclude: ["Golden"]
        ),
        .testTarget(name: "OctavoTerminalTests", dependencies: ["OctavoTerminal", "OctavoCanvas", "OctavoTestSupport"]),
        .testTarget(name: "OctavoSampleTests", dependencies: ["OctavoSample", .product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        .testTarget(
            name: "OctavoCLITests",
            dependencies: ["octavo", "octavo-fuzz", "OctavoSession", "OctavoGraphics", "CLibz", "CPseudoTerminal", "OctavoNavigator", "OctavoPreferences", "OctavoStore", "OctavoSample", "OctavoTestSupport", .product(name: "ZIPFoundation", package: "ZIPFoundation")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
