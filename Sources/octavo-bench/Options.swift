import Foundation

/// The command line of `octavo-bench`. Parsed by hand because the target depends only on
/// Octavo's own modules.
struct Options {
    static let usage = """
        usage: octavo-bench [--runs N] [--quick] [--publications N] [--packaging-guide PATH]
                            [--live-manual PATH] [--octavo PATH]

          --runs N               runs of each fast benchmark (default 50); slow ones use a fifth
          --quick                a smoke run: 5 runs, 1,000 publication files
          --publications N       publication files in the large store (default 100000)
          --packaging-guide PATH the 1.2 MB EPUB of Debian's ubuntu-packaging-guide-epub
          --live-manual PATH     the Live Systems Manual EPUB (default: the test fixture)
          --octavo PATH          the octavo binary run on a pseudo-terminal (default: the one
                                 next to this tool, from the same build)
        """

    var runs = 50
    var publications = 100_000
    var packagingGuide = URL(fileURLWithPath: "/usr/share/doc/ubuntu-packaging-guide-epub/ubuntu-packaging-guide.epub")
    /// The fixture of the checkout this tool was built from, found from its source path so the
    /// tool works from any directory.
    var liveManual = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tests/OctavoNavigatorTests/Fixtures/EPUB/live-manual.en.epub")
    /// The screen built with this tool, so that both come from the same sources and configuration.
    var octavo = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("octavo")

    /// Runs of the benchmarks that take tens of milliseconds or more each, so that a full run
    /// stays within minutes on a small machine.
    var slowRuns: Int { max(3, runs / 5) }

    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        var quick = false
        var runs: Int?
        var publications: Int?
        while let argument = remaining.popFirst() {
            switch argument {
            case "--runs": runs = try Self.count(after: argument, in: &remaining)
            case "--publications": publications = try Self.count(after: argument, in: &remaining)
            case "--packaging-guide":
                guard let path = remaining.popFirst() else { throw UsageError("\(argument) needs a path") }
                packagingGuide = URL(fileURLWithPath: path)
            case "--live-manual":
                guard let path = remaining.popFirst() else { throw UsageError("\(argument) needs a path") }
                liveManual = URL(fileURLWithPath: path)
            case "--octavo":
                guard let path = remaining.popFirst() else { throw UsageError("\(argument) needs a path") }
                octavo = URL(fileURLWithPath: path)
            case "--quick": quick = true
            case "-h", "--help": throw UsageError(nil)
            default: throw UsageError("unknown argument \(argument)")
            }
        }
        if quick {
            self.runs = 5
            self.publications = 1_000
        }
        if let runs { self.runs = runs }
        if let publications { self.publications = publications }
    }

    private static func count(after option: String, in arguments: inout ArraySlice<String>) throws(UsageError) -> Int {
        guard let text = arguments.popFirst(), let value = Int(text), value > 0 else {
            throw UsageError("\(option) needs a positive whole number")
        }
        return value
    }
}

/// A command line that cannot be run; `message` is nil when help was asked for.
struct UsageError: Error {
    let message: String?

    init(_ message: String?) { self.message = message }
}
