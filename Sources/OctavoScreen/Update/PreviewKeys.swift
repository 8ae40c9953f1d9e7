import OctavoCanvas

/// The keys of the preview, once it has the focus: pages turn, the rest go back to the list.
enum PreviewKeys {
    static func handle(_ event: KeyEvent, _ state: inout ScreenState) -> [ScreenEffect] {
        let action: ScreenAction? = switch event {
        case .scrollUp: .pageBackward
        case .scrollDown: .pageForward
        default: state.keyMap.action(for: event, in: .preview)
        }
        switch action {
        case .pageLeft: return [.turnPage(.left)]
        case .pageRight: return [.turnPage(.right)]
        case .pageBackward: return [.turnPage(.backward)]
        case .pageForward: return [.turnPage(.forward)]
        case .focusSettings:
            state.previewFocused = false
            if !state.hasRoomForBoth { state.previewShown = false }
        case .quit: state.quit(by: event)
        case .help: state.mode = .help
        case .suspend: return [.suspend]
        default: break
        }
        return []
    }
}
