import OctavoSession
import OctavoCanvas
import OctavoNavigator
import OctavoPreferences
import OctavoStore

/// Turns keys into edits. Every edit follows one path: the focused row changes the editor, the
/// session commits it to the store and resubmits what is stored to the navigator; the view then
/// draws the new state. Side effects live here and in the store, never in the view.
public final class SettingsController {
    public let session: PreferencesSession
    public private(set) var state = ScreenState()
    public var size: (width: Int, height: Int)
    /// What each key does; `ui.keyBindings` remaps it, and the hints and help follow.
    public var keyMap = KeyMap.standard
    private var undoStack: [[String: JSONValue]] = []
    private var redoStack: [[String: JSONValue]] = []
    /// The presets offered when the picker opened (built in, then the user's file).
    private var presets: [PreferencePreset] = []
    /// PDF pages a frame showed still being drawn, that were drawn since and asked a frame of
    /// their own (see `drawDeferredPictures`).
    private var redrawnPages: Set<Int> = []

    public init(session: PreferencesSession, size: (width: Int, height: Int) = (80, 24)) {
        self.session = session
        self.size = size
        state.previewShown = ScreenLayout(width: size.width, height: size.height, previewShown: true).hasRoomForBoth
    }

    /// The rows in screen order, with the section each belongs to.
    public var rows: [(section: String, row: PreferenceRow)] {
        session.sections.flatMap { section in section.rows.map { (section.title, $0) } }
    }

    public var focusedRow: PreferenceRow? {
        let all = rows
        return all.indices.contains(state.focus) ? all[state.focus].row : nil
    }

    public func handle(_ event: KeyEvent) {
        if case .resize(let width, let height) = event {
            size = (width, height)
            let roomForBoth = ScreenLayout(width: width, height: height, previewShown: true).hasRoomForBoth
            state.previewShown = roomForBoth || state.previewFocused
            return
        }
        state.message = nil
        state.isError = false
        if ScreenLayout(width: size.width, height: size.height, previewShown: state.previewShown).isTooSmall {
            // Nothing can be seen, so nothing is edited: only help, suspend and quit act.
            switch keyMap.action(for: event, in: .list) {
            case .quit:
                state.quit = true
                state.interrupted = event == .control("c")
            case .suspend: state.suspendRequested = true
            case .help: state.mode = state.mode == .help ? .list : .help
            default: break
            }
            return
        }
        switch state.mode {
        case .list: state.previewFocused ? handlePreview(event) : handleList(event)
        case .picker(let selection): handlePicker(event, selection: selection)
        case .entry(let text, let selected): handleEntry(event, text: text, selected: selected)
        case .search(let query, let origin): handleSearch(event, query: query, origin: origin)
        case .help: handleHelp(event)
        case .confirmReset: handleConfirmReset(event)
        case .confirmClearBookValues: handleConfirmClearBookValues(event)
        case .profiles(let names, let selection): handleProfiles(event, names: names, selection: selection)
        case .presets(let items, let selection): handlePresets(event, count: items.count, selection: selection)
        case .command(let text): handleCommand(event, text: text)
        case .profileName(let action, let source, let text): handleProfileName(event, action: action, source: source, text: text)
        case .messages: state.mode = .list
        case .confirmDeleteProfile(let name): handleConfirmDeleteProfile(event, name: name)
        }
    }

    /// Whether the user asked to suspend since the last call; the loop suspends the backend then.
    public func takeSuspendRequest() -> Bool {
        defer { state.suspendRequested = false }
        return state.suspendRequested
    }

    /// Reloads the preferences when another process or an editor changed the store files.
    /// A write that failed in the background is reported here, and the files' state shown
    /// again.
    @discardableResult
    public func reloadIfChangedOnDisk() -> Bool {
        let failures = session.takeWriteFailures()
        if let failure = failures.first {
            fail("Not saved: \(failure)")
            state.log += failures.dropFirst().map { "Not saved: \($0)" }
            _ = session.reloadIfChangedOnDisk()
            return true
        }
        guard session.reloadIfChangedOnDisk() else { return false }
        let problems = session.problems.map(\.description)
        if problems.isEmpty {
            state.message = "Preferences changed on disk; reloaded"
        } else {
            // What was wrong in the edited files, not only that they were reloaded.
            fail("Reloaded with \(problems.count) warning\(problems.count == 1 ? "" : "s"): \(problems[0])" + (problems.count > 1 ? " (L lists them)" : ""))
            state.log += problems.dropFirst()
        }
        return true
    }

