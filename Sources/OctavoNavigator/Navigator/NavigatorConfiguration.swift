import OctavoPreferences

/// What a navigator starts with: the user's preferences and the app's defaults (the navigator
/// guide's `config: .init(preferences:defaults:)`).
public struct NavigatorConfiguration<Preferences: KeyedPreferences, Defaults: KeyedPreferences>: Sendable {
    public var preferences: Preferences
    public var defaults: Defaults

    public init(preferences: Preferences = .empty, defaults: Defaults = .empty) {
        self.preferences = preferences
        self.defaults = defaults
    }
}
