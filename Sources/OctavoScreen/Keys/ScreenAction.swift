/// What a key can do on the settings screen. The raw values are the names `ui.keyBindings` uses.
public enum ScreenAction: String, CaseIterable, Sendable {
    case up, down, pageUp, pageDown, top, bottom
    case edit, decrement, increment, clear, activate, search, nextMatch, previousMatch, undo, redo, reset
    /// Book overrides: drop this book's value of the row, move it into the profile, drop them all.
    case clearBookValue, promoteToProfile, clearBookValues
    case presets, commandLine, messages, focusPreview, togglePreview, profile, help, suspend, quit
    /// Keys of the preview, once it has the focus.
    case pageLeft, pageRight, pageBackward, pageForward, focusSettings
    /// Keys of the menus (picker, presets, profiles) and of the questions that ask y/n.
    case choose, closeMenu, newProfile, copyProfile, renameProfile, deleteProfile, confirm
}
