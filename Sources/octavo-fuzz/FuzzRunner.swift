import Foundation
import Synchronization

/// What one case gave: each command's run.
struct CaseResult: Sendable {
    let number: Int
    let mutations: [FuzzMutation]
    let runs: [(command: String, run: ProcessRun)]

    /// What went wrong, one line each: a signal, an undocumented status (70 is a trap), a
    /// refusal that says more than one line, a hang, or too much memory.
    func failures(timeout: Double, memoryLimit: Double) -> [String] {
        runs.compactMap { command, run in
            switch run.ending {
            case .signalled(let signal): return "\(command): killed by signal \(signal)"
            case .timedOut: return "\(command): still running after \(Int(timeout)) s"
            case .exited(let status) where ![0, 1, 2, 3, 4].contains(status): return "\(command): exit \(status) \(run.lastError)"
            case .exited(3) where run.errorLines != 1: return "\(command): refused in \(run.errorLines) lines"
            case .exited:
                return run.peakMegabytes > memoryLimit ? "\(command): \(Int(run.peakMegabytes)) MB" : nil
            }
        }
    }
}

/// Runs a batch of cases on `jobs` threads, each taking the next case number.
struct FuzzRunner: Sendable {
    let octavo: String
    let seed: UInt64
    let numbers: Range<Int>
    let jobs: Int
    let timeout: Double
    let memoryLimit: Double
    let scratch: URL
    let keep: String?

    /// What the jobs share: the next case's number and the tally so far.
    private final class Batch: Sendable {
        let next: Mutex<Int>
        let tally = Mutex(FuzzTally())

        init(first: Int) { next = Mutex(first) }
    }

    func run() -> FuzzTally {
        let batch = Batch(first: numbers.lowerBound)
        let finished = DispatchGroup()
        for job in 0..<max(1, jobs) {
            finished.enter()
            Foundation.Thread.detachNewThread {
                work(job, batch)
                finished.leave()
            }
        }
        finished.wait()
        return batch.tally.withLock { $0 }
    }

    private func work(_ job: Int, _ batch: Batch) {
        let folder = scratch.appendingPathComponent("job\(job)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        while let number = batch.next.withLock({ value -> Int? in
            guard value < numbers.upperBound else { return nil }
            defer { value += 1 }
            return value
        }) {
            let result = runCase(number, in: folder)
            let done = batch.tally.withLock { tally -> Int in
                tally.add(result, timeout: timeout, memoryLimit: memoryLimit)
                return tally.cases
            }
            if done % 1_000 == 0 { FileHandle.standardError.write(Data("octavo-fuzz: \(done) of \(numbers.count) cases\n".utf8)) }
        }
    }

    private func runCase(_ number: Int, in folder: URL) -> CaseResult {
        let fuzzCase = FuzzCase(number: number, seed: seed)
        let book = folder.appendingPathComponent("case.epub").path
        try? Data(fuzzCase.bytes).write(to: URL(fileURLWithPath: book))
        let result = CaseResult(number: number, mutations: fuzzCase.mutations, runs: Self.commands(on: book, octavo: octavo, scratch: folder, timeout: timeout))
        if let keep, !result.failures(timeout: timeout, memoryLimit: memoryLimit).isEmpty {
            try? Data(fuzzCase.bytes).write(to: URL(fileURLWithPath: keep).appendingPathComponent("case-\(number).epub"))
        }
        return result
    }

    /// `info`, `list` and `preview` on `book`, each with a store of its own in `scratch`.
    static func commands(on book: String, octavo: String, scratch: URL, timeout: Double) -> [(command: String, run: ProcessRun)] {
        let environment = [
            "PATH=/usr/bin:/bin", "LANG=C.UTF-8", "HOME=\(scratch.path)",
            "XDG_CACHE_HOME=\(scratch.path)/cache", "XDG_CONFIG_HOME=\(scratch.path)/config",
        ]
        let store = scratch.appendingPathComponent("store")
        try? FileManager.default.removeItem(at: store)
        return ["info", "list", "preview"].map { command in
            (command, ProcessRun.run(octavo, [command, book, "--store", store.path], environment: environment, errorFile: scratch.appendingPathComponent("stderr").path, timeout: timeout))
        }
    }
}

