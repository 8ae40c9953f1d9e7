import Dispatch
import Synchronization

/// Work that starts on another processor at once and is waited for where its value is needed,
/// so that start-up overlaps steps that do not depend on each other: the book opens while the
/// store is read, the first page's chapter is parsed while the settings rows are built.
public final class BackgroundWork<Value: Sendable>: Sendable {
    private let outcome = Mutex<Result<Value, any Error>?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    public init(_ body: @escaping @Sendable () throws -> Value) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
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