    /// Readable when the store's files may have changed, for the loop to wait on with the keys.
    public var changeDescriptor: Int32? { session.changeDescriptor }

    /// Whether edits are still being written; the loop then looks again soon, for failures.
    public var hasPendingWrites: Bool { session.hasPendingWrites }

    /// Decodes the pictures the last frame showed as their alt text, and reads the whole of a
    /// very large chapter it drew from its opening (the first frame waits for neither); true
    /// when there were some, so the frame is worth drawing again. From then on pictures are
    /// decoded as they are drawn. While the frame showed PDF pages still being drawn, the next
    /// of them is waited for first, at most `pageWait` at a time if given, so that keys are
    /// still answered (false while it is not done); each is drawn in half blocks as soon as it
    /// is done, as the first frame would have, and chafa's symbols come on the call after the
    /// last.
    public func drawDeferredPictures(pageWait: Duration? = nil) -> Bool {
        let navigator = session.navigator
        let publication = navigator.publication
        // Before looking at the pages: one drawn after the look wakes the loop's next wait.
        publication.clearPageDrawnSignal()
        guard navigator.pictureDrawing.defersDecoding else { return false }
        // A page the frame showed pending and drawn since is shown at once, in half blocks, even
        // while another is still being drawn; once: a frame that does not draw the preview
        // (hidden, or no room) leaves its pages pending, and must not ask for frames again and
        // again, with the keys unread.
        let drawn = Set(pagesShownPending.filter { !publication.isPreparingPage($0) })
        if !drawn.isSubset(of: redrawnPages) {
            redrawnPages.formUnion(drawn)
            return true
        }
        if isWaitingForPages { return publication.waitForNextPreparedPage(atMost: pageWait) }
        let wasPartial = navigator.drewFromOpening
        navigator.pictureDrawing.defersDecoding = false
        return wasPartial || navigator.drawnPictures.contains { $0.isDeferred }
    }

    /// Readable once a page the last frame showed still being drawn may be done, for the loop to
    /// wait on with the keys (see `drawDeferredPictures`); nil when the last frame showed none.
    /// Given too when the pages it showed are all drawn already: the last of them may have been
    /// done after `drawDeferredPictures` looked, and then only its signal, raised already, ends
    /// the wait (without it the page was left undrawn until a key: 3 benchmark runs in 14 hung).
    public var pageDrawnDescriptor: Int32? {
        pagesShownPending.isEmpty ? nil : session.navigator.publication.pageDrawnDescriptor
    }

    /// Whether the last frame showed a PDF page that is still being drawn.
    public var isWaitingForPages: Bool {
        pagesShownPending.contains(where: session.navigator.publication.isPreparingPage)
    }

    /// The PDF pages the last frame showed still being drawn.
    private var pagesShownPending: [Int] { session.navigator.drawnPictures.filter(\.isPending).compactMap(\.page) }

    /// Whether the preview's pages are all counted at its current settings and size.
    public var isPaginationComplete: Bool { session.navigator.pageCount != nil || session.navigator.paginate(until: ContinuousClock.now) }

    /// Counts the preview's pages for about `duration`; true when the footer's numbers changed,
    /// so the frame is worth drawing again.
    public func paginate(for duration: Duration) -> Bool {
        let navigator = session.navigator
        let before = (navigator.pageNumber, navigator.pageCount)
        navigator.paginate(until: ContinuousClock.now + duration)
        return before != (navigator.pageNumber, navigator.pageCount)
    }

    // MARK: List

