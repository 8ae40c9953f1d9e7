import Dispatch
import Synchronization

/// A value given once, by one thread, and waited for by any others, with or without a deadline:
/// what a `BackgroundWork` ends with, or one of the pages a drawing thread draws in turn.
final class Completion<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    private let given = DispatchSemaphore(value: 0)

    /// Gives the value (once) and wakes whoever waits for it.
    func give(_ newValue: Value) {
        value.withLock { value in
            precondition(value == nil, "a value given twice")
            value = newValue
        }
        given.signal()
    }

    /// Whether the value is given, without waiting for it.
    var isGiven: Bool { value.withLock { $0 != nil } }

    /// Waits until the value is given, at most `limit` (nil: however long it takes); whether it
    /// is.
    func wait(atMost limit: Duration?) -> Bool {
        guard let limit else { return wait(until: nil) }
        let (seconds, attoseconds) = limit.components
        // A day stands for any longer limit, which would overflow in nanoseconds.
        let nanoseconds = max(0, Int(min(seconds, 86_400)) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
        return wait(until: .now() + .nanoseconds(nanoseconds))
    }

    /// Waits until the value is given, no later than `deadline` (nil: however long it takes);
    /// whether it is.
    func wait(until deadline: DispatchTime?) -> Bool {
        guard !isGiven else { return true }
        if let deadline {
            guard given.wait(timeout: deadline) == .success else { return false }
        } else {
            given.wait()
        }
        // Whoever else is waiting wakes too.
        given.signal()
        return true
    }

    /// The value, waiting for it if need be.
    var awaitedValue: Value {
        _ = wait(until: nil)
        return value.withLock { $0! }
    }
}
