/// A type-erased preference handle, the currency of settings screens.
///
/// Enum and range handles are subclasses, so an `AnyEnumPreference<V>` or an
/// `AnyRangePreference<V>` can be passed wherever an `AnyPreference<V>` is expected.
public class AnyPreference<Value>: Preference {
    /// The JSON key of the underlying preference, when there is one.
    public let key: String?

    private let readValue: () -> Value?
    private let readEffectiveValue: () -> Value
    private let readRequirements: () -> [ActivationRequirement]
    private let readIsEffective: () -> Bool
    private let write: (Value?) -> Void
    private let applyRequirements: () -> Void

    public init(
        key: String? = nil,
        value: @escaping () -> Value?,
        effectiveValue: @escaping () -> Value,
        requirements: @escaping () -> [ActivationRequirement] = { [] },
        isEffective: (() -> Bool)? = nil,
        set: @escaping (Value?) -> Void,
        activate: @escaping () -> Void = {}
    ) {
        self.key = key
        self.readValue = value
        self.readEffectiveValue = effectiveValue
        self.readRequirements = requirements
        readIsEffective = isEffective ?? { requirements().allSatisfy(\.isMet) }
        self.write = set
        self.applyRequirements = activate
    }

    /// Erases the type of any preference handle.
    public convenience init<P: Preference>(_ preference: P, key: String? = nil) where P.Value == Value {
        self.init(
            key: key,
            value: { preference.value },
            effectiveValue: { preference.effectiveValue },
            requirements: { preference.requirements },
            isEffective: { preference.isEffective },
            set: { preference.set($0) },
            activate: { preference.activate() }
        )
    }

    public var value: Value? { readValue() }
    public var effectiveValue: Value { readEffectiveValue() }
    public var requirements: [ActivationRequirement] { readRequirements() }
    public var isEffective: Bool { readIsEffective() }
    public func set(_ value: Value?) { write(value) }

    @discardableResult
    public func activate() -> Bool {
        applyRequirements()
        return isEffective
    }
}
