import Foundation
import Glibc

/// As many spinning processes as the machine has processors, each a shell in an endless loop,
/// so that the benchmarks beside them run as on a loaded machine: a start that leans on a second
/// processor, or on a thread being placed well, shows what that costs when no processor is free.
/// The spinners are killed and reaped when this is released, or when the benchmark dies, since
/// each one is its child and watches for its parent to go.
final class BusyProcessors {
    private var spinners: [pid_t] = []

    static let shell = "/bin/sh"
    /// Counts in the shell, which keeps a processor busy without a system call, and between
    /// counts checks that the benchmark that started it is still its parent, so a benchmark
    /// killed with SIGKILL leaves no spinner behind. `$PPID` is fixed at the shell's start, and
    /// the loop forks nothing.
    static let loop = #"""
        while :; do
            i=0; while [ $i -lt 20000 ]; do i=$((i + 1)); done
            read -r _ _ _ parent _ < /proc/$$/stat; [ "$parent" = "$PPID" ] || exit 0
        done
        """#

    init(count: Int) throws {
        for _ in 0..<count {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
            let words: [String] = [Self.shell, "-c", Self.loop]
            let arguments = words.map { strdup($0) }
            let environment: [UnsafeMutablePointer<CChar>?] = [nil]
            defer { arguments.forEach { free($0) } }
            var identifier: pid_t = 0
            let failure = posix_spawn(&identifier, Self.shell, &actions, nil, arguments + [nil], environment)
            guard failure == 0 else {
                stop()
                throw BenchmarkError.system("starting a spinning \(Self.shell)", code: failure)
            }
            spinners.append(identifier)
        }
        Progress.say("busy: \(count) spinning processes beside the benchmarks")
    }

    deinit {
        stop()
    }

    /// Kills and reaps every spinner.
    func stop() {
        for identifier in spinners {
            kill(identifier, SIGKILL)
            var status: Int32 = 0
            while waitpid(identifier, &status, 0) < 0, errno == EINTR {}
        }
        spinners = []
    }
}
