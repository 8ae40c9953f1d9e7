import Foundation
import OctavoTestSupport

/// Runs the `StoreCrashWriter` executable built next to the test bundle.
enum CrashWriter {
    static var executable: URL {
        get throws { try BuiltExecutable.url(named: "StoreCrashWriter") }
    }

    /// Starts a writer committing `key` `count` times; its output lists the committed steps.
    static func start(store: URL, key: String, count: Int) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = try executable
        process.arguments = [store.path, key, String(count)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, output)
    }

    /// Reads the writer's output until it says it is writing `step` (or ends); returns what it read.
    static func read(_ output: Pipe, untilWriting step: Int) -> Data {
        let wanted = Data("writing \(step)\n".utf8)
        var read = Data()
        while read.range(of: wanted) == nil {
            let more = output.fileHandleForReading.availableData
            if more.isEmpty { break }
            read.append(more)
        }
        return read
    }

    /// The committed steps a writer printed, in order, after `alreadyRead` of its output.
    static func committedSteps(_ output: Pipe, after alreadyRead: Data = Data()) -> [Int] {
        let text = String(decoding: alreadyRead + output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            return parts.count == 3 && parts[0] == "committed" ? Int(parts[1]) : nil
        }
    }

    /// The font size the writer stores at a step.
    static func value(at step: Int) -> Double { 1.0 + Double(step % 30) / 10 }
}