    private func handleList(_ event: KeyEvent) {
        let count = rows.count
        switch event {
        case .click(let x, let y): return click(x: x, y: y)
        case .scrollUp(let x, let y):
            if isOverPreview(x: x, y: y) { _ = session.navigator.goBackward() } else { move(to: state.focus - 3, count: count) }
            return
        case .scrollDown(let x, let y):
            if isOverPreview(x: x, y: y) { _ = session.navigator.goForward() } else { move(to: state.focus + 3, count: count) }
            return
        default: break
        }
        guard let action = keyMap.action(for: event, in: .list) else { return }
        let page = max(1, ScreenLayout(width: size.width, height: size.height, previewShown: state.previewShown).list.height - 2)
        switch action {
        case .up: move(to: state.focus - 1, count: count)
        case .down: move(to: state.focus + 1, count: count)
        case .pageUp: move(to: state.focus - page, count: count)
        case .pageDown: move(to: state.focus + page, count: count)
        case .top: move(to: 0, count: count)
        case .bottom: move(to: count - 1, count: count)
        case .edit: primaryAction()
        case .decrement: edit { $0.step(-1) }
        case .increment: edit { $0.step(1) }
        case .clear: edit { $0.clear() }
        case .activate: activateFocused()
        case .search: state.mode = .search(query: "", origin: state.focus)
        case .nextMatch: jumpToMatch(after: true)
        case .previousMatch: jumpToMatch(after: false)
        case .undo: undo()
        case .redo: redo()
        case .reset: state.mode = .confirmReset
        case .clearBookValue: clearBookValue()
        case .promoteToProfile: promoteToProfile()
        case .clearBookValues:
            if bookValueKeys.isEmpty {
                state.message = "No value is set for this book only"
            } else {
                state.mode = .confirmClearBookValues
            }
        case .focusPreview:
            state.previewFocused = true
            state.previewShown = true
        case .togglePreview:
            if hasRoomForBoth {
                state.previewShown.toggle()
            } else {
                state.previewShown = true
                state.previewFocused = true
            }
        case .profile: openProfiles()
        case .presets: openPresets()
        case .commandLine: state.mode = .command(text: "")
        case .messages:
            if state.log.isEmpty { state.message = "No messages in this session" } else { state.mode = .messages }
        case .help: state.mode = .help
        case .suspend: state.suspendRequested = true
        case .quit:
            state.quit = true
            state.interrupted = event == .control("c")
        case .pageLeft, .pageRight, .pageBackward, .pageForward, .focusSettings: break
        }
    }

    /// Whether the terminal is large enough to show the list and the preview together.
    private var hasRoomForBoth: Bool {
        ScreenLayout(width: size.width, height: size.height, previewShown: true).hasRoomForBoth
    }

    private func move(to index: Int, count: Int) {
        state.focus = min(max(0, index), max(0, count - 1))
    }

    /// A click on a row focuses it; a click on the preview gives it the keys.
    private func click(x: Int, y: Int) {
        let layout = ScreenLayout(width: size.width, height: size.height, previewShown: state.previewShown)
        if isOverPreview(x: x, y: y) {
            state.previewFocused = true
            return
        }
        guard layout.list.contains(Point(x: x, y: y)),
              let index = ListLines(rows: rows).rowIndex(atLine: y - layout.list.y + scrollOffset(for: layout.list.height)) else { return }
        state.focus = index
    }

    private func isOverPreview(x: Int, y: Int) -> Bool {
        let layout = ScreenLayout(width: size.width, height: size.height, previewShown: state.previewShown)
        return layout.preview?.contains(Point(x: x, y: y)) ?? false
    }

    private func primaryAction() {
        guard let row = focusedRow else { return }
        switch row.kind {
        case .toggle, .nullableToggle: edit { $0.step(1) }
        case .picker:
            let index = row.pickerLabels.firstIndex(of: row.label) ?? 0
            state.mode = .picker(selection: index)
        case .color, .language, .stepper:
            state.mode = .entry(text: row.entryText, selected: true)
        }
    }

