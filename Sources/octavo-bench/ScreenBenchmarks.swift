import OctavoPublication
import Foundation
import OctavoSample
import OctavoCanvas
import OctavoNavigator
import OctavoPreferences
import OctavoStore
import OctavoScreen
import OctavoSession

/// The settings screen without a terminal: from start to the first frame, and from a key press
/// to the next frame for each kind of row. Each press commits to a real store on disk, as it
/// does for a user.
struct ScreenBenchmarks {
    let runs: Int
    let slowRuns: Int
    /// A folder of this run's own, removed by the caller.
    let scratch: URL
    /// The book the screen is opened on (nil: the sample), as the pseudo-terminal keys are.
    let book: URL?

    /// Wide enough for the list and the live preview side by side, so a frame includes the page.
    static let size = (width: 120, height: 40)

    /// A key on a row, chosen so that repeating it keeps changing a value: a stepper alternates
    /// up and down rather than stopping at the end of its range.
    struct Press: Sendable {
        let name: String
        let row: @Sendable (PreferenceRow) -> Bool
        let keys: [KeyEvent]
    }

    static let presses = [
        // Moving the focus edits nothing: the page beside the list is drawn from memory.
        Press(name: "move", row: { $0.title == "Font size" }, keys: [.down, .up]),
        Press(name: "stepper", row: { $0.title == "Font size" }, keys: [.right, .left]),
        Press(name: "toggle", row: { $0.kind == .toggle }, keys: [.character(" ")]),
        Press(name: "picker", row: { $0.title == "Theme" }, keys: [.right]),
        Press(name: "color", row: { $0.kind == .color }, keys: [.right]),
        Press(name: "language", row: { $0.title == "Language" }, keys: [.right]),
        Press(name: "nullableToggle", row: { $0.title == "Offset first page" }, keys: [.character(" ")]),
    ]

    func measure() throws -> JSONValue {
        let book = try self.book ?? SampleBook.url(in: scratch.appendingPathComponent("sample"))
        let firstFrameStore = scratch.appendingPathComponent("first-frame-store")
        let firstFrame = try Stopwatch.measure("screen: start to first frame", runs: slowRuns) { _ in
            _ = try ScreenView(palette: .dark).render(makeController(book: book, store: firstFrameStore, defersPictures: true, writesInBackground: false))
        }
        let frame = try renderOnly(book: book)
        var keyPresses: [String: JSONValue] = [:]
        var changedCells: [String: JSONValue] = [:]
        for press in Self.presses {
            let (statistics, changes) = try measure(press, book: book)
            keyPresses[press.name] = statistics.json.adding("row", .string(changes.row))
            changedCells[press.name] = changes.json
        }
        return .object([
            "size": .string("\(Self.size.width)x\(Self.size.height)"),
            "book": .string(book.lastPathComponent),
            "startToFirstFrame": firstFrame.json,
            "frameWithoutEdit": frame.json,
            "keyPressToFrame": .object(keyPresses),
            "changedCellsPerPress": .object(changedCells),
        ])
    }

    /// `defersPictures` as the screen sets it: pictures come in the frame after the first.
    /// `writesInBackground` as the screen has it once its first frame is out, when it starts the
    /// writer's thread.
    private func makeController(book: URL, store root: URL, defersPictures: Bool = false, writesInBackground: Bool = true) throws -> ScreenController {
        let session = try PreferencesSession(
            publication: try Publication.open(at: book),
            store: try PreferencesStore(root: root),
            profile: PreferencesStore.defaultProfile
        )
        session.navigator.pictureDrawing.defersDecoding = defersPictures
        // As the screen does: an edit's durable write runs behind its frame.
        if writesInBackground { session.writeInBackground() }
        return ScreenController(session: session, size: Self.size)
    }

    /// Drawing the screen alone, to tell how much of a key press is the view and how much the
    /// edit and the store's durable write.
    private func renderOnly(book: URL) throws -> Statistics {
        let controller = try makeController(book: book, store: scratch.appendingPathComponent("render-store"))
        let view = ScreenView(palette: .dark)
        return Stopwatch.measure("screen: draw a frame without an edit", runs: runs) { _ in
            _ = view.render(controller)
        }
    }

    private func measure(_ press: Press, book: URL) throws -> (Statistics, CellChanges) {
        let controller = try makeController(book: book, store: scratch.appendingPathComponent("keys-\(press.name)"))
        let row = try focus(controller, on: press)
        let view = ScreenView(palette: .dark)
        // Untimed before each key: the previous key's write reaches the disk, as it does
        // between two keys a person types.
        let statistics = try Stopwatch.measure(
            "screen: \(press.name) key on \(row)", runs: runs,
            prepare: { _ in
                if let failure = controller.session.flushWrites().first { throw BenchmarkError("not saved: \(failure)") }
            },
            { _, index in
                controller.handle(press.keys[index % press.keys.count])
                _ = view.render(controller)
            }
        )
        var changes = CellChanges(row: row, total: Self.size.width * Self.size.height)
        var frame = view.render(controller)
        for index in 0..<max(runs, 2) {
            controller.handle(press.keys[index % press.keys.count])
            let next = view.render(controller)
            changes.record(next.changes(from: frame).reduce(0) { $0 + $1.cells.count })
            frame = next
        }
        return (statistics, changes)
    }

    /// Moves the focus with the down arrow, as a user would, to the first row `press` is for.
    private func focus(_ controller: ScreenController, on press: Press) throws -> String {
        guard let index = controller.rows.firstIndex(where: { press.row($0.row) }) else {
            throw BenchmarkError("the settings screen has no \(press.name) row")
        }
        for _ in 0..<index { controller.handle(.down) }
        guard controller.state.focus == index, let row = controller.focusedRow else {
            throw BenchmarkError("the down arrow did not reach the \(press.name) row")
        }
        return row.title
    }
}
