import OctavoPreferences

/// A preference limited to a list of values, edited through an `AnyEnumPreference<Value>` and
/// shown as a picker.
public struct EnumPreferenceDeclaration<Preferences: KeyedPreferences, Settings, Value: Equatable & Sendable>: DeclaredPreference {
    public let header: DeclarationHeader
    public let field: PreferenceField<Preferences>
    let read: @Sendable (Preferences) -> Value?
    let write: @Sendable (inout Preferences, Value?) -> Void
    let effectiveValue: @Sendable (Settings) -> Value
    let supportedValues: [Value]
    let conditions: [ActivationCondition<Preferences, Settings>]
    let json: @Sendable (Value) -> JSONValue
    let label: @Sendable (Value) -> String

    public func handle(in state: PreferencesEditingState<Preferences, Settings>) -> AnyEnumPreference<Value> {
        state.enumPreference(
            key: key, read: read, write: write, effectiveValue: effectiveValue,
            supportedValues: supportedValues, conditions: conditions
        )
    }

    public func control(in state: PreferencesEditingState<Preferences, Settings>) -> PreferenceControl {
        .picker(handle(in: state), json: json, label: label)
    }
}

extension EnumPreferenceDeclaration where Value: JSONRepresentable {
    /// Values stored at `keyPath`.
    init(
        _ header: DeclarationHeader,
        _ keyPath: WritableKeyPath<Preferences, Value?> & Sendable,
        effectiveValue: @escaping @Sendable (Settings) -> Value,
        supportedValues: [Value],
        label: @escaping @Sendable (Value) -> String,
        conditions: [ActivationCondition<Preferences, Settings>] = []
    ) {
        self.init(
            header: header, field: PreferenceField(header.key, keyPath),
            read: { $0[keyPath: keyPath] }, write: { $0[keyPath: keyPath] = $1 },
            effectiveValue: effectiveValue, supportedValues: supportedValues, conditions: conditions,
            json: { $0.json }, label: label
        )
    }
}

extension EnumPreferenceDeclaration {
    /// Values where nil is itself a choice ("no image filter"), listed among `supportedValues`.
    init<Wrapped: JSONRepresentable & Equatable>(
        optional header: DeclarationHeader,
        _ keyPath: WritableKeyPath<Preferences, Wrapped?> & Sendable,
        effectiveValue: @escaping @Sendable (Settings) -> Value,
        supportedValues: [Value],
        label: @escaping @Sendable (Value) -> String,
        conditions: [ActivationCondition<Preferences, Settings>] = []
    ) where Value == Wrapped? {
        self.init(
            header: header, field: PreferenceField(header.key, keyPath),
            read: { $0[keyPath: keyPath].map { .some($0) } }, write: { $0[keyPath: keyPath] = $1 ?? nil },
            effectiveValue: effectiveValue, supportedValues: supportedValues, conditions: conditions,
            json: { $0?.json ?? .null }, label: label
        )
    }
}
