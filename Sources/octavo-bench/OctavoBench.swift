import ArgumentParser
import Foundation
import OctavoPreferences

/// The `octavo-bench` command: times the navigator, the headless settings screen, the `octavo`
/// binary on a pseudo-terminal and the preferences store, and prints one JSON report on stdout
/// (progress goes to stderr).
@main
struct OctavoBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "octavo-bench",
        abstract: "Times Octavo's navigator, settings screen, pseudo-terminal and preferences store.",
        discussion: """
        Prints one JSON report on stdout, with sorted keys so runs can be compared with `diff`; \
        progress lines go to stderr. Use a release build (swift build -c release) for figures \
        worth recording.
        """
    )

    @Option(
        name: .customLong("runs"),
        help: ArgumentHelp("Runs of each fast benchmark (default 50); slow ones use a fifth.", valueName: "N")
    )
    var requestedRuns: Int?

    @Flag(help: "A smoke run: 5 runs, 1,000 publication files.")
    var quick = false

    @Option(
        name: .customLong("publications"),
        help: ArgumentHelp("Publication files in the large store (default 100000).", valueName: "N")
    )
    var requestedPublications: Int?

    @Option(
        name: .customLong("packaging-guide"),
        help: ArgumentHelp("The 1.2 MB EPUB of Debian's ubuntu-packaging-guide-epub.", valueName: "PATH"),
        completion: .file(extensions: ["epub"]),
        transform: { URL(fileURLWithPath: $0) }
    )
    var requestedPackagingGuide: URL?

    @Option(
        name: .customLong("live-manual"),
        help: ArgumentHelp("The Live Systems Manual EPUB (default: the test fixture).", valueName: "PATH"),
        completion: .file(extensions: ["epub"]),
        transform: { URL(fileURLWithPath: $0) }
    )
    var requestedLiveManual: URL?

    @Option(
        name: .customLong("octavo"),
        help: ArgumentHelp(
            "The octavo binary run on a pseudo-terminal (default: the one next to this tool, from the same build).",
            valueName: "PATH"
        ),
        completion: .file(),
        transform: { URL(fileURLWithPath: $0) }
    )
    var requestedOctavo: URL?

    /// Runs of the benchmarks that take well under a millisecond to a few milliseconds each.
    var runs: Int { requestedRuns ?? (quick ? 5 : 50) }

    /// Runs of the benchmarks that take tens of milliseconds or more each, so that a full run
    /// stays within minutes on a small machine.
    var slowRuns: Int { max(3, runs / 5) }

    var publications: Int { requestedPublications ?? (quick ? 1_000 : 100_000) }

    var packagingGuide: URL {
        requestedPackagingGuide
            ?? URL(fileURLWithPath: "/usr/share/doc/ubuntu-packaging-guide-epub/ubuntu-packaging-guide.epub")
    }

    /// The fixture of the checkout this tool was built from, found from its source path so the
    /// tool works from any directory.
    var liveManual: URL {
        requestedLiveManual
            ?? URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Tests/OctavoNavigatorTests/Fixtures/EPUB/live-manual.en.epub")
    }

    /// The screen built with this tool, so that both come from the same sources and configuration.
    var octavo: URL {
        requestedOctavo
            ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("octavo")
    }

    func validate() throws {
        if let requestedRuns, requestedRuns <= 0 {
            throw ValidationError("--runs needs a positive whole number")
        }
        if let requestedPublications, requestedPublications <= 0 {
            throw ValidationError("--publications needs a positive whole number")
        }
    }

    func run() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-bench-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer {
                Progress.say("removing \(scratch.path)")
                try? FileManager.default.removeItem(at: scratch)
            }
            var report = Report(options: self)

            let navigator = NavigatorBenchmarks(runs: runs, slowRuns: slowRuns)
            report["liveManual"] = try navigator.measure(book: liveManual, named: "Live Systems Manual")
            if FileManager.default.fileExists(atPath: packagingGuide.path) {
                report["packagingGuide"] = try navigator.measure(book: packagingGuide, named: "packaging guide")
            } else {
                let note = "\(packagingGuide.path) not found (apt-get install ubuntu-packaging-guide-epub, or --packaging-guide PATH)"
                Progress.say("packaging guide skipped: \(note)")
                report["packagingGuide"] = .object(["skipped": .string(note)])
            }

            report["screen"] = try ScreenBenchmarks(runs: runs, slowRuns: slowRuns, scratch: scratch).measure()
            let preview = FileManager.default.isExecutableFile(atPath: octavo.path) ? octavo : nil
            report["graphics"] = try GraphicsBenchmarks(octavo: preview, liveManual: liveManual, runs: runs, slowRuns: slowRuns, scratch: scratch).measure()
            if FileManager.default.isExecutableFile(atPath: octavo.path) {
                let terminal = TerminalBenchmarks(octavo: octavo, runs: runs, slowRuns: slowRuns, scratch: scratch)
                report["pseudoTerminal"] = try terminal.measure()
                report["dialog"] = try DialogBenchmarks(runs: runs, slowRuns: slowRuns, scratch: scratch).measure()
                report["hugeWord"] = try HostileBookBenchmarks(octavo: octavo, runs: slowRuns, scratch: scratch).measure()
            } else {
                let note = "\(octavo.path) not found (swift build --product octavo, or --octavo PATH)"
                Progress.say("pseudo-terminal and huge word skipped: \(note)")
                report["pseudoTerminal"] = .object(["skipped": .string(note)])
                report["hugeWord"] = .object(["skipped": .string(note)])
            }

            let store = StoreBenchmarks(runs: runs, publications: publications, scratch: scratch)
            report["storeCommit"] = try store.commit()
            report["storeLoad"] = try store.load()

            report["peakMemoryMB"] = PeakMemory.megabytes().map(JSONValue.number) ?? .null
            print(try report.json())
        } catch {
            Progress.say("octavo-bench: \(error)")
            throw ExitCode.failure
        }
    }
}
