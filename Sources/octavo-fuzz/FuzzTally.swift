/// What a batch found so far, in bounded memory: counts, the first failing cases, the highest
/// peak and the slowest runs. The fuzzer's own memory is the floor of every peak it reads (a
/// child shares it until it executes), so it must not grow with the cases run.
struct FuzzTally: Sendable {
    struct Run: Sendable {
        let number: Int
        let command: String
        let mutations: [FuzzMutation]
        let seconds: Double
        let peakMegabytes: Double
    }

    static let keptFailures = 50
    static let keptSlowest = 5

    var cases = 0
    var runs = 0
    var crashes = 0
    var hangs = 0
    var heavy = 0
    var refused = 0
    var failingCases = 0
    /// The first failing cases: number, mutations, what went wrong.
    var failures: [(number: Int, mutations: [FuzzMutation], reasons: [String])] = []
    var peak: Run?
    var slowest: [Run] = []
    var casesByMutation: [FuzzMutation: Int] = [:]

    mutating func add(_ result: CaseResult, timeout: Double, memoryLimit: Double) {
        cases += 1
        for mutation in result.mutations { casesByMutation[mutation, default: 0] += 1 }
        let reasons = result.failures(timeout: timeout, memoryLimit: memoryLimit)
        if !reasons.isEmpty {
            failingCases += 1
            if failures.count < Self.keptFailures { failures.append((result.number, result.mutations, reasons)) }
        }
        for (command, run) in result.runs {
            runs += 1
            switch run.ending {
            case .signalled: crashes += 1
            case .timedOut: hangs += 1
            case .exited(let status) where ![0, 1, 2, 3, 4].contains(status): crashes += 1
            case .exited(let status): if status == 3 { refused += 1 }
            }
            if run.peakMegabytes > memoryLimit { heavy += 1 }
            let entry = Run(number: result.number, command: command, mutations: result.mutations, seconds: run.seconds, peakMegabytes: run.peakMegabytes)
            if run.peakMegabytes > peak?.peakMegabytes ?? -1 { peak = entry }
            if slowest.count < Self.keptSlowest || run.seconds > slowest[slowest.count - 1].seconds {
                slowest.append(entry)
                slowest.sort { $0.seconds > $1.seconds }
                if slowest.count > Self.keptSlowest { slowest.removeLast() }
            }
        }
    }
}