    private func activateFocused() {
        guard let row = focusedRow else { return }
        guard !row.isEffective else {
            state.message = "\(row.title) is already effective"
            return
        }
        let cannot = row.unmetRequirements.filter { !$0.canBeMetByPreferences }
        guard cannot.isEmpty else {
            // Nothing is written: a value that cannot take effect would only surprise later.
            state.message = "\(row.title) cannot take effect here: \(cannot.map(\.description).joined(separator: "; ")); nothing changed"
            return
        }
        edit { $0.activate() }
        if let row = focusedRow, !row.isEffective {
            let reasons = (cannot.isEmpty ? row.unmetRequirements : cannot).map(\.description).joined(separator: "; ")
            state.message = "\(row.title) cannot be made effective here: \(reasons)"
        } else {
            state.message = "\(row.title) is now effective"
        }
    }

    /// Applies a change to the focused row and saves it, keeping it undoable. When the page
    /// does not show the change, the status line says why, instead of leaving the user to
    /// compare two identical pages.
    private func edit(_ change: (PreferenceRow) -> Void) {
        guard let row = focusedRow else { return }
        let before = session.preferencesJSON
        change(row)
        guard session.preferencesJSON != before else { return }
        commit(undoing: before)
        guard !state.isError else { return }
        if !row.isEffective {
            let reasons = row.unmetRequirements.map(\.description).joined(separator: "; ")
            let fixable = row.unmetRequirements.contains { $0.canBeMetByPreferences }
            state.message = "\(row.title): \(row.label) saved, no effect on the page yet: \(reasons)" + (fixable ? " (a activates)" : "")
        } else if !session.navigator.lastSubmissionChangedPage {
            state.message = "\(row.title): \(row.label) saved; this page looks the same (try another page, or a bigger step)"
        }
    }

    private func commit(undoing before: [String: JSONValue]) {
        do {
            try session.commit()
            undoStack.append(before)
            if undoStack.count > 500 { undoStack.removeFirst() }
            redoStack = []
        } catch {
            fail("Not saved: \(error)")
        }
    }

    private func undo() { travel(from: &undoStack, to: &redoStack, done: "Undid", nothing: "Nothing to undo") }

    private func redo() { travel(from: &redoStack, to: &undoStack, done: "Redid", nothing: "Nothing to redo") }

    /// The labels of the rows whose keys differ between two sets of preferences, by key.
    private func labels(ofKeysChangedBetween a: [String: JSONValue], and b: [String: JSONValue]) -> [(key: String, title: String, label: String)] {
        let changed = Set(a.keys).union(b.keys).filter { a[$0] != b[$0] }
        return rows.map(\.row).filter { changed.contains($0.key) }.map { ($0.key, $0.title, $0.label) }
    }

    /// Undo and redo: restores the last preferences of `source` and keeps the current ones in
    /// `destination`, so the other direction can come back; nothing moves when saving fails.
    private func travel(from source: inout [[String: JSONValue]], to destination: inout [[String: JSONValue]], done: String, nothing: String) {
        guard let target = source.popLast() else {
            state.message = nothing
            return
        }
        let current = session.preferencesJSON
        let before = labels(ofKeysChangedBetween: current, and: target)
        do {
            try session.replaceAndCommit(with: target)
            destination.append(current)
            let after = Dictionary(labels(ofKeysChangedBetween: current, and: target).map { ($0.key, $0.label) }) { first, _ in first }
            let changes = before.map { "\($0.title): \($0.label) → \(after[$0.key] ?? "?")" }
            state.message = changes.isEmpty ? done : "\(done) " + changes.prefix(3).joined(separator: ", ") + (changes.count > 3 ? " and \(changes.count - 3) more" : "")
        } catch {
            source.append(target)
            fail("Not saved: \(error)")
        }
    }

    private func fail(_ message: String) {
        state.message = message
        state.isError = true
        state.log.append(message)
        if state.log.count > 200 { state.log.removeFirst() }
    }

    // MARK: Preview

    private func handlePreview(_ event: KeyEvent) {
        let navigator = session.navigator
        let action: ScreenAction? = switch event {
        case .scrollUp: .pageBackward
        case .scrollDown: .pageForward
        default: keyMap.action(for: event, in: .preview)
        }
        switch action {
        case .pageLeft: if !navigator.goLeft() { state.message = "No page there" }
        case .pageRight: if !navigator.goRight() { state.message = "No page there" }
        case .pageBackward: if !navigator.goBackward() { state.message = "This is the beginning" }
        case .pageForward: if !navigator.goForward() { state.message = "This is the end" }
        case .focusSettings:
            state.previewFocused = false
            if !hasRoomForBoth { state.previewShown = false }
        case .quit:
            state.quit = true
            state.interrupted = event == .control("c")
        case .help: state.mode = .help
        case .suspend: state.suspendRequested = true
        default: break
        }
    }

