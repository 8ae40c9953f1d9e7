import OctavoPreferences

/// A preference as its table declares it, whatever its type: everything a store, a settings
/// screen or a command line needs to know about it, so none of them lists the keys again.
public protocol DeclaredPreference<Preferences, Settings>: Sendable {
    associatedtype Preferences: KeyedPreferences
    associatedtype Settings

    /// The JSON key, also the name the command line uses.
    var key: String { get }
    /// The name people read: "Font size".
    var title: String { get }
    /// Where it is stored.
    var scope: PreferenceScope { get }
    /// Whether the app's defaults (`EPUBDefaults`, `PDFDefaults`) can give it a fallback.
    var hasDefault: Bool { get }
    /// The settings-screen section it is shown in for reflowable publications; nil when not.
    var section: String? { get }
    /// The section for fixed-layout publications (fixed-layout EPUBs, PDFs); nil when not shown.
    var fixedLayoutSection: String? { get }
    /// Its JSON coding, merging and filtering.
    var field: PreferenceField<Preferences> { get }

    /// The control that edits it through `state`, as an editor's handles do.
    func control(in state: PreferencesEditingState<Preferences, Settings>) -> PreferenceControl
}

/// What every kind of declaration holds besides its value's own rules.
struct DeclarationHeader: Sendable {
    let key: String
    let title: String
    let scope: PreferenceScope
    let hasDefault: Bool
    let section: String?
    let fixedLayoutSection: String?
}
