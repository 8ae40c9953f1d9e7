/// A handle on one preference of an editor, able to predict what the component will use.
public protocol Preference<Value>: AnyObject {
    associatedtype Value

    /// The value chosen by the user; nil when unset.
    var value: Value? { get }

    /// The value the component would use if the preferences were submitted as they are.
    var effectiveValue: Value { get }

    /// Every condition the preference needs to take effect, met or not.
    var requirements: [ActivationRequirement] { get }

    /// Whether the component would take this preference into account now.
    var isEffective: Bool { get }

    /// Sets the user's value; nil unsets it. Other preferences are never touched.
    func set(_ value: Value?)

    /// Applies the smallest change of preferences that meets the requirements preferences can meet.
    ///
    /// - Returns: whether the preference is now effective.
    @discardableResult
    func activate() -> Bool
}

extension Preference {
    /// Whether every requirement is met; a handle that can tell without listing them says so
    /// faster (a screen asks every row on every edit).
    public var isEffective: Bool { requirements.allSatisfy(\.isMet) }

    /// The requirements that keep the preference from taking effect; empty when it is effective.
    public var unmetRequirements: [ActivationRequirement] { requirements.filter { !$0.isMet } }

    /// Unsets the preference.
    public func clear() { set(nil) }
}

extension Preference where Value == Bool {
    /// Flips what the user sees: the chosen value, or the effective one while unset.
    public func toggle() { set(!(value ?? effectiveValue)) }
}

/// A preference restricted to a closed list of values.
public protocol EnumPreference<Value>: Preference {
    /// The values `set` accepts; any other value is ignored.
    var supportedValues: [Value] { get }
}

/// A preference whose values lie in a range, moved through by a progression strategy.
public protocol RangePreference<Value>: Preference where Value: Comparable {
    /// The values `set` accepts; anything outside is clamped into it.
    var supportedRange: ClosedRange<Value> { get }

    /// Moves to the next value of the progression, starting from `value ?? effectiveValue`.
    func increment()

    /// Moves to the previous value of the progression, starting from `value ?? effectiveValue`.
    func decrement()

    /// A label for display, with its unit ("120%", "4.0 pt").
    func format(value: Value) -> String
}
