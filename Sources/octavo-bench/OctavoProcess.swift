import Foundation
import Glibc

/// One `octavo` settings screen on a pseudo-terminal of its own, started as a shell starts it:
/// in a new session whose controlling terminal is that pseudo-terminal, so it gets SIGWINCH on
/// a resize and SIGHUP when the terminal goes away. It is killed and reaped at the latest when
/// released, so a failed measurement leaves no process behind.
final class OctavoProcess {
    let terminal: PseudoTerminal
    /// Just before `posix_spawn`: a user's start includes loading the binary.
    let started: ContinuousClock.Instant
    private let identifier: pid_t
    private var isReaped = false
    private let clock = ContinuousClock()

    /// glibc's `POSIX_SPAWN_SETSID` (glibc 2.26 and later), which Swift's Glibc module leaves
    /// out because it is a GNU extension.
    private static let newSession: Int32 = 0x80
    /// Signals a child must not inherit as ignored or blocked from this process, or it would
    /// miss a resize or a hang-up.
    private static let restoredSignals = [SIGWINCH, SIGHUP, SIGINT, SIGTERM, SIGPIPE]

    init(
        executable: URL,
        arguments: [String],
        environment: [String: String],
        size: (width: Int, height: Int)
    ) throws {
        terminal = try PseudoTerminal(width: size.width, height: size.height)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after the new session starts, the terminal becomes the controlling one.
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, terminal.devicePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, STDIN_FILENO, STDERR_FILENO)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in Self.restoredSignals { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        let flags = Self.newSession | Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)
        let refused = posix_spawnattr_setflags(&attributes, Int16(flags))
        guard refused == 0 else { throw BenchmarkError.system("posix_spawnattr_setflags(POSIX_SPAWN_SETSID)", code: refused) }

        let argumentStrings = ([executable.path] + arguments).map { strdup($0) }
        let environmentStrings = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { (argumentStrings + environmentStrings).forEach { free($0) } }
        var identifier: pid_t = 0
        started = clock.now
        let failure = posix_spawn(&identifier, executable.path, &actions, &attributes, argumentStrings + [nil], environmentStrings + [nil])
        guard failure == 0 else { throw BenchmarkError.system("starting \(executable.path)", code: failure) }
        self.identifier = identifier
    }

    deinit {
        stop()
    }

    /// Types `keys` and returns the frame they lead to.
    func press(_ keys: String, quiet: Duration, timeout: Duration) throws -> OutputBurst {
        let start = clock.now
        try terminal.type(keys)
        return try terminal.readBurst(since: start, quiet: quiet, timeout: timeout)
    }

    /// Resizes the window and returns the frame drawn for the new size.
    func resize(to size: (width: Int, height: Int), quiet: Duration, timeout: Duration) throws -> OutputBurst {
        let start = clock.now
        try terminal.resize(width: size.width, height: size.height)
        return try terminal.readBurst(since: start, quiet: quiet, timeout: timeout)
    }

    /// Quits with `key` as a user does and waits for the exit; a screen that does not quit in
    /// time, or fails, is an error (and is then killed on release).
    func quit(with key: String, timeout: Duration) throws {
        try terminal.type(key)
        let deadline = clock.now + timeout
        while clock.now < deadline {
            var status: Int32 = 0
            let reaped = waitpid(identifier, &status, WNOHANG)
            if reaped == identifier {
                isReaped = true
                // The layout of <sys/wait.h>'s WEXITSTATUS and WTERMSIG, macros Swift cannot import.
                let exitCode = (status >> 8) & 0xFF
                let signal = status & 0x7F
                guard signal == 0, exitCode == 0 else {
                    throw BenchmarkError("octavo ended with \(signal == 0 ? "exit code \(exitCode)" : "signal \(signal)")")
                }
                return
            }
            guard reaped == 0 || errno == EINTR else { throw BenchmarkError.system("waitpid") }
            if try !terminal.discardOutput(within: .milliseconds(5)) {
                usleep(1000)
            }
        }
        throw BenchmarkError("octavo did not quit within \(timeout)")
    }

    /// The processor time each of the process's threads has used so far, to the nanosecond,
    /// from the scheduler's own accounting (`/proc/PID/task/*/schedstat`): the user and system
    /// times of `/proc/PID/stat` count in clock ticks, too coarse for an idle screen.
    var threadProcessorTimes: [String: Int64]? {
        guard let threads = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(identifier)/task") else { return nil }
        var times: [String: Int64] = [:]
        for thread in threads {
            guard let text = try? String(contentsOfFile: "/proc/\(identifier)/task/\(thread)/schedstat", encoding: .utf8),
                  let onProcessor = text.split(separator: " ").first.flatMap({ Int64($0) }) else { continue }
            times[thread] = onProcessor
        }
        return times
    }

    /// The processor time used since `before` (a `threadProcessorTimes`), by the threads alive
    /// now; a thread that ended meanwhile (a pool's idle worker) takes its part with it.
    func processorTime(since before: [String: Int64]) -> Duration? {
        guard let now = threadProcessorTimes else { return nil }
        return .nanoseconds(now.reduce(Int64(0)) { $0 + $1.value - (before[$1.key] ?? 0) })
    }

    /// The process's peak resident memory so far (VmHWM), in megabytes.
    var peakMegabytes: Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(identifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return (kilobytes / 1024 * 10).rounded() / 10
    }

    /// Kills the screen if it is still running and reaps it.
    func stop() {
        guard !isReaped else { return }
        kill(identifier, SIGKILL)
        var status: Int32 = 0
        while waitpid(identifier, &status, 0) < 0, errno == EINTR {}
        isReaped = true
    }
}