    // MARK: Overlays

    private func handlePicker(_ event: KeyEvent, selection: Int) {
        guard let row = focusedRow else { return state.mode = .list }
        let labels = row.pickerLabels
        switch event {
        case _ where keyMap.action(for: event, in: .list) == .up: state.mode = .picker(selection: max(0, selection - 1))
        case _ where keyMap.action(for: event, in: .list) == .down: state.mode = .picker(selection: min(labels.count - 1, selection + 1))
        case .enter, .character(" "):
            state.mode = .list
            let values = row.pickerValues
            if values.indices.contains(selection) { edit { try? $0.set(text: values[selection].plainText) } }
        case .escape, .character("q"): state.mode = .list
        default: break
        }
    }

    /// A refused value keeps the field open, with what is allowed on the status line; Esc
    /// leaves the row as it was.
    private func handleEntry(_ event: KeyEvent, text: String, selected: Bool) {
        switch event {
        case .enter:
            guard let row = focusedRow else { return state.mode = .list }
            guard !text.isEmpty, !(selected && text == row.entryText) else { return state.mode = .list }
            let before = session.preferencesJSON
            do {
                try row.set(text: text)
                state.mode = .list
                if session.preferencesJSON != before { commit(undoing: before) }
            } catch {
                state.mode = .entry(text: text, selected: true)
                fail("\(error.description) · \(row.allowed.entryHint)")
            }
        case .escape: state.mode = .list
        case .backspace, .delete: state.mode = .entry(text: selected ? "" : String(text.dropLast()), selected: false)
        case .left, .right: state.mode = .entry(text: text, selected: false)
        case .character(let character): state.mode = .entry(text: (selected ? "" : text) + String(character), selected: false)
        default: break
        }
    }

    private func handleSearch(_ event: KeyEvent, query: String, origin: Int) {
        switch event {
        case .enter:
            state.mode = .list
            state.lastQuery = query
            let found = matches(query)
            // One match: the status line goes back to explaining the row; several: where this
            // one is among them, and how to reach the others.
            if !query.isEmpty, found.count != 1 {
                state.message = found.isEmpty ? "No row matches \"\(query)\"" : "\(matchPosition(in: found)) · n next · N previous"
            }
        case .escape:
            state.focus = origin
            state.mode = .list
        case .backspace, .delete: updateSearch(String(query.dropLast()), origin: origin)
        case .character(let character): updateSearch(query + String(character), origin: origin)
        case .down:
            if let next = matches(query).first(where: { $0 > state.focus }) { state.focus = next }
        case .up:
            if let previous = matches(query).last(where: { $0 < state.focus }) { state.focus = previous }
        default: break
        }
    }

    /// "2 of 5": where the focus is among the matches.
    public func matchPosition(in found: [Int]) -> String {
        guard let index = found.firstIndex(of: state.focus) else { return "\(found.count) match\(found.count == 1 ? "" : "es")" }
        return "\(index + 1) of \(found.count)"
    }

    /// `n` and `N`: the next or previous row matching the last search, wrapping around.
    private func jumpToMatch(after: Bool) {
        let found = matches(state.lastQuery)
        guard !found.isEmpty else {
            state.message = state.lastQuery.isEmpty ? "No search yet: / searches" : "No row matches \"\(state.lastQuery)\""
            return
        }
        let next = after ? (found.first { $0 > state.focus } ?? found[0]) : (found.last { $0 < state.focus } ?? found[found.count - 1])
        state.focus = next
        state.message = "\(matchPosition(in: found)) for \"\(state.lastQuery)\""
    }

    private func updateSearch(_ query: String, origin: Int) {
        state.mode = .search(query: query, origin: origin)
        if let first = matches(query).first { state.focus = first }
    }

