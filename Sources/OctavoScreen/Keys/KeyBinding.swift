import OctavoCanvas

/// The keys of one action and what it does, in words for the help screen.
public struct KeyBinding: Sendable, Equatable {
    /// Where the keys act.
    public enum Context: Sendable, Equatable {
        /// The settings list (and the overlays that borrow its movement keys).
        case list
        /// The preview, once it has the focus.
        case preview
        /// The menus over the list (picker, presets, profiles), which also move with the list's
        /// ↑ ↓ keys.
        case menu
        /// A question that asks y/n: its key says yes, any other no.
        case confirmation
        /// Both the list and the preview; their own keys win.
        case anywhere
    }

    public let action: ScreenAction
    public let context: Context
    /// In the order the help screen shows them.
    public private(set) var keys: [KeyEvent]
    /// Which of `keys` a user moves with `ui.keyBindings`; nil when the action has only the keys
    /// every terminal has (arrows, Enter, Tab), and a remap then adds one.
    private var movable: Int?
    /// For the help screen: "undo the last change".
    public let description: String

    public init(_ action: ScreenAction, _ context: Context = .list, keys: [KeyEvent], movable: Int? = nil, description: String) {
        self.action = action
        self.context = context
        self.keys = keys
        self.movable = movable
        self.description = description
    }

    /// Binds `key` as the action's own key, in place of the one it had.
    mutating func move(to key: KeyEvent) {
        if let movable {
            keys[movable] = key
        } else {
            keys.insert(key, at: 0)
            movable = 0
        }
    }

    /// Unbinds `key`, taken by another action.
    mutating func release(_ key: KeyEvent) {
        guard let index = keys.firstIndex(of: key) else { return }
        keys.remove(at: index)
        if let movable { self.movable = movable == index ? nil : (movable > index ? movable - 1 : movable) }
    }
}
