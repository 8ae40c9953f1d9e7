import OctavoCanvas
/// Letters for the screen's actions, so a user can move them (`ui.keyBindings` in the settings):
/// a pressed letter bound to an action acts as that action's default letter.
public struct KeyBindings: Equatable, Sendable {
    /// Action names and their default letters.
    public static let defaults: [String: Character] = [
        "activate": "a", "clear": "x", "search": "/", "undo": "u", "reset": "r", "profile": "p",
        "help": "?", "quit": "q", "togglePreview": "v", "down": "j", "up": "k",
    ]

    private let translation: [Character: Character]

    /// - Parameter overrides: action name → letter; unknown actions and empty values are ignored.
    public init(overrides: [String: String] = [:]) {
        var translation: [Character: Character] = [:]
        for (action, letters) in overrides {
            guard let original = Self.defaults[action], let letter = letters.first, letters.count == 1 else { continue }
            translation[letter] = original
        }
        self.translation = translation
    }

    /// The event as the controller's default bindings understand it.
    func translate(_ event: KeyEvent) -> KeyEvent {
        guard case .character(let letter) = event, let original = translation[letter] else { return event }
        return .character(original)
    }
}
