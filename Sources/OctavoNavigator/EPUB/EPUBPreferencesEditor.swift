import OctavoPreferences
import OctavoPublication

/// Edits `EPUBPreferences` for one publication, with the rules of the EPUB navigator: supported
/// values and ranges, steps, labels, and what each preference needs to take effect.
///
/// Its handles are the declarations of `EPUBPreferenceTable`, reached by name: `editor.fontSize`
/// is an `AnyRangePreference<Double>`, `editor.theme` an `AnyEnumPreference<Theme>`. Every handle
/// reads and writes the same state, so an edit through one is visible through all of them at
/// once, `effectiveValue` and `isEffective` included.
@dynamicMemberLookup
public final class EPUBPreferencesEditor: PreferencesEditor {
    public let metadata: Metadata
    public let defaults: EPUBDefaults
    private let state: PreferencesEditingState<EPUBPreferences, EPUBSettings>

    public init(initialPreferences: EPUBPreferences, metadata: Metadata, defaults: EPUBDefaults) {
        self.metadata = metadata
        self.defaults = defaults
        state = PreferencesEditingState(preferences: initialPreferences) { preferences in
            EPUBSettings(preferences: preferences, defaults: defaults, metadata: metadata)
        }
    }

    public var preferences: EPUBPreferences { state.preferences }

    /// The settings the navigator would use with the preferences as edited.
    public var settings: EPUBSettings { state.settings }

    /// The layout of the publication: reflowable and fixed-layout books get different screens.
    public var layout: EPUBLayout { metadata.layout }

    public func clear() { state.replace(with: .empty) }

    /// Replaces every preference at once, as when the store reports a change made elsewhere.
    public func replacePreferences(with preferences: EPUBPreferences) { state.replace(with: preferences) }

    public subscript<Value>(dynamicMember declaration: KeyPath<EPUBPreferenceTable, PreferenceDeclaration<EPUBPreferences, EPUBSettings, Value>>) -> AnyPreference<Value> {
        handle(EPUBPreferenceTable.shared[keyPath: declaration])
    }

    public subscript<Value>(dynamicMember declaration: KeyPath<EPUBPreferenceTable, EnumPreferenceDeclaration<EPUBPreferences, EPUBSettings, Value>>) -> AnyEnumPreference<Value> {
        handle(EPUBPreferenceTable.shared[keyPath: declaration])
    }

    public subscript(dynamicMember declaration: KeyPath<EPUBPreferenceTable, RangePreferenceDeclaration<EPUBPreferences, EPUBSettings>>) -> AnyRangePreference<Double> {
        handle(EPUBPreferenceTable.shared[keyPath: declaration])
    }

    // The handles of declarations given by value, for this module's code that runs on every
    // start and edit (`ReflowStyle`): through a key path each handle cost a look-up of the
    // key path's and the declaration's types at run time.

    func handle<Value>(_ declaration: PreferenceDeclaration<EPUBPreferences, EPUBSettings, Value>) -> AnyPreference<Value> {
        declaration.handle(in: state)
    }

    func handle<Value>(_ declaration: EnumPreferenceDeclaration<EPUBPreferences, EPUBSettings, Value>) -> AnyEnumPreference<Value> {
        declaration.handle(in: state)
    }

    func handle(_ declaration: RangePreferenceDeclaration<EPUBPreferences, EPUBSettings>) -> AnyRangePreference<Double> {
        declaration.handle(in: state)
    }

    /// The control that edits `declaration` in this editor, for settings screens and scripts.
    public func control(of declaration: some DeclaredPreference<EPUBPreferences, EPUBSettings>) -> PreferenceControl {
        declaration.control(in: state)
    }
}
