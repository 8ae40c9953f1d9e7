import Foundation
import OctavoSample
import OctavoNavigator
import OctavoPreferences
import OctavoStore
import OctavoSession

/// A book the screen is started on, and how its first frame is recognised: the header names
/// the book's title and the hint line at the bottom, drawn last, ends with "q quit".
struct ScreenBook {
    let name: String
    /// nil: no argument, the sample book.
    let url: URL?
    let title: String
    let identifier: String
    /// A PDF's first frame is complete once its page is drawn too, not only the settings.
    var isPDF = false

    static let sample = ScreenBook(name: "sample", url: nil, title: "The Octavo Sampler", identifier: SampleBook.identifier)

    /// The book at `url`, with the title and identifier the screen will show and store under.
    static func opening(_ url: URL, name: String) throws -> ScreenBook {
        let publication = try Publication.open(at: url)
        let identifier = publication.metadata.identifier ?? "file:" + url.standardizedFileURL.path
        return ScreenBook(name: name, url: url, title: publication.metadata.title, identifier: identifier, isPDF: publication.format == .pdf)
    }

    static let lastRow = Array("q quit".utf8)

    /// The upper half blocks a PDF page's first drawing is made of where a cell's halves differ;
    /// the settings use none. The benchmark's PDFs have text on their first pages.
    static let pageDrawing = Array("▀".utf8)

    /// What a first frame has once complete: the book's title, the hint line's last words and,
    /// for a PDF, its page.
    var firstFrameMarkers: [[UInt8]] { [Array(title.prefix(30).utf8), Self.lastRow] + (isPDF ? [Self.pageDrawing] : []) }
}

/// The settings screen as a user feels it: the real `octavo` binary on a pseudo-terminal, timed
/// from its start, a key press or a resize to the last byte of the frame it writes. Unlike the
/// headless figures these include ncurses, the kernel's terminal layer and process start-up,
/// and they count the bytes each frame costs.
struct TerminalBenchmarks {
    let octavo: URL
    let runs: Int
    let slowRuns: Int
    /// A folder of this run's own, removed by the caller.
    let scratch: URL
    /// The books whose first frame is timed.
    let books: [ScreenBook]
    /// The book the keys, the resize, idling and peak memory are measured on.
    let keyBook: ScreenBook

    static let size = ScreenBenchmarks.size
    /// Where a resize goes before coming back, so that the way back redraws the whole screen.
    static let smallSize = (width: 100, height: 30)
    static let terminalType = "xterm-256color"
    /// How long the output must pause for a frame to count as written: ncurses writes a frame
    /// in one go. Work the screen does after a frame (counting pages,
    /// decoding pictures) draws a frame of its own later, which a key's figure leaves out.
    static let quiet: Duration = .milliseconds(3)
    /// Beyond this the screen is taken to hang, and is killed rather than left behind.
    static let timeout: Duration = .seconds(10)

    static let note = """
        The octavo binary on a pseudo-terminal (\(size.width)x\(size.height), TERM=\(terminalType)). \
        Times run from posix_spawn, the key's write or TIOCSWINSZ to the last byte of the frame \
        read back, so they include ncurses, the kernel's terminal layer and this reader's wake-up. \
        A first frame is complete once the book's title and the hint line's "q quit" have arrived, \
        and for a PDF the half blocks (▀) of its page; \
        any frame ends at its last byte before a pause of \(Int(quiet / .milliseconds(1))) ms. \
        The frame that brings "page N of M" once pages are counted, and a picture decoded after the \
        first frame, come later and are not counted. bytesPerFrame: what reached the terminal; \
        firstFrame and repaintAfterResize redraw every cell, a key press should send only its changes.
        """

    /// Keys typed on one row; `moves` take the focus there from the previous press's row, and
    /// `isEdited` tells from the store that the keys reached the row meant.
    struct Press: Sendable {
        let name: String
        let row: String
        let moves: String
        let keys: [String]
        let isEdited: (@Sendable (EPUBPreferences) -> Bool)?
    }

    static let presses = [
        Press(name: "move", row: "Font size", moves: "", keys: ["j", "k"], isEdited: nil),
        Press(name: "stepper", row: "Font size", moves: "", keys: ["+", "-"]) { $0.fontSize != nil },
        Press(name: "toggle", row: "Text normalization", moves: "jjj", keys: [" "]) { $0.textNormalization != nil },
    ]

