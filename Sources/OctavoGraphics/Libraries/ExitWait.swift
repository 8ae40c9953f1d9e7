#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// Work the process's exit waits for: work that calls into a graphics library must not be
/// running while that library's clean-up runs at exit (a command that ended first crashed in
/// them). One `atexit` handler runs the waits; as exit handlers run in the reverse order of
/// their registration, the first wait is added only once the libraries are loaded, so that the
/// handler runs before their clean-up. Only exits through `exit()` wait, as only they clean up.
package enum ExitWait {
    private struct Wait: Sendable {
        let isOver: @Sendable () -> Bool
        let wait: @Sendable () -> Void
    }

    private static let waits = Mutex<[Wait]>([])
    private static let handler: Void = { atexit { ExitWait.runAll() } }()

    /// `wait` returns once the work is over; `isOver` tells whether it is, without waiting.
    package static func add(isOver: @escaping @Sendable () -> Bool, wait: @escaping @Sendable () -> Void) {
        _ = handler
        waits.withLock { $0.append(Wait(isOver: isOver, wait: wait)) }
    }

    /// Ends the process with `status` at once, while work the exit would wait for is still
    /// running: neither the wait nor the libraries' clean-up happens, so the two cannot meet.
    /// For a caller that has nothing left to do and no use for what the work makes: the screen
    /// after `q`, its terminal restored and every edit on disk, whose prompt a PDF page poppler
    /// takes seconds to draw held back until the page was done. What went through stdio is
    /// written out first. Returns, for an ordinary exit, when no such work is running.
    package static func endAtOnceIfWorking(status: Int32) {
        guard waits.withLock({ $0.contains { !$0.isOver() } }) else { return }
        fflush(nil)
        _exit(status)
    }

    private static func runAll() {
        for wait in waits.withLock({ $0 }) { wait.wait() }
    }
}
