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

    /// Whether the work is done, without waiting for it.
    public var isFinished: Bool { outcome.withLock { $0 != nil } }

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
        if outcome.withLock({ $0 == nil }) {
            // Under the lock, so that another waiter cannot have joined (and freed) the thread,
            // and only while the work is unfinished: a thread that has ended has no processors.
            thread.withLock { running in
                if let running, outcome.withLock({ $0 == nil }) { ProcessorPlacement.allowEverywhereCallerMay(running) }
            }
            finished.wait()
            // Whoever else is waiting wakes too.
            finished.signal()
        }
        return try outcome.withLock { $0 }!.get()
    }

    private func join() {
        guard let running = thread.withLock({ running -> pthread_t? in
            defer { running = nil }
            return running
        }) else { return }
        pthread_join(running, nil)
    }
}