    func measure() throws -> JSONValue {
        let folder = scratch.appendingPathComponent("pseudo-terminal")
        var firstFrames: [String: JSONValue] = [:]
        var bytesPerFrame: [String: JSONValue] = [:]
        for book in books {
            let (start, startBytes, peak, dialog) = try measureStart(of: book, folder: folder)
            firstFrames[book.name] = start.json
                .adding("title", .string(book.title))
                .adding("peakMemoryMB", peak.map(JSONValue.number) ?? .null)
                .adding("dialogInAlternation", dialog.map(\.json) ?? .null)
                .adding("ratioToDialog", dialog.map { .number(start.median / $0.median) } ?? .null)
            bytesPerFrame["firstFrame." + book.name] = startBytes.json
        }

        let store = folder.appendingPathComponent("keys-store")
        let screen = try launch(keyBook, folder: folder, store: store)
        defer { screen.stop() }
        _ = try firstFrame(of: screen, book: keyBook)
        var keyPresses: [String: JSONValue] = [:]
        for press in Self.presses {
            let (statistics, bytes) = try measure(press, on: screen)
            keyPresses[press.name] = statistics.json
                .adding("row", .string(press.row))
                .adding("keys", .string(press.keys.map { $0 == " " ? "Space" : $0 }.joined(separator: " then ")))
            bytesPerFrame[press.name] = bytes.json
        }
        let (resize, resizeBytes) = try measureResize(on: screen)
        bytesPerFrame["repaintAfterResize"] = resizeBytes.json
        let idle = try measureIdle(on: screen)
        let peak = screen.peakMegabytes
        try screen.quit(with: "q", timeout: Self.timeout)
        try checkEdits(in: store)
        Progress.say("pseudo-terminal: peak memory of the screen on \(keyBook.title) after the keys and idling: \(peak.map { "\($0) MB" } ?? "unknown")")

        return .object([
            "size": .string("\(Self.size.width)x\(Self.size.height)"),
            "startToFirstFrame": .object(firstFrames),
            "keysOn": .string(keyBook.title),
            "keyPressToFrame": .object(keyPresses),
            "resizeToFrame": resize.json
                .adding("from", .string("\(Self.smallSize.width)x\(Self.smallSize.height)")),
            "bytesPerFrame": .object(bytesPerFrame),
            "idle": idle,
            "screenPeakMemoryMB": peak.map(JSONValue.number) ?? .null,
            "note": .string(Self.note),
        ])
    }

    /// A new process each run, on a store and sample book cache that the warm-up run created,
    /// as on every start but a user's very first; with the highest peak memory seen by the time
    /// the first frame was out. Each start alternates with one of dialog's (when installed), so
    /// that the ratio of the two is taken under the same load of a shared machine.
    private func measureStart(of book: ScreenBook, folder: URL) throws -> (Statistics, ByteCounts, Double?, Statistics?) {
        let store = folder.appendingPathComponent("start-store")
        var peak: Double?
        var dialogStarts: [Double] = []
        let (statistics, bytes) = try repeatRuns("start to first frame on \(book.title)", count: slowRuns) { index in
            if DialogBenchmarks.isInstalled {
                let dialog = try DialogBenchmarks.timeStart(scratch: folder)
                if index > 0 { dialogStarts.append(dialog) }
            }
            let screen = try launch(book, folder: folder, store: store)
            defer { screen.stop() }
            let frame = try firstFrame(of: screen, book: book)
            if let megabytes = screen.peakMegabytes { peak = max(peak ?? 0, megabytes) }
            try screen.quit(with: "q", timeout: Self.timeout)
            return frame
        }
        let dialog = dialogStarts.isEmpty ? nil : Statistics(milliseconds: dialogStarts)
        if let dialog {
            Progress.say("pseudo-terminal: dialog in alternation with \(book.title): \(dialog.summary); ratio of the medians \(String(format: "%.2f", statistics.median / dialog.median))")
        }
        return (statistics, bytes, peak, dialog)
    }

