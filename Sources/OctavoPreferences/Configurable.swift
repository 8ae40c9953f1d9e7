/// Marker for the values a `Configurable` component actually uses.
///
/// Settings are computed by the component from preferences, its defaults and the content; an app
/// never writes them directly, so they are plain immutable values that can cross threads.
public protocol ConfigurableSettings: Sendable {}

/// A component whose presentation is driven by submitted preferences.
///
/// Preferences are hints: the component combines them with its defaults and what it knows about the
/// content, and `settings` tells what it ended up using.
public protocol Configurable: AnyObject {
    associatedtype Settings: ConfigurableSettings
    associatedtype Preferences: ConfigurablePreferences
    associatedtype Editor: PreferencesEditor where Editor.Preferences == Preferences

    /// What the component uses now.
    var settings: Settings { get }

    /// Recomputes `settings` from `preferences` and refreshes the presentation.
    func submitPreferences(_ preferences: Preferences)

    /// An editor that predicts, for `preferences`, what this component would do with them.
    func editor(of preferences: Preferences) -> Editor
}
