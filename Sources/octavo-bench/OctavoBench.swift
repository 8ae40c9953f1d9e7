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

    @Flag(help: "Keep every processor busy with a spinning process beside the benchmarks, as on a loaded machine.")
    var busy = false

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

    @Option(
        name: .customLong("only"),
        parsing: .upToNextOption,
        help: ArgumentHelp("Run only these sections: \(Section.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "SECTION")
    )
    var sections: [Section] = Section.allCases

    /// The parts of the report, each of which can be run alone while working on it.
    enum Section: String, CaseIterable, ExpressibleByArgument {
        case navigator, screen, graphics, pixels, pseudoTerminal, dialog, hugeWord, largeBooks, qa, store
    }

    /// Runs of the quick benchmarks.
    var runs: Int { requestedRuns ?? (quick ? 5 : 50) }

    /// Runs of the slow benchmarks, fewer so that a full run stays short on a small machine.
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
            .appendingPathComponent("Tests/Fixtures/EPUB/live-manual.en.epub")
    }

    /// The screen built with this tool, so that both come from the same sources and configuration.
    var octavo: URL {
        requestedOctavo
            ?? URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("octavo")
    }

    private func hasPackagingGuide() -> Bool {
        if FileManager.default.fileExists(atPath: packagingGuide.path) { return true }
        Progress.say("packaging guide skipped: \(packagingGuideMissing)")
        return false
    }

    private var packagingGuideMissing: String {
        "\(packagingGuide.path) not found (apt-get install ubuntu-packaging-guide-epub, or --packaging-guide PATH)"
    }

    /// First frames on the sample, the packaging guide, a 40-page report and the large books;
    /// keys on the packaging guide, which the figures were taken on (the sample without it).
    private func terminalBenchmarks(octavo: URL, large: LargeBooks, scratch: URL) throws -> TerminalBenchmarks {
        let report = scratch.appendingPathComponent("pseudo-terminal-report.pdf")
        try BenchmarkPDF.data(pages: 40).write(to: report)
        let guide = hasPackagingGuide() ? try ScreenBook.opening(packagingGuide, name: "packagingGuide") : nil
        let books = [ScreenBook.sample] + (guide.map { [$0] } ?? []) + [
            try ScreenBook.opening(report, name: "pdfReport40Pages"),
            try ScreenBook.opening(large.oneLargeChapter, name: "oneChapterOf10MB"),
            try ScreenBook.opening(large.longPDF, name: "pdfOf20000Pages"),
        ]
        return TerminalBenchmarks(octavo: octavo, runs: runs, slowRuns: slowRuns, scratch: scratch, books: books, keyBook: guide ?? .sample)
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
            let spinners = busy ? try BusyProcessors(count: ProcessInfo.processInfo.activeProcessorCount) : nil
            defer { spinners?.stop() }
            let wanted = Set(sections)

            if wanted.contains(.navigator) {
                let navigator = NavigatorBenchmarks(runs: runs, slowRuns: slowRuns)
                report["liveManual"] = try navigator.measure(book: liveManual, named: "Live Systems Manual")
                report["packagingGuide"] = try hasPackagingGuide()
                    ? navigator.measure(book: packagingGuide, named: "packaging guide")
                    : .object(["skipped": .string(packagingGuideMissing)])
            }
            if wanted.contains(.screen) {
                report["screen"] = try ScreenBenchmarks(runs: runs, slowRuns: slowRuns, scratch: scratch, book: hasPackagingGuide() ? packagingGuide : nil).measure()
            }
            let binary = FileManager.default.isExecutableFile(atPath: octavo.path) ? octavo : nil
            if wanted.contains(.graphics) {
                report["graphics"] = try GraphicsBenchmarks(octavo: binary, liveManual: liveManual, runs: runs, slowRuns: slowRuns, scratch: scratch).measure()
            }
            if wanted.contains(.pixels) {
                report["pixels"] = try PixelBenchmarks(octavo: binary, liveManual: liveManual, runs: runs, slowRuns: slowRuns, scratch: scratch).measure()
            }
            let missing: JSONValue = .object(["skipped": .string("\(octavo.path) not found (swift build --product octavo, or --octavo PATH)")])
            let large = wanted.isDisjoint(with: [.pseudoTerminal, .largeBooks]) ? nil : try LargeBooks(in: scratch.appendingPathComponent("large-books"))
            if wanted.contains(.pseudoTerminal) {
                if let binary, let large {
                    report["pseudoTerminal"] = try terminalBenchmarks(octavo: binary, large: large, scratch: scratch).measure()
                } else {
                    report["pseudoTerminal"] = missing
                }
            }
            if wanted.contains(.dialog) {
                report["dialog"] = try DialogBenchmarks(runs: runs, slowRuns: slowRuns, scratch: scratch).measure()
            }
            if wanted.contains(.hugeWord) {
                report["hugeWord"] = try binary.map { try HostileBookBenchmarks(octavo: $0, runs: slowRuns, scratch: scratch).measure() } ?? missing
            }
            if wanted.contains(.largeBooks) {
                if let binary, let large {
                    report["largeBooks"] = try LargeBookBenchmarks(octavo: binary, books: large, runs: slowRuns, scratch: scratch).measure()
                } else {
                    report["largeBooks"] = missing
                }
            }
            if wanted.contains(.qa) {
                report["qa"] = try binary.map { try QABenchmarks(octavo: $0, runs: slowRuns, scratch: scratch).measure() } ?? missing
            }
            if wanted.contains(.store) {
                let store = StoreBenchmarks(runs: runs, publications: publications, scratch: scratch)
                report["storeCommit"] = try store.commit()
                report["storeLoad"] = try store.load()
            }

            report["peakMemoryMB"] = PeakMemory.megabytes().map(JSONValue.number) ?? .null
            print(try report.json())
        } catch {
            Progress.say("octavo-bench: \(error)")
            throw ExitCode.failure
        }
    }
}