    /// Rows whose title or key contains the query, ignoring case.
    public func matches(_ query: String) -> [Int] {
        guard !query.isEmpty else { return [] }
        let wanted = query.lowercased()
        return rows.enumerated().filter { $0.element.row.title.lowercased().contains(wanted) || $0.element.row.key.lowercased().contains(wanted) }.map(\.offset)
    }

    // MARK: Book overrides

    /// The keys whose value is stored for this book rather than in the profile.
    public var bookValueKeys: [String] {
        rows.map(\.row.key).filter { session.source(of: $0) == .publication }
    }

    private func clearBookValue() {
        guard let row = focusedRow else { return }
        guard session.source(of: row.key) == .publication else {
            state.message = "\(row.title) has no value of its own for this book"
            return
        }
        let before = session.preferencesJSON
        let old = row.label
        row.clear()
        commit(undoing: before)
        let now = focusedRow?.label ?? "?"
        state.message = "Cleared this book's \(row.title) (\(old)); now \(now) from \(session.source(of: row.key) == .profile ? "profile \(session.profile)" : "the default")"
    }

    private func promoteToProfile() {
        guard let row = focusedRow else { return }
        guard session.source(of: row.key) == .publication else {
            state.message = "\(row.title) has no value of its own for this book to move"
            return
        }
        do {
            try session.commit(placements: [row.key: .profile])
            state.message = "\(row.title) \(row.label) is now profile \(session.profile)'s, for every book"
        } catch {
            fail("Not saved: \(error)")
        }
    }

    private func handleConfirmClearBookValues(_ event: KeyEvent) {
        state.mode = .list
        guard event == .character("y") || event == .character("Y") else {
            state.message = "Nothing cleared"
            return
        }
        let keys = bookValueKeys
        let before = session.preferencesJSON
        for key in keys { session.row(forKey: key)?.clear() }
        commit(undoing: before)
        state.message = "Cleared \(keys.count) value\(keys.count == 1 ? "" : "s") set for this book (u to undo)"
    }

    private func handleConfirmReset(_ event: KeyEvent) {
        state.mode = .list
        guard event == .character("y") || event == .character("Y") else {
            state.message = "Reset cancelled"
            return
        }
        resetAll()
    }

    private func resetAll() {
        guard replaceAll(with: [:]) != nil else { return }
        state.message = "Every preference is back to its default (u to undo)"
    }

    /// Replaces every preference as one undoable step; nil when saving failed (the status line
    /// says why), else what the new values had wrong.
    private func replaceAll(with object: [String: JSONValue]) -> [PreferencesDecodingWarning]? {
        let before = session.preferencesJSON
        do {
            let warnings = try session.replaceAndCommit(with: object)
            undoStack.append(before)
            redoStack = []
            return warnings
        } catch {
            fail("Not saved: \(error)")
            return nil
        }
    }

    /// Switches the screen and the store to another profile; undo cannot cross profiles.
    private func switchProfile(to name: String) {
        do {
            try session.switchProfile(to: name)
            try session.store.switchProfile(to: name)
            undoStack = []
            redoStack = []
            state.message = "Profile \(name)"
        } catch {
            fail("\(error)")
        }
    }

    /// The help scrolls when it is taller than the terminal; any other key closes it.
    private func handleHelp(_ event: KeyEvent) {
        switch keyMap.action(for: event, in: .list) {
        case .up: state.helpScroll = max(0, state.helpScroll - 1)
        case .down: state.helpScroll += 1
        case .pageUp: state.helpScroll = max(0, state.helpScroll - 10)
        case .pageDown: state.helpScroll += 10
        case .suspend: state.suspendRequested = true
        default:
            state.mode = .list
            state.helpScroll = 0
        }
    }

    // MARK: Command line

    private var commandLine: ScreenCommandLine {
        ScreenCommandLine(keys: rows.map(\.row.key)) { [session] key in
            guard let row = session.row(forKey: key) else { return [] }
            switch row.allowed {
            case .boolean: return ["true", "false"]
            case .booleanOrAuto: return ["auto", "true", "false"]
            case .values(let values): return values.map { $0.json.plainText }
            case .range(_, _, _, let lower, let upper): return [lower, upper]
            case .color(let palette): return palette
            case .language(let suggested): return suggested
            }
        }
    }

