import OctavoCanvas
import OctavoPreferences

/// The screen's one place of change: `update(state, event, context)` gives the new state and
/// the effects to run. It reads nothing but its arguments and does nothing but return, so a
/// test drives it with keys and asserts the effects as values. Each mode has its own handler
/// (`ListKeys`, `PickerKeys`, …), each reading its keys from the state's key map.
public enum ScreenUpdate {
    public static func update(_ state: ScreenState, _ event: ScreenEvent, in context: @autoclosure () -> ScreenContext) -> (ScreenState, [ScreenEffect]) {
        var next = state
        let effects = update(&next, event, in: context())
        return (next, effects)
    }

    /// As `update(_:_:in:)`, changing `state` in place.
    /// The context is read for a key only: an effect's result needs none, so the runtime does
    /// not gather the rows again after each edit.
    public static func update(_ state: inout ScreenState, _ event: ScreenEvent, in context: @autoclosure () -> ScreenContext) -> [ScreenEffect] {
        switch event {
        case .key(let key): return handle(key, &state, context())
        default: return ScreenResults.update(&state, event)
        }
    }

    private static func handle(_ event: KeyEvent, _ state: inout ScreenState, _ context: ScreenContext) -> [ScreenEffect] {
        if case .resize(let width, let height) = event {
            state.size = Size(width: width, height: height)
            state.previewShown = state.hasRoomForBoth || state.previewFocused
            return []
        }
        state.message = nil
        state.isError = false
        if state.layout.isTooSmall { return TooSmallKeys.handle(event, &state) }
        switch state.mode {
        case .list: return state.previewFocused ? PreviewKeys.handle(event, &state) : ListKeys.handle(event, &state, context)
        case .picker(let selection): return PickerKeys.handle(event, selection: selection, &state, context)
        case .entry(let text, let selected): return EntryKeys.handle(event, text: text, selected: selected, &state, context)
        case .search(let query, let origin): return SearchKeys.handle(event, query: query, origin: origin, &state, context)
        case .help: return HelpKeys.handle(event, &state)
        case .confirmReset, .confirmClearBookValues, .confirmDeleteProfile: return ConfirmationKeys.handle(event, &state, context)
        case .profiles(let names, let selection): return ProfileKeys.handle(event, names: names, selection: selection, &state)
        case .profileName(let action, let source, let text): return ProfileKeys.handleName(event, action: action, source: source, text: text, &state)
        case .presets(_, let selection): return PresetKeys.handle(event, selection: selection, &state, context)
        case .command(let text): return CommandLineKeys.handle(event, text: text, &state, context)
        case .messages:
            state.mode = .list
            return []
        }
    }
}

extension ScreenState {
    /// Shows `message` on the status line as an error, and keeps it in the session's log.
    mutating func fail(_ message: String) {
        self.message = message
        isError = true
        log.append(message)
        if log.count > 200 { log.removeFirst() }
    }

    /// Moves the focus to `index`, kept within the `count` rows.
    mutating func move(to index: Int, count: Int) {
        focus = min(max(0, index), max(0, count - 1))
    }

    /// Quits; Ctrl-C quits with the status of an interrupt.
    mutating func quit(by event: KeyEvent) {
        quit = true
        interrupted = event == .control("c")
    }

    /// Where the list's movement keys, Home and End move the highlight of a menu of `count`
    /// items; nil for any other key.
    func menuSelection(after event: KeyEvent, from selection: Int, count: Int) -> Int? {
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

    /// A new undo step: `before` comes back with `u`, and what was undone cannot be redone.
    mutating func remember(_ before: [String: JSONValue]) {
        undoStack.append(before)
        if undoStack.count > 500 { undoStack.removeFirst() }
        redoStack = []
    }
}
