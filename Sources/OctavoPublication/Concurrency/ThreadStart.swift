#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Starts a thread of the C library, as Foundation's `Thread` would: Octavo links only
/// FoundationEssentials, which has none, and linking all of Foundation for it cost every start
/// more than half a millisecond.
package enum ThreadStart {
    /// Runs `body` on a new detached thread with the main thread's 8 MiB of stack (the parsers
    /// that run there recurse as deep as on the main thread); on this thread if none can start.
    package static func detached(_ body: @escaping @Sendable () -> Void) {
        _ = start(body, detached: true)
    }

    /// As `detached`, but the thread is to be joined (`pthread_join`): nil when `body` ran on
    /// this thread instead.
    package static func joinable(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
        start(body, detached: false)
    }

    private static func start(_ body: @escaping @Sendable () -> Void, detached: Bool) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 8 << 20)
        pthread_attr_setdetachstate(&attributes, Int32(detached ? PTHREAD_CREATE_DETACHED : PTHREAD_CREATE_JOINABLE))
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { context in
            Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            body()
            return nil
        }
        return detached ? nil : thread
    }

    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
