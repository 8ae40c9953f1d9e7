import OctavoPreferences

/// A preference as its table declares it, whatever its type: everything a store, a settings
/// screen or a command line needs to know about it, so none of them lists the keys again.
public protocol DeclaredPreference<Preferences, Settings>: Sendable {
    associatedtype Preferences: KeyedPreferences
    associatedtype Settings

    /// What every kind of declaration says the same way: key, title, scope, default, sections.
    var header: DeclarationHeader { get }
    /// Its JSON coding, merging and filtering.
    var field: PreferenceField<Preferences> { get }

    /// The control that edits it through `state`, as an editor's handles do.
    func control(in state: PreferencesEditingState<Preferences, Settings>) -> PreferenceControl
}

/// What every kind of declaration holds besides its value's own rules.
public struct DeclarationHeader: Sendable {
    /// The JSON key, also the name the command line uses.
    public let key: String
    /// The name people read: "Font size".
    public let title: String
    /// Where it is stored.
    public let scope: PreferenceScope
    /// Whether the app's defaults (`EPUBDefaults`, `PDFDefaults`) can give it a fallback.
    public let hasDefault: Bool
    /// The settings-screen section it is shown in for reflowable publications; nil when not.
    public let section: String?
    /// The section for fixed-layout publications (fixed-layout EPUBs, PDFs); nil when not shown.
    public let fixedLayoutSection: String?
}

extension DeclaredPreference {
    public var key: String { header.key }
    public var title: String { header.title }
    public var scope: PreferenceScope { header.scope }
    public var hasDefault: Bool { header.hasDefault }
    public var section: String? { header.section }
    public var fixedLayoutSection: String? { header.fixedLayoutSection }
}
