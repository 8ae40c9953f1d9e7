/// What a key can do on the settings screen. The raw values are the names `ui.keyBindings` uses.
public enum ScreenAction: String, CaseIterable, Sendable {
    case up, down, pageUp, pageDown, top, bottom
    case edit, decrement, increment, clear, activate, search, nextMatch, previousMatch, undo, redo, reset
    case focusPreview, togglePreview, profile, help, suspend, quit
    /// Keys of the preview, once it has the focus.
    case pageLeft, pageRight, pageBackward, pageForward, focusSettings
}
