import OctavoCanvas

/// The preset picker: a preset applies as one step, which one `u` takes back.
enum PresetKeys {
    static func handle(_ event: KeyEvent, selection: Int, _ state: inout ScreenState, _ context: ScreenContext) -> [ScreenEffect] {
        if let moved = state.menuSelection(after: event, from: selection, count: state.presets.count) {
            state.mode = .presets(items: state.presetItems, selection: moved)
            return []
        }
        switch state.keyMap.action(for: event, in: .menu) {
        case .choose:
            state.mode = .list
            guard state.presets.indices.contains(selection) else { return [] }
            return [.applyPreset(state.presets[selection])]
        case .closeMenu: state.mode = .list
        case .quit: state.quit(by: event)
        default: break
        }
        return []
    }
}

extension ScreenState {
    /// The presets as the picker lists them: each one's name and what it does.
    var presetItems: [String] { presets.map { "\($0.name) — \($0.summary)" } }
}
