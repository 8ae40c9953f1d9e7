import Foundation
import OctavoPreferences

let options: Options
do {
    options = try Options(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    if let message = error.message {
        Progress.say("octavo-bench: \(message)\n\(Options.usage)")
        exit(2)
    }
    print(Options.usage)
    exit(0)
}

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-bench-\(UUID().uuidString)")

do {
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer {
        Progress.say("removing \(scratch.path)")
        try? FileManager.default.removeItem(at: scratch)
    }
    var report = Report(options: options)

    let navigator = NavigatorBenchmarks(runs: options.runs, slowRuns: options.slowRuns)
    report["liveManual"] = try navigator.measure(book: options.liveManual, named: "Live Systems Manual")
    if FileManager.default.fileExists(atPath: options.packagingGuide.path) {
        report["packagingGuide"] = try navigator.measure(book: options.packagingGuide, named: "packaging guide")
    } else {
        let note = "\(options.packagingGuide.path) not found (apt-get install ubuntu-packaging-guide-epub, or --packaging-guide PATH)"
        Progress.say("packaging guide skipped: \(note)")
        report["packagingGuide"] = .object(["skipped": .string(note)])
    }

    report["screen"] = try ScreenBenchmarks(runs: options.runs, slowRuns: options.slowRuns, scratch: scratch).measure()
    if FileManager.default.isExecutableFile(atPath: options.octavo.path) {
        let terminal = TerminalBenchmarks(octavo: options.octavo, runs: options.runs, slowRuns: options.slowRuns, scratch: scratch)
        report["pseudoTerminal"] = try terminal.measure()
    } else {
        let note = "\(options.octavo.path) not found (swift build --product octavo, or --octavo PATH)"
        Progress.say("pseudo-terminal skipped: \(note)")
        report["pseudoTerminal"] = .object(["skipped": .string(note)])
    }

    let store = StoreBenchmarks(runs: options.runs, publications: options.publications, scratch: scratch)
    report["storeCommit"] = try store.commit()
    report["storeLoad"] = try store.load()

    report["peakMemoryMB"] = PeakMemory.megabytes().map(JSONValue.number) ?? .null
    print(try report.json())
} catch {
    Progress.say("octavo-bench: \(error)")
    exit(1)
}
