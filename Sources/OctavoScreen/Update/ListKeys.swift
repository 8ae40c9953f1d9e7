import OctavoCanvas

/// The keys of the settings list.
enum ListKeys {
    static func handle(_ event: KeyEvent, _ state: inout ScreenState, _ context: ScreenContext) -> [ScreenEffect] {
        let count = context.rows.count
        switch event {
        case .click(let x, let y):
            click(x: x, y: y, &state, context)
            return []
        case .scrollUp(let x, let y):
            if isOverPreview(x: x, y: y, state) { return [.turnPage(.backward)] }
            state.move(to: state.focus - 3, count: count)
            return []
        case .scrollDown(let x, let y):
            if isOverPreview(x: x, y: y, state) { return [.turnPage(.forward)] }
            state.move(to: state.focus + 3, count: count)
            return []
        default: break
        }
        guard let action = state.keyMap.action(for: event, in: .list) else { return [] }
        let page = max(1, state.layout.list.height - 2)
        let focused = context.focused
        switch action {
        case .up: state.move(to: state.focus - 1, count: count)
        case .down: state.move(to: state.focus + 1, count: count)
        case .pageUp: state.move(to: state.focus - page, count: count)
        case .pageDown: state.move(to: state.focus + page, count: count)
        case .top: state.move(to: 0, count: count)
        case .bottom: state.move(to: count - 1, count: count)
        case .edit: return edit(focused, &state)
        case .decrement: return focused.map { [.edit(key: $0.key, change: .step(-1), origin: .key)] } ?? []
        case .increment: return focused.map { [.edit(key: $0.key, change: .step(1), origin: .key)] } ?? []
        case .clear: return focused.map { [.edit(key: $0.key, change: .clear, origin: .key)] } ?? []
        case .activate: return activate(focused, &state)
        case .search: state.mode = .search(query: "", origin: state.focus)
        case .nextMatch: SearchKeys.jumpToMatch(after: true, &state, context)
        case .previousMatch: SearchKeys.jumpToMatch(after: false, &state, context)
        case .undo: return undo(&state)
        case .redo: return redo(&state)
        case .reset: state.mode = .confirmReset
        case .clearBookValue: return clearBookValue(focused, &state, context)
        case .promoteToProfile:
            guard let focused else { return [] }
            guard context.rows[state.focus].source == .publication else {
                state.message = "\(focused.title) has no value of its own for this book to move"
                return []
            }
            return [.moveToProfile(key: focused.key)]
        case .clearBookValues:
            if context.bookValueKeys.isEmpty {
                state.message = "No value is set for this book only"
            } else {
                state.mode = .confirmClearBookValues
            }
        case .focusPreview:
            state.previewFocused = true
            state.previewShown = true
        case .togglePreview:
            if state.hasRoomForBoth {
                state.previewShown.toggle()
            } else {
                state.previewShown = true
                state.previewFocused = true
            }
        case .profile: return [.listProfiles(selecting: nil)]
        case .presets: return [.loadPresets]
        case .commandLine: state.mode = .command(text: "")
        case .messages:
            if state.log.isEmpty { state.message = "No messages in this session" } else { state.mode = .messages }
        case .help: state.mode = .help
        case .suspend: return [.suspend]
        case .quit: state.quit(by: event)
        case .pageLeft, .pageRight, .pageBackward, .pageForward, .focusSettings,
             .choose, .closeMenu, .newProfile, .copyProfile, .renameProfile, .deleteProfile, .confirm: break
        }
        return []
    }

    /// Enter or Space: a toggle flips, a picker opens, the other rows open a field to type in.
    private static func edit(_ focused: ScreenContext.Focused?, _ state: inout ScreenState) -> [ScreenEffect] {
        guard let focused else { return [] }
        switch focused.kind {
        case .toggle, .nullableToggle: return [.edit(key: focused.key, change: .step(1), origin: .key)]
        case .picker: state.mode = .picker(selection: focused.pickerLabels.firstIndex(of: focused.label) ?? 0)
        case .color, .language, .stepper: state.mode = .entry(text: focused.entryText, selected: true)
        }
        return []
    }

    private static func activate(_ focused: ScreenContext.Focused?, _ state: inout ScreenState) -> [ScreenEffect] {
        guard let focused else { return [] }
        guard !focused.isEffective else {
            state.message = "\(focused.title) is already effective"
            return []
        }
        let cannot = focused.unmetRequirements.filter { !$0.canBeMetByPreferences }
        guard cannot.isEmpty else {
            // Nothing is written: a value that cannot take effect would only surprise later.
            state.message = "\(focused.title) cannot take effect here: \(cannot.map(\.description).joined(separator: "; ")); nothing changed"
            return []
        }
        return [.edit(key: focused.key, change: .activate, origin: .activate)]
    }

    private static func undo(_ state: inout ScreenState) -> [ScreenEffect] {
        guard let target = state.undoStack.popLast() else {
            state.message = "Nothing to undo"
            return []
        }
        return [.replacePreferences(with: target, origin: .undo)]
    }

    private static func redo(_ state: inout ScreenState) -> [ScreenEffect] {
        guard let target = state.redoStack.popLast() else {
            state.message = "Nothing to redo"
            return []
        }
        return [.replacePreferences(with: target, origin: .redo)]
    }

    private static func clearBookValue(_ focused: ScreenContext.Focused?, _ state: inout ScreenState, _ context: ScreenContext) -> [ScreenEffect] {
        guard let focused else { return [] }
        guard context.rows[state.focus].source == .publication else {
            state.message = "\(focused.title) has no value of its own for this book"
            return []
        }
        return [.edit(key: focused.key, change: .clear, origin: .clearBookValue(oldLabel: focused.label))]
    }

    /// A click on a row focuses it; a click on the preview gives it the keys.
    private static func click(x: Int, y: Int, _ state: inout ScreenState, _ context: ScreenContext) {
        if isOverPreview(x: x, y: y, state) {
            state.previewFocused = true
            return
        }
        let list = state.layout.list
        let offset = ScrollOffset.of(focus: state.focus, in: context.listLines, height: list.height)
        guard list.contains(Point(x: x, y: y)), let index = context.listLines.rowIndex(atLine: y - list.y + offset) else { return }
        state.focus = index
    }

    private static func isOverPreview(x: Int, y: Int, _ state: ScreenState) -> Bool {
        state.layout.preview?.contains(Point(x: x, y: y)) ?? false
    }
}

/// The first list line to show so that the focused row is visible in a list of `height` lines.
enum ScrollOffset {
    static func of(focus: Int, in lines: ListLines, height: Int) -> Int {
        guard height > 0 else { return 0 }
        let line = lines.line(ofRow: focus)
        return max(0, min(line - height / 2, lines.lines.count - height))
    }
}

/// A terminal too small to show anything: only help, suspend and quit act.
enum TooSmallKeys {
    static func handle(_ event: KeyEvent, _ state: inout ScreenState) -> [ScreenEffect] {
        switch state.keyMap.action(for: event, in: .list) {
        case .quit: state.quit(by: event)
        case .suspend: return [.suspend]
        case .help: state.mode = state.mode == .help ? .list : .help
        default: break
        }
        return []
    }
}
