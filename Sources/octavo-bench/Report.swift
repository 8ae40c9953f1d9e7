import Foundation
import OctavoPreferences

/// The figures of one run and the machine they were taken on: a figure means little without the
/// build configuration and how busy the machine was.
struct Report {
    private var figures: [String: JSONValue] = [:]

    init(options: OctavoBench) {
        figures["context"] = .object([
            "configuration": .string(Self.configuration),
            "processors": .integer(ProcessInfo.processInfo.activeProcessorCount),
            "loadAverageAtStart": Self.loadAverage.map(JSONValue.string) ?? .null,
            "busyProcessesBeside": .integer(options.busy ? ProcessInfo.processInfo.activeProcessorCount : 0),
            "runs": .integer(options.runs),
            "slowRuns": .integer(options.slowRuns),
            "p99": .string("nearest rank; with fewer than 100 runs it is the slowest run"),
        ])
        if Self.configuration == "debug" {
            Progress.say("warning: a debug build; use -c release for figures worth recording")
        }
    }

    subscript(key: String) -> JSONValue? {
        get { figures[key] }
        set { figures[key] = newValue }
    }

    /// The report as one JSON document with sorted keys, so runs can be compared with `diff`.
    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(JSONValue.object(figures)), as: UTF8.self)
    }

    private static var configuration: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    /// The 1, 5 and 15 minute load averages: other builds share this machine's processors.
    private static var loadAverage: String? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}
