/// Times repeated runs of an operation with `ContinuousClock`, which keeps counting while the
/// process sleeps or waits for the disk, as a user's wall clock does.
enum Stopwatch {
    /// Runs `prepare` then `body` once untimed to warm caches and lazy initialisation, then
    /// `runs` more times timing only `body`. Both receive the run's index (0 is the warm-up), so
    /// an operation can alternate between two states instead of repeating a no-op.
    static func measure<Context>(
        _ name: String,
        runs: Int,
        prepare: (Int) throws -> Context,
        _ body: (Context, Int) throws -> Void
    ) rethrows -> Statistics {
        let clock = ContinuousClock()
        try body(try prepare(0), 0)
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for index in 1...runs {
            let context = try prepare(index)
            let elapsed = try clock.measure { try body(context, index) }
            samples.append(milliseconds(elapsed))
        }
        let statistics = Statistics(milliseconds: samples)
        Progress.say("\(name): \(statistics.summary)")
        return statistics
    }

    static func measure(_ name: String, runs: Int, _ body: (Int) throws -> Void) rethrows -> Statistics {
        try measure(name, runs: runs, prepare: { _ in () }, { _, index in try body(index) })
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
