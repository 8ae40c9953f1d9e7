import Dispatch
import FoundationEssentials
import Synchronization

/// Work that starts on another processor at once and is waited for where its value is needed,
/// so that start-up overlaps steps that do not depend on each other: the book opens while the
/// store is read, the first page's chapter is parsed while the settings rows are built.
public final class BackgroundWork<Value: Sendable>: Sendable {
    private let outcome = Mutex<Result<Value, any Error>?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// The work runs on a thread of its own, not in the shared dispatch pool: Swift's tasks run
    /// in that pool too (the configuration is read by one), and on two processors a task queued
    /// while the pool was busy with this work waited until it ended.
    public init(_ body: @escaping @Sendable () throws -> Value) {
        ThreadStart.detached { [self] in
            let result = Result { try body() }
            outcome.withLock { $0 = result }
            finished.signal()
        }
    }

    /// Waits until the work is done, then gives its value or throws its error; every call gets
    /// the same outcome.
    public func value() throws -> Value {
        if let known = outcome.withLock({ $0 }) { return try known.get() }
        finished.wait()
        // Whoever else is waiting wakes too.
        finished.signal()
        return try outcome.withLock { $0 }!.get()
    }
}
