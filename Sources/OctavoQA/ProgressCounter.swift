import Synchronization

/// Counts the preferences done by every thread, and passes each new count on.
final class ProgressCounter: Sendable {
    private let done = Mutex(0)
    private let total: Int
    private let report: @Sendable (Int, Int) -> Void

    init(total: Int, report: @escaping @Sendable (Int, Int) -> Void) {
        self.total = total
        self.report = report
    }

    func oneDone() {
        let count = done.withLock { value -> Int in
            value += 1
            return value
        }
        report(count, total)
    }
}
