import OctavoCanvas

/// The list of a picker row's values.
enum PickerKeys {
    static func handle(_ event: KeyEvent, selection: Int, _ state: inout ScreenState, _ context: ScreenContext) -> [ScreenEffect] {
        guard let focused = context.focused else {
            state.mode = .list
            return []
        }
        if let moved = state.menuSelection(after: event, from: selection, count: focused.pickerLabels.count) {
            state.mode = .picker(selection: moved)
            return []
        }
        switch state.keyMap.action(for: event, in: .menu) {
        case .choose:
            state.mode = .list
            guard focused.pickerValues.indices.contains(selection) else { return [] }
            return [.edit(key: focused.key, change: .set(focused.pickerValues[selection]), origin: .picker)]
        case .closeMenu: state.mode = .list
        case .quit: state.quit(by: event)
        default: break
        }
        return []
    }
}
