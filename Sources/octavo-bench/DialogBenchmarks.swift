import Foundation
import OctavoPreferences

/// `dialog --checklist` (C, ncurses) measured by the same pseudo-terminal harness as Octavo's
/// screen, as the yardstick of a terminal settings screen: start to first frame, a move key
/// and a toggle key. Skipped when dialog is not installed (`apt-get install dialog`).
struct DialogBenchmarks {
    let runs: Int
    let slowRuns: Int
    let scratch: URL

    static let executable = URL(fileURLWithPath: "/usr/bin/dialog")
    static let title = Array("Reading settings".utf8)
    /// The last thing dialog draws of its first frame: the buttons below the list.
    static let lastDrawn = Array("Cancel".utf8)
    /// As many items as Octavo's screen has rows, with their labels.
    static let arguments = ["--title", "Reading settings", "--checklist", "Choose the reading settings", "38", "110", "30"]
        + (1...27).flatMap { ["\($0)", "Setting number \($0)", $0.isMultiple(of: 3) ? "on" : "off"] }

    static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: executable.path) }

    static func launch(scratch: URL) throws -> OctavoProcess {
        let environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": scratch.appendingPathComponent("dialog-home").path,
            "LANG": "C.UTF-8",
            "TERM": TerminalBenchmarks.terminalType,
        ]
        return try OctavoProcess(executable: executable, arguments: arguments, environment: environment, size: TerminalBenchmarks.size)
    }

    static func firstFrame(_ process: OctavoProcess) throws -> OutputBurst {
        try process.terminal.readBurst(
            since: process.started, quiet: TerminalBenchmarks.quiet, timeout: TerminalBenchmarks.timeout, until: [title, lastDrawn]
        )
    }

    /// One start of dialog to its first frame, for the screen's starts to alternate with: the
    /// ratio of the two is then taken under the same load of a shared machine.
    static func timeStart(scratch: URL) throws -> Double {
        let process = try launch(scratch: scratch)
        defer { process.stop() }
        return try firstFrame(process).milliseconds
    }

    func measure() throws -> JSONValue {
        guard Self.isInstalled else {
            let note = "\(Self.executable.path) not found (apt-get install dialog)"
            Progress.say("dialog skipped: \(note)")
            return .object(["skipped": .string(note)])
        }
        var starts: [Double] = []
        for index in 0...slowRuns {
            let time = try Self.timeStart(scratch: scratch)
            if index > 0 { starts.append(time) }
        }
        let process = try Self.launch(scratch: scratch)
        defer { process.stop() }
        _ = try Self.firstFrame(process)
        var moves: [Double] = [], toggles: [Double] = []
        // Arrows as xterm sends them in the application mode dialog turns on (ESC O B); the
        // ESC [ B of normal mode would read as Escape, which cancels the dialog.
        for index in 0...runs {
            let move = try process.press(index.isMultiple(of: 2) ? "\u{1B}OB" : "\u{1B}OA", quiet: TerminalBenchmarks.quiet, timeout: TerminalBenchmarks.timeout)
            let toggle = try process.press(" ", quiet: TerminalBenchmarks.quiet, timeout: TerminalBenchmarks.timeout)
            if index > 0 {
                moves.append(move.milliseconds)
                toggles.append(toggle.milliseconds)
            }
        }
        let start = Statistics(milliseconds: starts), move = Statistics(milliseconds: moves), toggle = Statistics(milliseconds: toggles)
        Progress.say("dialog: start to first frame: \(start.summary); move key: \(move.summary); toggle key: \(toggle.summary)")
        return .object(["startToFirstFrame": start.json, "moveKey": move.json, "toggleKey": toggle.json, "size": .string("\(TerminalBenchmarks.size.width)x\(TerminalBenchmarks.size.height)")])
    }
}
