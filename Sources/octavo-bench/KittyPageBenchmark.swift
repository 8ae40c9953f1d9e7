import Foundation
import OctavoPreferences

/// Issue 35's figure: after an edit, how long until the new page in pixels has reached a kitty
/// terminal. The real screen runs on a pseudo-terminal that answers as kitty does (graphics
/// query, device attributes, cells of 10×20 pixels), sized so that the preview's page is about
/// 1000×1400 pixels; a key press is timed to the last byte of the page's transmission.
struct KittyPageBenchmark {
    let octavo: URL
    let liveManual: URL
    let runs: Int
    let scratch: URL

    /// Cells of 160×78, of 10×20 pixels: the preview's page is 1040×1400.
    static let size = (width: 160, height: 78)
    static let answers: [(question: [UInt8], answer: String)] = [
        (Array("\u{1B}_Gi=31".utf8), "\u{1B}_Gi=31;OK\u{1B}\\"),
        (Array("\u{1B}[16t".utf8), "\u{1B}[6;20;10t"),
        (Array("\u{1B}[c".utf8), "\u{1B}[?62;22c"),
    ]
    /// The last chunk of a transmission.
    static let lastChunk = Array("m=0;".utf8)

    func measure() throws -> JSONValue {
        let folder = scratch.appendingPathComponent("kitty")
        let screen = try OctavoProcess(
            executable: octavo, arguments: ["--store", folder.appendingPathComponent("store").path, liveManual.path],
            environment: [
                "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": folder.appendingPathComponent("home").path,
                "LANG": "C.UTF-8", "TERM": "xterm-256color", "COLORTERM": "truecolor",
                "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path, "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
            ],
            size: Self.size
        )
        defer { screen.stop() }
        _ = try screen.terminal.readBurst(since: screen.started, quiet: .milliseconds(50), timeout: .seconds(10), until: Self.answers.map(\.question))
        for (_, answer) in Self.answers { try screen.terminal.type(answer) }
        _ = try screen.terminal.readBurst(since: ContinuousClock.now, quiet: .milliseconds(100), timeout: .seconds(20), until: [Self.lastChunk])
        var bytes: [Int] = []
        var samples: [Double] = []
        for index in 0...runs {
            // Whatever the last key still brings (the footer's page count) is read first.
            while try screen.terminal.countOutput(for: .milliseconds(60)) > 0 {}
            // Timed to the transmission's end, not to the footer's page count, which follows once
            // the keyboard has paused.
            let start = ContinuousClock.now
            try screen.terminal.type(index.isMultiple(of: 2) ? "+" : "-")
            let burst = try screen.terminal.readBurst(since: start, quiet: .milliseconds(2), timeout: .seconds(10), until: [Self.lastChunk])
            bytes.append(burst.bytes.count)
            if index > 0 { samples.append(burst.elapsed / .milliseconds(1)) }
        }
        let timing = Statistics(milliseconds: samples)
        Progress.say("kitty: font size step to the new 1040×1400 page sent: \(timing.summary)")
        try screen.quit(with: "q", timeout: .seconds(10))
        return timing.json.adding("bytesPerPage", .integer(bytes.sorted()[bytes.count / 2]))
    }
}
