import OctavoCanvas

/// The help scrolls when it is taller than the terminal; any other key closes it.
enum HelpKeys {
    static func handle(_ event: KeyEvent, _ state: inout ScreenState) -> [ScreenEffect] {
        switch state.keyMap.action(for: event, in: .list) {
        case .up: state.helpScroll = max(0, state.helpScroll - 1)
        case .down: state.helpScroll += 1
        case .pageUp: state.helpScroll = max(0, state.helpScroll - 10)
        case .pageDown: state.helpScroll += 10
        case .suspend: return [.suspend]
        default:
            state.mode = .list
            state.helpScroll = 0
        }
        return []
    }
}
