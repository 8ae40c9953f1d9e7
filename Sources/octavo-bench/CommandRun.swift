import Foundation
import OctavoPreferences
import Glibc

/// One run of a command to its end, with what the kernel reports of it: its own peak memory
/// from `wait4` (not the largest of all children, as `RUSAGE_CHILDREN` would give).
struct CommandRun {
    let milliseconds: Double
    let peakMegabytes: Double
    let status: Int32

    /// An environment of the caller's PATH only, with home, cache and configuration in
    /// `folder`, so a run depends on nothing of the shell that started the benchmark.
    static func isolatedEnvironment(in folder: URL) -> [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": folder.appendingPathComponent("home").path,
            "LANG": "C.UTF-8",
            "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
        ]
    }

    /// Runs `executable` with its output thrown away, from `posix_spawn` to its reaping.
    static func run(_ executable: URL, arguments: [String], environment: [String: String]) throws -> CommandRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argumentStrings = ([executable.path] + arguments).map { strdup($0) }
        let environmentStrings = environment.map { strdup("\($0.key)=\($0.value)") }
        defer { (argumentStrings + environmentStrings).forEach { free($0) } }
        let clock = ContinuousClock()
        let started = clock.now
        var identifier: pid_t = 0
        let failure = posix_spawn(&identifier, executable.path, &actions, nil, argumentStrings + [nil], environmentStrings + [nil])
        guard failure == 0 else { throw BenchmarkError.system("starting \(executable.path)", code: failure) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(identifier, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkError.system("waiting for \(executable.path)") }
        }
        let elapsed = clock.now - started
        let (seconds, attoseconds) = elapsed.components
        return CommandRun(
            milliseconds: Double(seconds) * 1000 + Double(attoseconds) / 1e15,
            peakMegabytes: (Double(usage.ru_maxrss) / 1024 * 10).rounded() / 10,
            status: (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        )
    }

    /// Times `runs` runs of `executable` with `arguments` (after one not counted), failing on a
    /// non-zero exit, and reports the timings with the highest peak memory seen. That peak is
    /// `wait4`'s, an upper bound: a child started with `posix_spawn` shares this process's memory
    /// until it executes, and the kernel counts the larger of that and the child's own peak.
    static func measure(_ label: String, _ executable: URL, arguments: [String], environment: [String: String], runs: Int) throws -> JSONValue {
        var peak = 0.0
        let timing = try Stopwatch.measure(label, runs: runs) { _ in
            let run = try CommandRun.run(executable, arguments: arguments, environment: environment)
            guard run.status == 0 else { throw BenchmarkError("octavo \(arguments.joined(separator: " ")) exited with \(run.status)") }
            peak = max(peak, run.peakMegabytes)
        }
        Progress.say("\(label): peak \(peak) MB")
        return timing.json.adding("peakMemoryMB", .number(peak))
    }
}