    private func measure(_ press: Press, on screen: OctavoProcess) throws -> (Statistics, ByteCounts) {
        if !press.moves.isEmpty {
            _ = try screen.press(press.moves, quiet: Self.quiet, timeout: Self.timeout)
        }
        let figures = try repeatRuns("\(press.name) key on \(press.row)", count: runs) { index in
            try screen.press(press.keys[index % press.keys.count], quiet: Self.quiet, timeout: Self.timeout)
        }
        // The warm-up and the runs may stop halfway through the keys' cycle (down without its
        // up): finish it, so the next press starts on the row it expects.
        for index in (runs + 1)..<((runs + 1 + press.keys.count - 1) / press.keys.count * press.keys.count) {
            _ = try screen.press(press.keys[index % press.keys.count], quiet: Self.quiet, timeout: Self.timeout)
        }
        return figures
    }

    private func measureResize(on screen: OctavoProcess) throws -> (Statistics, ByteCounts) {
        try repeatRuns("resize to \(Self.size.width)x\(Self.size.height)", count: slowRuns) { _ in
            _ = try screen.resize(to: Self.smallSize, quiet: Self.quiet, timeout: Self.timeout)
            return try screen.resize(to: Self.size, quiet: Self.quiet, timeout: Self.timeout)
        }
    }

    /// `idleWindow` without a key, once the work after the last frame (counting pages) is done:
    /// the processor time the screen used and the bytes it sent in them.
    private func measureIdle(on screen: OctavoProcess) throws -> JSONValue {
        _ = try screen.terminal.countOutput(for: .seconds(2))
        guard let before = screen.threadProcessorTimes else { return .object(["skipped": .string("no /proc/PID/task")]) }
        let bytes = try screen.terminal.countOutput(for: Self.idleWindow)
        let used = screen.processorTime(since: before) ?? .zero
        let milliseconds = Double(used.components.seconds) * 1000 + Double(used.components.attoseconds) / 1e15
        let peak = screen.peakMegabytes
        Progress.say("pseudo-terminal: idle for \(Self.idleWindow): \(milliseconds) ms of processor time, \(bytes) bytes to the terminal; peak memory of the screen so far \(peak.map { "\($0) MB" } ?? "unknown")")
        return .object([
            "seconds": .integer(Int(Self.idleWindow.components.seconds)), "processorMilliseconds": .number(milliseconds), "bytes": .integer(bytes),
            "screenPeakMemoryMB": peak.map(JSONValue.number) ?? .null,
        ])
    }

    static let idleWindow: Duration = .seconds(5)

    private func firstFrame(of screen: OctavoProcess, book: ScreenBook) throws -> OutputBurst {
        try screen.terminal.readBurst(since: screen.started, quiet: Self.quiet, timeout: Self.timeout, until: book.firstFrameMarkers)
    }

    private func launch(_ book: ScreenBook, folder: URL, store: URL) throws -> OctavoProcess {
        try OctavoProcess(
            executable: octavo,
            arguments: ["--store", store.path] + (book.url.map { [$0.path] } ?? []),
            environment: environment(in: folder),
            size: Self.size
        )
    }

    /// A fixed environment rather than this shell's: `NO_COLOR`, `COLORTERM`, `COLUMNS`/`LINES`,
    /// Octavo's settings variables and the user's configuration would all change the frames.
    private func environment(in folder: URL) -> [String: String] {
        [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": folder.appendingPathComponent("home").path,
            "LANG": "C.UTF-8",
            "TERM": Self.terminalType,
            "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path,
            "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
        ]
    }

    /// As `Stopwatch.measure`: run 0 warms up and is not counted.
    private func repeatRuns(
        _ name: String,
        count: Int,
        _ body: (Int) throws -> OutputBurst
    ) throws -> (Statistics, ByteCounts) {
        _ = try body(0)
        var samples: [Double] = []
        var bytes = ByteCounts()
        for index in 1...count {
            let burst = try body(index)
            samples.append(burst.milliseconds)
            bytes.record(burst)
        }
        let statistics = Statistics(milliseconds: samples)
        Progress.say("pseudo-terminal: \(name): \(statistics.summary), \(bytes.median) bytes a frame")
        return (statistics, bytes)
    }

    /// Fails unless the keys edited what they were meant to: keys landing on another row, after
    /// the screen's rows moved, would still draw frames and give plausible figures.
    private func checkEdits(in store: URL) throws {
        let stored = try PreferencesStore(root: store)
            .load(EPUBPreferences.self, publication: keyBook.identifier, profile: PreferencesStore.defaultProfile)
            .merged
        for press in Self.presses where !(press.isEdited?(stored) ?? true) {
            throw BenchmarkError("the \(press.name) keys did not edit \(press.row); the screen's rows have moved")
        }
    }
}
