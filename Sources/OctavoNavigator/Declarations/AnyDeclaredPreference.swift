import OctavoPreferences

/// A declaration of any kind as one concrete type, the element of the tables' `all` lists: a
/// list of `any DeclaredPreference` would have the runtime build the type of every kind of
/// declaration for every value type, by name, the first time it is read, on the way to a first
/// frame.
public struct AnyDeclaredPreference<Preferences: KeyedPreferences, Settings>: DeclaredPreference {
    public let header: DeclarationHeader
    public let field: PreferenceField<Preferences>
    private let makeControl: @Sendable (PreferencesEditingState<Preferences, Settings>) -> PreferenceControl

    public init<Declaration: DeclaredPreference>(_ declaration: Declaration)
    where Declaration.Preferences == Preferences, Declaration.Settings == Settings {
        header = declaration.header
        field = declaration.field
        makeControl = { declaration.control(in: $0) }
    }

    public func control(in state: PreferencesEditingState<Preferences, Settings>) -> PreferenceControl {
        makeControl(state)
    }
}
