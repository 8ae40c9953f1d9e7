import OctavoCanvas

/// Typing a value for a colour, language or number row. A refused value keeps the field open,
/// with what is allowed on the status line; Esc leaves the row as it was.
enum EntryKeys {
    static func handle(_ event: KeyEvent, text: String, selected: Bool, _ state: inout ScreenState, _ context: ScreenContext) -> [ScreenEffect] {
        switch event {
        case .enter:
            state.mode = .list
            guard let focused = context.focused, !text.isEmpty, !(selected && text == focused.entryText) else { return [] }
            return [.edit(key: focused.key, change: .set(text), origin: .entry(text: text))]
        case .escape: state.mode = .list
        case .backspace, .delete: state.mode = .entry(text: selected ? "" : String(text.dropLast()), selected: false)
        case .left, .right: state.mode = .entry(text: text, selected: false)
        case .character(let character): state.mode = .entry(text: (selected ? "" : text) + String(character), selected: false)
        default: break
        }
        return []
    }
}