    /// Runs a line; an error keeps the line open with the reason, as an entry field does.
    private func handleCommand(_ event: KeyEvent, text: String) {
        switch event {
        case .escape: state.mode = .list
        case .backspace, .delete: state.mode = .command(text: String(text.dropLast()))
        case .tab:
            let (line, candidates) = commandLine.complete(text)
            state.mode = .command(text: line)
            if candidates.count > 1 { state.message = candidates.prefix(12).joined(separator: "  ") }
        case .character(let character): state.mode = .command(text: text + String(character))
        case .enter:
            do {
                try run(try commandLine.parse(text))
            } catch {
                state.mode = .command(text: text)
                fail(error.message)
            }
        default: break
        }
    }

    private func run(_ command: ScreenCommandLine.Command) throws(ScreenCommandLine.Failure) {
        state.mode = .list
        switch command {
        case .focus(let key):
            focus(on: key)
        case .set(let key, let value):
            focus(on: key)
            guard let row = session.row(forKey: key) else { return }
            let before = session.preferencesJSON
            do {
                try row.set(text: value)
            } catch {
                throw ScreenCommandLine.Failure(message: "\(error.description) · \(row.allowed.entryHint)")
            }
            if session.preferencesJSON != before { commit(undoing: before) }
            state.message = "\(row.title): \(row.label)"
        case .reset(let key?):
            focus(on: key)
            edit { $0.clear() }
            state.message = "\(focusedRow?.title ?? key) cleared"
        case .reset(nil):
            resetAll()
        case .profile(let name):
            guard (try? session.store.profiles())?.contains(name) == true else {
                throw ScreenCommandLine.Failure(message: "No profile \(name): p lists them")
            }
            switchProfile(to: name)
        case .preset(let name):
            let all = PreferencePreset.all(in: session.store).presets
            guard let preset = all.first(where: { $0.name.equalsIgnoringCase(name) }) else {
                throw ScreenCommandLine.Failure(message: "No preset \(name): \(all.map(\.name).joined(separator: ", "))")
            }
            apply(preset)
        case .help: state.mode = .help
        case .quit: state.quit = true
        }
    }

    private func focus(on key: String) {
        if let index = rows.firstIndex(where: { $0.row.key == key }) { state.focus = index }
    }

    /// Where ↑ ↓ (or their remapped keys), Home and End move the highlight of a menu of
    /// `count` items; nil for any other key.
    private func menuSelection(after event: KeyEvent, from selection: Int, count: Int) -> Int? {
        switch event {
        case .home: return 0
        case .end: return max(0, count - 1)
        default: break
        }
        switch keyMap.action(for: event, in: .list) {
        case .up: return max(0, selection - 1)
        case .down: return min(max(0, count - 1), selection + 1)
        default: return nil
        }
    }

    // MARK: Presets

    private func openPresets() {
        let (all, problems) = PreferencePreset.all(in: session.store)
        presets = all
        state.mode = .presets(items: presetItems, selection: 0)
        if let problem = problems.first { fail(problem) }
    }

    private func handlePresets(_ event: KeyEvent, count: Int, selection: Int) {
        if let moved = menuSelection(after: event, from: selection, count: count) {
            return state.mode = .presets(items: presetItems, selection: moved)
        }
        switch event {
        case .enter, .character(" "):
            state.mode = .list
            guard presets.indices.contains(selection) else { return }
            apply(presets[selection])
        case .escape, .character("q"): state.mode = .list
        default: break
        }
    }

    private var presetItems: [String] { presets.map { "\($0.name) — \($0.summary)" } }

    /// Applies a preset as one step: one undo restores everything it changed.
    private func apply(_ preset: PreferencePreset) {
        let before = session.preferencesJSON
        let after = preset.applied(to: before, known: Set(session.allRows.map(\.key)))
        guard after != before else {
            state.message = "\(preset.name): nothing to change"
            return
        }
        guard let warnings = replaceAll(with: after) else { return }
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.count
        state.message = "\(preset.name): \(changed) setting\(changed == 1 ? "" : "s") changed (u undoes it)"
        if let warning = warnings.first { fail("\(preset.name): \(warning)") }
    }

