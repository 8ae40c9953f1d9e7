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
    /// that run there recurse as deep as on the main thread); false when no thread could start,
    /// and `body` has not run: a body that never ends (a writer's loop) must not run here.
    package static func detached(_ body: @escaping @Sendable () -> Void) -> Bool {
        start(body, detached: true) != nil
    }

    /// As `detached`, for work that ends, on a thread to be joined (`pthread_join`); when no
    /// thread can start, `body` runs on this one and the answer is nil.
    package static func joinable(
        on placement: ThreadPlacement = .besideCaller, _ body: @escaping @Sendable () -> Void
    ) -> pthread_t? {
        if let thread = start(body, detached: false, placement: placement) { return thread }
        body()
        return nil
    }

    private static func start(
        _ body: @escaping @Sendable () -> Void, detached: Bool, placement wanted: ThreadPlacement = .besideCaller
    ) -> pthread_t? {
        // The thread starts where it is placed, then may go anywhere; where that placement is
        // refused, it starts as any thread does.
        if let placement = ProcessorPlacement.ofCaller() {
            let first = wanted == .besideCaller ? placement.others : placement.current
            if let thread = create(detached: detached, on: first, {
                ProcessorPlacement.allow(pthread_self(), on: placement.allowed)
                body()
            }) {
                return thread
            }
        }
        return create(detached: detached, on: nil, body)
    }

    private static func create(detached: Bool, on processors: cpu_set_t?, _ run: @escaping @Sendable () -> Void) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 8 << 20)
        pthread_attr_setdetachstate(&attributes, Int32(detached ? PTHREAD_CREATE_DETACHED : PTHREAD_CREATE_JOINABLE))
        if let processors { ProcessorPlacement.restrict(&attributes, to: processors) }
        let context = Unmanaged.passRetained(Body(run)).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { context in
            Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return nil
        }
        return thread
    }

    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
