import Dispatch
import OctavoGraphics
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FoundationEssentials
import Synchronization

/// Work that starts on another processor at once and is waited for where its value is needed,
/// so that start-up overlaps steps that do not depend on each other: the book opens while the
/// store is read, the first page's chapter is parsed while the settings rows are built.
public final class BackgroundWork<Value: Sendable>: Sendable {
    private let outcome = Mutex<Result<Value, any Error>?>(nil)
    private let finished = DispatchSemaphore(value: 0)
    /// Joined by the first `value()`, so that the thread has ended, the clean-up of its
    /// libraries' thread-local data included, before the process exits: a PDF opened here
    /// crashed one command in 150 when poppler's clean-up ran as the process ended.
    private let thread = Mutex<pthread_t?>(nil)

    /// The work runs on a thread of its own, not in the shared dispatch pool: Swift's tasks run
    /// in that pool too (the configuration is read by one), and on two processors a task queued
    /// while the pool was busy with this work waited until it ended.
    public init(_ body: @escaping @Sendable () throws -> Value) {
        let started = ThreadStart.joinable { [self] in
            let result = Result { try body() }
            outcome.withLock { $0 = result }
            finished.signal()
        }
        thread.withLock { $0 = started }
    }

    /// Work never waited for (a chapter prepared but not shown) leaves its thread detached.
    deinit {
        if let unjoined = thread.withLock({ $0 }) { pthread_detach(unjoined) }
    }

    /// Waits until the work is done, then gives its value or throws its error; every call gets
    /// the same outcome.
    public func value() throws -> Value {
        let value = try finishedValue()
        join()
        return value
    }

    /// As `value()`, without waiting for the thread to end: its end (its libraries' thread-local
    /// clean-up, its stack given back) took a few tenths of a millisecond after the work itself,
    /// on the way to a first frame. Only for work that is `awaitedAtExit()`, which is joined then.
    func finishedValue() throws -> Value {
        _ = awaitOutcome(until: nil)
        return try outcome.withLock { $0 }!.get()
    }

    /// Whether the work is done, without waiting for it.
    public var isFinished: Bool { outcome.withLock { $0 != nil } }

    /// Waits until the work is done, at most `limit`; whether it is.
    func waitUntilFinished(atMost limit: Duration) -> Bool {
        let (seconds, attoseconds) = limit.components
        let nanoseconds = max(0, Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
        return awaitOutcome(until: .now() + .nanoseconds(nanoseconds))
    }

    /// Waits until the work is done, no later than `deadline` (nil: however long it takes);
    /// whether it is.
    private func awaitOutcome(until deadline: DispatchTime?) -> Bool {
        guard outcome.withLock({ $0 == nil }) else { return true }
        // Under the lock, so that another waiter cannot have joined (and freed) the thread, and
        // only while the work is unfinished: a thread that has ended has no processors.
        thread.withLock { running in
            if let running, outcome.withLock({ $0 == nil }) { ProcessorPlacement.allowEverywhereCallerMay(running) }
        }
        if let deadline {
            guard finished.wait(timeout: deadline) == .success else { return false }
        } else {
            finished.wait()
        }
        // Whoever else is waiting wakes too.
        finished.signal()
        return true
    }

    private func join() {
        guard let running = thread.withLock({ running -> pthread_t? in
            defer { running = nil }
            return running
        }) else { return }
        pthread_join(running, nil)
    }
}