    private func openProfiles() {
        do {
            let names = try session.store.profiles()
            state.mode = .profiles(names: names, selection: names.firstIndex(of: session.profile) ?? 0)
        } catch {
            fail("\(error)")
        }
    }

    private func handleProfiles(_ event: KeyEvent, names: [String], selection: Int) {
        if let moved = menuSelection(after: event, from: selection, count: names.count) {
            return state.mode = .profiles(names: names, selection: moved)
        }
        switch event {
        case .enter, .character(" "):
            state.mode = .list
            guard names.indices.contains(selection) else { return }
            switchProfile(to: names[selection])
        case .character("n"): state.mode = .profileName(action: .create, source: "", text: "")
        case .character("c") where names.indices.contains(selection):
            state.mode = .profileName(action: .copy, source: names[selection], text: "")
        case .character("R") where names.indices.contains(selection):
            state.mode = .profileName(action: .rename, source: names[selection], text: names[selection])
        case .character("d") where names.indices.contains(selection):
            state.mode = .confirmDeleteProfile(name: names[selection])
        case .escape, .character("q"): state.mode = .list
        default: break
        }
    }

    private func handleProfileName(_ event: KeyEvent, action: ScreenState.ProfileAction, source: String, text: String) {
        switch event {
        case .escape: openProfiles()
        case .backspace, .delete: state.mode = .profileName(action: action, source: source, text: String(text.dropLast()))
        case .character(let character): state.mode = .profileName(action: action, source: source, text: text + String(character))
        case .enter:
            let store = session.store
            do {
                switch action {
                case .create: try store.createProfile(text)
                case .copy: try store.copyProfile(source, to: text)
                case .rename:
                    try store.renameProfile(source, to: text)
                    if session.profile == source { try session.switchProfile(to: text) }
                }
                openProfiles()
                if case .profiles(let names, _) = state.mode, let index = names.firstIndex(of: text) {
                    state.mode = .profiles(names: names, selection: index)
                }
                state.message = switch action {
                case .create: "Profile \(text) created (Enter switches to it)"
                case .copy: "Profile \(source) copied to \(text)"
                case .rename: "Profile \(source) is now \(text)"
                }
            } catch {
                state.mode = .profileName(action: action, source: source, text: text)
                fail("\(error)")
            }
        default: break
        }
    }

    private func handleConfirmDeleteProfile(_ event: KeyEvent, name: String) {
        guard event == .character("y") || event == .character("Y") else {
            openProfiles()
            state.message = "Profile \(name) kept"
            return
        }
        do {
            let wasCurrent = session.profile == name
            try session.store.deleteProfile(name)
            if wasCurrent {
                try session.switchProfile(to: PreferencesStore.defaultProfile)
                undoStack = []
                redoStack = []
            }
            openProfiles()
            state.message = "Profile \(name) deleted" + (wasCurrent ? "; now on profile \(PreferencesStore.defaultProfile)" : "")
        } catch {
            openProfiles()
            fail("\(error)")
        }
    }
}

extension PreferenceRow {
    /// The values of a picker row, in order.
    var pickerValues: [JSONValue] {
        if case .values(let values) = allowed { return values.map(\.json) }
        return []
    }

    var pickerLabels: [String] {
        if case .values(let values) = allowed { return values.map(\.label) }
        return []
    }
}

extension SettingsController {
    /// The first list line to show so that the focused row is visible in a list of `height`
    /// lines, keeping the section heading above it when possible.
    public func scrollOffset(for height: Int) -> Int {
        let lines = ListLines(rows: rows)
        let line = lines.line(ofRow: state.focus)
        guard height > 0 else { return 0 }
        let total = lines.lines.count
        let wanted = max(0, min(line - height / 2, total - height))
        return wanted
    }
}

extension SettingsController {
    /// Shows a message on the status line until the next key.
    public func show(message: String, isError: Bool = false) {
        state.message = message
        state.isError = isError
        if isError { state.log.append(message) }
    }
}
