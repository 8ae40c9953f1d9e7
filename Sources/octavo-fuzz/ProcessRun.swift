import Foundation
import Glibc

/// One run of a command, watched to its end: how it ended, how long it took and the most memory
/// it held (from `wait4`, this child's own; a child starts from this small process's memory, so
/// the figure is exact to within this process's few megabytes).
struct ProcessRun: Sendable {
    enum Ending: Sendable, Equatable {
        case exited(Int32)
        case signalled(Int32)
        /// Killed past the time limit.
        case timedOut
    }

    let ending: Ending
    let seconds: Double
    let peakMegabytes: Double
    /// The last line the command wrote on stderr, for the summary.
    let lastError: String
    /// How many lines it wrote there.
    var errorLines = 0

    /// Runs `executable` with `arguments`, its stdout thrown away and its stderr kept in
    /// `errorFile`, killing it after `timeout` seconds.
    static func run(_ executable: String, _ arguments: [String], environment: [String], errorFile: String, timeout: Double) -> ProcessRun {
        run(executable, arguments, environment: environment, errorFile: errorFile, timeout: timeout as Double?)
    }

    /// The first 64 KiB of a file as text, read with read(2): Foundation's
    /// `String(contentsOfFile:)` kept memory on every call, and this process's size is the floor
    /// of every peak it reads.
    private static func text(of path: String) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 1 << 16)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            count += got
        }
        return String(decoding: bytes[..<count], as: UTF8.self)
    }

    /// Runs `executable` with `arguments` on this process's own streams and environment, for as
    /// long as it takes.
    static func passingThrough(_ executable: String, _ arguments: [String]) -> ProcessRun {
        run(executable, arguments, environment: nil, errorFile: nil, timeout: nil)
    }

    private static func run(_ executable: String, _ arguments: [String], environment: [String]?, errorFile: String?, timeout: Double?) -> ProcessRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if let errorFile {
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A group of its own, so that a command killed for its time takes its helpers with it.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        let argv = ([executable] + arguments).map { strdup($0) }
        let envp = (environment ?? ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }).map { strdup($0) }
        defer { (argv + envp).forEach { free($0) } }
        let clock = ContinuousClock()
        let started = clock.now
        var pid: pid_t = 0
        guard posix_spawn(&pid, executable, &actions, &attributes, argv + [nil], envp + [nil]) == 0 else {
            return ProcessRun(ending: .exited(127), seconds: 0, peakMegabytes: 0, lastError: "cannot start \(executable)")
        }
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        while true {
            let reaped = wait4(pid, &status, WNOHANG, &usage)
            if reaped == pid { break }
            if reaped < 0, errno != EINTR { break }
            if !timedOut, let timeout, clock.now - started > .seconds(timeout) {
                kill(-pid, SIGKILL)
                timedOut = true
            }
            usleep(timedOut ? 1_000 : 2_000)
        }
        let elapsed = clock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let ending: Ending = timedOut ? .timedOut : status & 0x7F == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        let errors = errorFile.map(Self.text(of:)) ?? ""
        let lines = errors.split(separator: "\n")
        return ProcessRun(
            ending: ending, seconds: seconds, peakMegabytes: Double(usage.ru_maxrss) / 1024,
            lastError: lines.last.map { String($0.prefix(200)) } ?? "", errorLines: lines.count
        )
    }
}
