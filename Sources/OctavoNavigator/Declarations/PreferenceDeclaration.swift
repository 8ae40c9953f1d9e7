import OctavoPreferences
import OctavoPublication

/// A preference edited through an `AnyPreference<Value>`: a toggle, a three-state toggle, a
/// colour, a language, a font family.
public struct PreferenceDeclaration<Preferences: KeyedPreferences, Settings, Value>: DeclaredPreference {
    public let header: DeclarationHeader
    public let field: PreferenceField<Preferences>
    let read: @Sendable (Preferences) -> Value?
    let write: @Sendable (inout Preferences, Value?) -> Void
    let effectiveValue: @Sendable (Settings) -> Value
    let conditions: [ActivationCondition<Preferences, Settings>]
    let makeControl: @Sendable (AnyPreference<Value>) -> PreferenceControl

    /// The typed handle on this preference in `state`.
    public func handle(in state: PreferencesEditingState<Preferences, Settings>) -> AnyPreference<Value> {
        state.preference(key: key, read: read, write: write, effectiveValue: effectiveValue, conditions: conditions)
    }

    public func control(in state: PreferencesEditingState<Preferences, Settings>) -> PreferenceControl {
        makeControl(handle(in: state))
    }
}

extension PreferenceDeclaration {
    /// A value stored at `keyPath`, unset while nil.
    init(
        _ header: DeclarationHeader,
        _ keyPath: WritableKeyPath<Preferences, Value?> & Sendable,
        effectiveValue: @escaping @Sendable (Settings) -> Value,
        conditions: [ActivationCondition<Preferences, Settings>],
        control: @escaping @Sendable (AnyPreference<Value>) -> PreferenceControl
    ) where Value: JSONRepresentable {
        self.init(
            header: header, field: PreferenceField(header.key, keyPath),
            read: { $0[keyPath: keyPath] }, write: { $0[keyPath: keyPath] = $1 },
            effectiveValue: effectiveValue, conditions: conditions, makeControl: control
        )
    }

    /// A value where nil is itself a choice ("follow the publication"): the handle's value is
    /// never `.some(nil)`, nil meaning unset, and setting nil or `.some(nil)` unsets.
    init<Wrapped: JSONRepresentable>(
        optional header: DeclarationHeader,
        _ keyPath: WritableKeyPath<Preferences, Wrapped?> & Sendable,
        effectiveValue: @escaping @Sendable (Settings) -> Value,
        conditions: [ActivationCondition<Preferences, Settings>],
        control: @escaping @Sendable (AnyPreference<Value>) -> PreferenceControl
    ) where Value == Wrapped? {
        self.init(
            header: header, field: PreferenceField(header.key, keyPath),
            read: { $0[keyPath: keyPath].map { .some($0) } }, write: { $0[keyPath: keyPath] = $1 ?? nil },
            effectiveValue: effectiveValue, conditions: conditions, makeControl: control
        )
    }
}

extension PreferenceDeclaration where Value == Bool {
    static func toggle(
        _ header: DeclarationHeader, _ keyPath: WritableKeyPath<Preferences, Bool?> & Sendable,
        effectiveValue: @escaping @Sendable (Settings) -> Bool, conditions: [ActivationCondition<Preferences, Settings>] = []
    ) -> Self {
        Self(header, keyPath, effectiveValue: effectiveValue, conditions: conditions) { .toggle($0) }
    }
}

extension PreferenceDeclaration where Value == Bool? {
    static func tristate(
        _ header: DeclarationHeader, _ keyPath: WritableKeyPath<Preferences, Bool?> & Sendable,
        effectiveValue: @escaping @Sendable (Settings) -> Bool?, conditions: [ActivationCondition<Preferences, Settings>] = []
    ) -> Self {
        Self(optional: header, keyPath, effectiveValue: effectiveValue, conditions: conditions) { .tristate($0) }
    }
}

extension PreferenceDeclaration where Value == Color {
    static func color(
        _ header: DeclarationHeader, _ keyPath: WritableKeyPath<Preferences, Color?> & Sendable,
        effectiveValue: @escaping @Sendable (Settings) -> Color, conditions: [ActivationCondition<Preferences, Settings>] = []
    ) -> Self {
        Self(header, keyPath, effectiveValue: effectiveValue, conditions: conditions) { .color($0) }
    }
}

extension PreferenceDeclaration where Value == Color? {
    /// A colour that may stay unset; its row shows `shownWhileUnset` then.
    static func optionalColor(
        _ header: DeclarationHeader, _ keyPath: WritableKeyPath<Preferences, Color?> & Sendable,
        effectiveValue: @escaping @Sendable (Settings) -> Color?, shownWhileUnset: Color,
        conditions: [ActivationCondition<Preferences, Settings>] = []
    ) -> Self {
        Self(optional: header, keyPath, effectiveValue: effectiveValue, conditions: conditions) { preference in
            .color(preference.map(from: { $0 ?? shownWhileUnset }, to: { $0 }))
        }
    }
}

extension PreferenceDeclaration where Value == Language? {
    static func language(
        _ header: DeclarationHeader, _ keyPath: WritableKeyPath<Preferences, Language?> & Sendable,
        effectiveValue: @escaping @Sendable (Settings) -> Language?, conditions: [ActivationCondition<Preferences, Settings>] = []
    ) -> Self {
        Self(optional: header, keyPath, effectiveValue: effectiveValue, conditions: conditions) { .language($0) }
    }
}

extension PreferenceDeclaration where Value == FontFamily? {
    /// A free family name, offered as a picker of the suggested families.
    static func fontFamily(
        _ header: DeclarationHeader, _ keyPath: WritableKeyPath<Preferences, FontFamily?> & Sendable,
        effectiveValue: @escaping @Sendable (Settings) -> FontFamily?, conditions: [ActivationCondition<Preferences, Settings>] = []
    ) -> Self {
        Self(optional: header, keyPath, effectiveValue: effectiveValue, conditions: conditions) { preference in
            .picker(
                preference.with(supportedValues: [nil] + FontFamily.suggested.map { $0 }),
                json: { $0?.json ?? .null }, label: ValueLabels.fontFamily
            )
        }
    }
}
