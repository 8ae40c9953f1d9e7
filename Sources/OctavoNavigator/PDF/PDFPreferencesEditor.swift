import OctavoPreferences
import OctavoPublication

/// Edits `PDFPreferences` for one publication, with the rules of the PDF navigator. Its handles
/// are the declarations of `PDFPreferenceTable`, reached by name (`editor.scroll`).
@dynamicMemberLookup
public final class PDFPreferencesEditor: PreferencesEditor {
    public let metadata: Metadata
    public let defaults: PDFDefaults
    private let state: PreferencesEditingState<PDFPreferences, PDFSettings>

    public init(initialPreferences: PDFPreferences, metadata: Metadata, defaults: PDFDefaults) {
        self.metadata = metadata
        self.defaults = defaults
        state = PreferencesEditingState(preferences: initialPreferences) { preferences in
            PDFSettings(preferences: preferences, defaults: defaults, metadata: metadata)
        }
    }

    public var preferences: PDFPreferences { state.preferences }

    /// The settings the navigator would use with the preferences as edited.
    public var settings: PDFSettings { state.settings }

    public func clear() { state.replace(with: .empty) }

    /// Replaces every preference at once, as when the store reports a change made elsewhere.
    public func replacePreferences(with preferences: PDFPreferences) { state.replace(with: preferences) }

    public subscript<Value>(dynamicMember declaration: KeyPath<PDFPreferenceTable, PreferenceDeclaration<PDFPreferences, PDFSettings, Value>>) -> AnyPreference<Value> {
        PDFPreferenceTable.shared[keyPath: declaration].handle(in: state)
    }

    public subscript<Value>(dynamicMember declaration: KeyPath<PDFPreferenceTable, EnumPreferenceDeclaration<PDFPreferences, PDFSettings, Value>>) -> AnyEnumPreference<Value> {
        PDFPreferenceTable.shared[keyPath: declaration].handle(in: state)
    }

    public subscript(dynamicMember declaration: KeyPath<PDFPreferenceTable, RangePreferenceDeclaration<PDFPreferences, PDFSettings>>) -> AnyRangePreference<Double> {
        PDFPreferenceTable.shared[keyPath: declaration].handle(in: state)
    }

    /// The control that edits `declaration` in this editor, for settings screens and scripts.
    public func control(of declaration: some DeclaredPreference<PDFPreferences, PDFSettings>) -> PreferenceControl {
        declaration.control(in: state)
    }
}
