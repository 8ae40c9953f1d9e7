import OctavoPreferences

/// The summary of one benchmark's timings. The median is what a user usually feels; p99 shows
/// the stalls a median hides (with fewer than 100 runs it is the slowest run).
struct Statistics {
    let median: Double
    let p99: Double
    let min: Double
    let runs: Int

    /// Summarises durations given in milliseconds; `samples` must not be empty.
    init(milliseconds samples: [Double]) {
        let sorted = samples.sorted()
        runs = sorted.count
        min = sorted[0]
        median = sorted.count.isMultiple(of: 2)
            ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
            : sorted[sorted.count / 2]
        let rank = Int((0.99 * Double(sorted.count)).rounded(.up))
        p99 = sorted[Swift.max(0, rank - 1)]
    }

    var json: JSONValue {
        .object([
            "median": .number(Self.rounded(median)),
            "p99": .number(Self.rounded(p99)),
            "min": .number(Self.rounded(min)),
            "runs": .integer(runs),
            "unit": .string("ms"),
        ])
    }

    /// One line for the person watching the run.
    var summary: String {
        "median \(Self.rounded(median)) ms, p99 \(Self.rounded(p99)) ms, min \(Self.rounded(min)) ms (\(runs) runs)"
    }

    /// Microsecond precision: finer digits are noise on a shared machine.
    private static func rounded(_ milliseconds: Double) -> Double {
        (milliseconds * 1000).rounded() / 1000
    }
}
