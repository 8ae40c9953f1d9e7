/// An interactive editor of a set of preferences, the model behind a settings screen.
///
/// Editors are reference types: the typed preference handles they hand out all edit the same
/// state, and each edit is visible through every handle immediately.
public protocol PreferencesEditor: AnyObject {
    associatedtype Preferences: ConfigurablePreferences

    /// The preferences as edited so far.
    var preferences: Preferences { get }

    /// Unsets every preference.
    func clear()
}
