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
    private static let waits = Mutex<[@Sendable () -> Void]>([])
    private static let handler: Void = { atexit { ExitWait.runAll() } }()

    package static func add(_ wait: @escaping @Sendable () -> Void) {
        _ = handler
        waits.withLock { $0.append(wait) }
    }

    private static func runAll() {
        for wait in waits.withLock({ $0 }) { wait() }
    }
}
