import Foundation

/// A batch's summary in Markdown: what ran, what failed (each case by number, to replay), the
/// highest peak memory and the slowest runs.
struct FuzzSummary {
    let seed: UInt64
    let numbers: Range<Int>
    let results: [CaseResult]
    let timeout: Double
    let memoryLimit: Double

    var text: String {
        let runs = results.flatMap { result in result.runs.map { (number: result.number, command: $0.command, run: $0.run) } }
        let failing = results.filter { !$0.failures(timeout: timeout, memoryLimit: memoryLimit).isEmpty }
        func count(_ test: (ProcessRun) -> Bool) -> Int { runs.filter { test($0.run) }.count }
        let crashes = count {
            switch $0.ending {
            case .signalled: true
            case .exited(let status): ![0, 1, 2, 3, 4].contains(status)
            case .timedOut: false
            }
        }
        let hangs = count { $0.ending == .timedOut }
        let heavy = count { $0.peakMegabytes > memoryLimit }
        let refused = count { $0.ending == .exited(3) }
        var lines = [
            "# octavo-fuzz: \(results.count) cases, seed \(seed)", "",
            "Cases \(numbers.lowerBound) to \(numbers.upperBound - 1); \(runs.count) command runs (`info`, `list`, `preview` on each).", "",
            "| | runs |", "|---|---|",
            "| crashed (a signal, or an undocumented exit status) | \(crashes) |",
            "| ran past \(Int(timeout)) s | \(hangs) |",
            "| held more than \(Int(memoryLimit)) MB | \(heavy) |",
            "| refused the book (exit 3, one line) | \(refused) |",
            "| cases failing | \(failing.count) |", "",
        ]
        if let peak = runs.max(by: { $0.run.peakMegabytes < $1.run.peakMegabytes }) {
            lines.append("Highest peak memory: \(Self.megabytes(peak.run.peakMegabytes)) (case \(peak.number), `\(peak.command)`).")
            lines.append("")
        }
        lines += ["Slowest runs:", "", "| case | command | seconds | mutations |", "|---|---|---|---|"]
        for slow in runs.sorted(by: { $0.run.seconds > $1.run.seconds }).prefix(5) {
            let mutations = results.first { $0.number == slow.number }?.mutations.map(\.rawValue).joined(separator: ", ") ?? ""
            lines.append("| \(slow.number) | \(slow.command) | \(String(format: "%.2f", slow.run.seconds)) | \(mutations) |")
        }
        lines.append("")
        let byMutation = Dictionary(grouping: results.flatMap { result in result.mutations.map { ($0, result.number) } }, by: \.0)
        lines += ["Cases by mutation: " + FuzzMutation.allCases.map { "\($0.rawValue) \(byMutation[$0]?.count ?? 0)" }.joined(separator: ", ") + ".", ""]
        if !failing.isEmpty {
            lines += ["Failing cases (replay with `octavo-fuzz replay N --seed \(seed)`):", ""]
            for result in failing.prefix(50) {
                lines.append("- \(result.number) (\(result.mutations.map(\.rawValue).joined(separator: ", "))): \(result.failures(timeout: timeout, memoryLimit: memoryLimit).joined(separator: "; "))")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    private static func megabytes(_ value: Double) -> String { "\(Int(value.rounded())) MB" }
}
