import ArgumentParser
import CMalloc
import Foundation

/// `octavo-fuzz`: runs `octavo info`, `list` and `preview` on EPUBs made by structure-aware
/// mutations, as the document readers are fuzzed, and reports crashes, hangs, memory and the
/// slowest cases; any case can be made again by its number.
@main
struct OctavoFuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "octavo-fuzz",
        abstract: "Fuzzes octavo with hostile EPUBs: crashes, hangs, peak memory and the slowest cases.",
        discussion: """
        Each case is an EPUB made from the seed and its number alone, with one to three \
        mutations: zip size claims and ZIP64 fields, extreme numbers in CSS, SVG and markup, deep \
        nesting, long selector lists, pictures whose header claims more than their data, and \
        damaged bytes. A case fails when a command dies by a signal or exits with a status \
        octavo does not document (70 is a trap), runs past the time limit, or holds more than \
        the memory limit.

        Examples:
          octavo-fuzz run --cases 300 --seed 20261127          the batch CI runs
          octavo-fuzz run --cases 100000 --seed 7 --keep failed
          octavo-fuzz replay 4711 --seed 7 --output case.epub
        """,
        subcommands: [FuzzBatch.self, FuzzReplay.self, FuzzMeasure.self],
        defaultSubcommand: FuzzBatch.self
    )
}

/// The `octavo` built beside this tool.
func siblingOctavo() -> String {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("octavo").path
}

struct FuzzBatch: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Runs a batch of cases and prints its summary.")

    @Option(help: "Cases to run.") var cases = 1_000
    @Option(help: "The seed the cases are made from.") var seed: UInt64 = 20_261_127
    @Option(help: "The first case's number.") var first = 0
    @Option(help: "Cases run at once (default: one per processor).") var jobs: Int?
    @Option(help: "The octavo binary (default: the one beside this tool).") var octavo: String?
    @Option(help: "Seconds a command may run before it counts as a hang.") var timeout = 10.0
    @Option(help: "Megabytes a command may hold before it counts as too much.") var memoryLimit = 1_024.0
    @Option(help: "A folder to keep each failing case's EPUB in.") var keep: String?
    @Option(help: "A file to write the summary to, as well as stdout.") var summary: String?

    func run() throws {
        // A case's large texts are mapped and unmapped rather than kept in the heap after they are
        // freed: this process's size is the floor of every peak it reads, so it stays small.
        mallopt(M_MMAP_THRESHOLD, 256 << 10)
        let binary = octavo ?? siblingOctavo()
        guard FileManager.default.isExecutableFile(atPath: binary) else { throw ValidationError("no octavo binary at \(binary)") }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-fuzz-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let keep { try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true) }
        let batch = FuzzRunner(
            octavo: binary, seed: seed, numbers: first..<(first + cases), jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            timeout: timeout, memoryLimit: memoryLimit, scratch: scratch, keep: keep
        )
        let tally = batch.run()
        let text = FuzzSummary(seed: seed, numbers: first..<(first + cases), tally: tally, timeout: timeout, memoryLimit: memoryLimit).text
        print(text, terminator: "")
        if let summary { try Data(text.utf8).write(to: URL(fileURLWithPath: summary)) }
        if tally.failingCases > 0 { throw ExitCode(1) }
    }
}

struct FuzzReplay: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "replay", abstract: "Writes one case's EPUB and runs it.")

    @Argument(help: "The case's number.") var number: Int
    @Option(help: "The seed of its batch.") var seed: UInt64 = 20_261_127
    @Option(help: "Where to write its EPUB.") var output = "case.epub"
    @Option(help: "The octavo binary (default: the one beside this tool).") var octavo: String?

    func run() throws {
        let fuzzCase = FuzzCase(number: number, seed: seed)
        try Data(fuzzCase.bytes).write(to: URL(fileURLWithPath: output))
        print("case \(number) (seed \(seed)): \(fuzzCase.mutations.map(\.rawValue).joined(separator: ", ")); written to \(output)")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-fuzz-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for (command, run) in FuzzRunner.commands(on: output, octavo: octavo ?? siblingOctavo(), scratch: scratch, timeout: 60) {
            print("  \(command): \(run.ending), \(String(format: "%.3f", run.seconds)) s, \(Int(run.peakMegabytes)) MB  \(run.lastError)")
        }
    }
}

/// Runs one command and prints how it ended, its time and its peak memory as one JSON line in
/// a file, leaving the command its own stdout and stderr: for tests, whose own process is too
/// large for a child's peak memory to be read from it.
struct FuzzMeasure: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "measure", abstract: "Runs one command and reports its status, time and peak memory.")

    @Option(help: "The file the JSON line is written to.") var report: String
    @Argument(parsing: .captureForPassthrough, help: "The command and its arguments.") var command: [String]

    func run() throws {
        let words = command.first == "--" ? Array(command.dropFirst()) : command
        guard let executable = words.first else { throw ValidationError("give a command to measure") }
        let run = ProcessRun.passingThrough(executable, Array(words.dropFirst()))
        let status: Int32 = switch run.ending {
        case .exited(let code): code
        case .signalled(let signal): 128 + signal
        case .timedOut: 124
        }
        let line = "{\"peakMegabytes\":\(run.peakMegabytes),\"seconds\":\(run.seconds),\"status\":\(status)}\n"
        try Data(line.utf8).write(to: URL(fileURLWithPath: report))
    }
}
