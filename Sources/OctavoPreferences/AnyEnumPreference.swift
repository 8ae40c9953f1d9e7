/// A type-erased preference restricted to a list of values.
///
/// Setting a value outside `supportedValues` leaves the preference unchanged: a stale or hostile
/// value must never take a reading app down.
public final class AnyEnumPreference<Value: Equatable>: AnyPreference<Value>, EnumPreference {
    private let readSupportedValues: () -> [Value]

    public init(
        key: String? = nil,
        value: @escaping () -> Value?,
        effectiveValue: @escaping () -> Value,
        requirements: @escaping () -> [ActivationRequirement] = { [] },
        isEffective: (() -> Bool)? = nil,
        set: @escaping (Value?) -> Void,
        activate: @escaping () -> Void = {},
        supportedValues: @escaping () -> [Value]
    ) {
        self.readSupportedValues = supportedValues
        super.init(
            key: key,
            value: value,
            effectiveValue: effectiveValue,
            requirements: requirements,
            isEffective: isEffective,
            set: { newValue in
                if let newValue, !supportedValues().contains(newValue) { return }
                set(newValue)
            },
            activate: activate
        )
    }

    /// Erases the type of any enum preference handle.
    public convenience init<P: EnumPreference>(_ preference: P, key: String? = nil) where P.Value == Value {
        self.init(
            key: key,
            value: { preference.value },
            effectiveValue: { preference.effectiveValue },
            requirements: { preference.requirements },
            isEffective: { preference.isEffective },
            set: { preference.set($0) },
            activate: { preference.activate() },
            supportedValues: { preference.supportedValues }
        )
    }

    public var supportedValues: [Value] { readSupportedValues() }
}
