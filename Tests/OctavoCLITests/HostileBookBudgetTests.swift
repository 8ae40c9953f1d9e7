import Foundation
import Glibc
import OctavoTestSupport
import Testing

/// The seven books of the fuzzing run of issue 39 (`Tests/Fixtures/Hostile`): each crashed,
/// hung or took gigabytes. Now `info`, `list` and `preview` open them with exit 0 (or 3 and one
/// line), under 200 MB, and say what they left out.
@Suite struct HostileBookBudgetTests {
    static let books = [
        "zip64-huge-size", "svg-viewbox-nan", "css-text-indent-1e308", "css-nested-media-10k",
        "css-selector-list-100k", "png-20000x20000", "png-32768-1gib",
    ]

    /// What a run printed, how it ended and the most memory it held.
    struct MeasuredRun {
        let status: Int32
        let stdout: String
        let stderr: String
        let peakMegabytes: Double
    }

    /// Runs `octavo arguments…` under `octavo-fuzz measure`, which reads the command's own peak
    /// memory from `wait4`: read from this test process, much larger, the kernel would count the
    /// memory the child shared with it before it executed.
    static func run(_ arguments: [String], in sandbox: CLISandbox) throws -> MeasuredRun {
        let report = sandbox.root.appendingPathComponent("\(UUID().uuidString).json")
        sandbox.environment["LANG"] = "C.UTF-8"
        let result = try sandbox.run(
            ["measure", "--report", report.path, "--", try CLISandbox.executable.path] + arguments + ["--store", sandbox.store.path],
            addingStore: false, executable: try BuiltExecutable.url(named: "octavo-fuzz")
        )
        let measured = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: report)) as? [String: Any])
        return MeasuredRun(
            status: Int32(try #require(measured["status"] as? Int)), stdout: result.stdout, stderr: result.stderr,
            peakMegabytes: try #require(measured["peakMegabytes"] as? Double)
        )
    }

    static func book(_ name: String) -> String {
        Fixtures.folder.appendingPathComponent("Hostile/\(name).epub").path
    }

    @Test(arguments: books) func opensWithinItsBudget(_ name: String) throws {
        let sandbox = try CLISandbox()
        for command in ["info", "list", "preview"] {
            let result = try Self.run([command, Self.book(name)], in: sandbox)
            #expect(result.status == 0 || result.status == 3, "\(command) \(name): status \(result.status), \(result.stderr)")
            if result.status == 3 { #expect(result.stderr.split(separator: "\n").count == 1, "\(command) \(name): \(result.stderr)") }
            #expect(result.peakMegabytes < 200, "\(command) \(name): peak \(result.peakMegabytes) MB")
        }
    }

    @Test func aPictureTooLargeToDecodeShowsItsAltTextAndWhy() throws {
        let sandbox = try CLISandbox()
        for name in ["png-20000x20000", "png-32768-1gib"] {
            let result = try Self.run(["preview", Self.book(name), "--json"], in: sandbox)
            #expect(result.status == 0)
            let pictures = try #require((try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["pictures"] as? [[String: Any]])
            let failure = try #require(pictures.first?["failure"] as? String, "\(name): \(result.stdout)")
            #expect(failure.contains("pixels, more than the 20 million Octavo decodes"), "\(failure)")
        }
    }

    @Test func styleBlocksPastTheNestingLimitAreNamedInOneLine() throws {
        let sandbox = try CLISandbox()
        let result = try Self.run(["preview", Self.book("css-nested-media-10k")], in: sandbox)
        #expect(result.status == 0)
        #expect(result.stderr == "octavo: warning: OEBPS/ch1.xhtml: style blocks nested more than 32 deep are left out\n")
    }

    @Test func theChapterBehindAnOversizedSizeClaimIsRead() throws {
        let sandbox = try CLISandbox()
        let result = try Self.run(["preview", Self.book("zip64-huge-size")], in: sandbox)
        #expect(result.status == 0)
        #expect(result.stdout.contains("x"))
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    /// A trap (here a fault sent while the command waits for the store's lock) ends the process
    /// with its own status and one line naming the command.
    @Test func aTrapIsNeverSilent() throws {
        let sandbox = try CLISandbox()
        let book = Self.book("css-text-indent-1e308")
        #expect(try Self.run(["set", "fontSize", "120%", book], in: sandbox).status == 0)
        let lock = open(sandbox.store.appendingPathComponent(".lock").path, O_RDWR | O_CLOEXEC)
        try #require(lock >= 0)
        defer { close(lock) }
        try #require(flock(lock, LOCK_EX) == 0)
        let executable = try CLISandbox.executable.path
        let err = sandbox.root.appendingPathComponent("trap.err").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 2, err, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let store: String = sandbox.store.path
        let arguments: [String] = [executable, "set", "fontSize", "130%", book, "--store", store]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0)
        // The kernel says when the command sits in flock(2) (system call 73), well past the
        // start, where the handler is installed.
        var waiting = false
        for _ in 0..<3_000 where !waiting {
            let call = (try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8)) ?? ""
            waiting = call.hasPrefix("73 ")
            if !waiting { usleep(10_000) }
        }
        try #require(waiting, "the command never waited for the lock")
        kill(pid, SIGSEGV)
        // Bounded: a handler that lets the process go on must fail the test, not hang it.
        var status: Int32 = 0
        var ended = false
        for _ in 0..<3_000 where !ended {
            ended = waitpid(pid, &status, WNOHANG) == pid
            if !ended { usleep(10_000) }
        }
        if !ended {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        try #require(ended, "the command went on after the signal")
        #expect(status & 0x7F == 0, "ended by signal \(status & 0x7F)")
        #expect((status >> 8) & 0xFF == 70)
        let message = (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
        #expect(message == "octavo: internal error in `octavo set`; please report it with the book (signal 11)\n")
    }
}
