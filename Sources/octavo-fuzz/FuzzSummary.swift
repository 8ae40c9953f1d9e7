import Foundation

/// A batch's summary in Markdown: what ran, what failed (each case by number, to replay), the
/// highest peak memory and the slowest runs.
struct FuzzSummary {
    let seed: UInt64
    let numbers: Range<Int>
    let tally: FuzzTally
    let timeout: Double
    let memoryLimit: Double

    var text: String {
        var lines = [
            "# octavo-fuzz: \(tally.cases) cases, seed \(seed)", "",
            "Cases \(numbers.lowerBound) to \(numbers.upperBound - 1); \(tally.runs) command runs (`info`, `list`, `preview` on each).", "",
            "| | runs |", "|---|---|",
            "| crashed (a signal, or an undocumented exit status) | \(tally.crashes) |",
            "| ran past \(Int(timeout)) s | \(tally.hangs) |",
            "| held more than \(Int(memoryLimit)) MB | \(tally.heavy) |",
            "| refused the book (exit 3, one line) | \(tally.refused) |",
            "| cases failing | \(tally.failingCases) |", "",
        ]
        if let peak = tally.peak {
            lines += ["Highest peak memory: \(Int(peak.peakMegabytes.rounded())) MB (case \(peak.number), `\(peak.command)`).", ""]
        }
        lines += ["Slowest runs:", "", "| case | command | seconds | mutations |", "|---|---|---|---|"]
        for slow in tally.slowest {
            lines.append("| \(slow.number) | \(slow.command) | \(String(format: "%.2f", slow.seconds)) | \(slow.mutations.map(\.rawValue).joined(separator: ", ")) |")
        }
        lines.append("")
        lines += ["Cases by mutation: " + FuzzMutation.allCases.map { "\($0.rawValue) \(tally.casesByMutation[$0] ?? 0)" }.joined(separator: ", ") + ".", ""]
        if !tally.failures.isEmpty {
            lines += ["Failing cases (replay with `octavo-fuzz replay N --seed \(seed)`), the first \(FuzzTally.keptFailures) at most:", ""]
            for failure in tally.failures {
                lines.append("- \(failure.number) (\(failure.mutations.map(\.rawValue).joined(separator: ", "))): \(failure.reasons.joined(separator: "; "))")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }
}
