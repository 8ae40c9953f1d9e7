/// A type-erased preference whose values lie in a range.
///
/// `set` clamps into the range and ignores values that are not ordered at all (NaN), so what is
/// stored is always a value the component can use.
public final class AnyRangePreference<Value: Comparable>: AnyPreference<Value>, RangePreference {
    public let supportedRange: ClosedRange<Value>
    /// How `increment()` and `decrement()` move, unless the handle was given its own stepping.
    public let progressionStrategy: ProgressionStrategy<Value>
    private let formatValue: (Value) -> String
    private let stepUp: (AnyRangePreference<Value>) -> Void
    private let stepDown: (AnyRangePreference<Value>) -> Void

    /// A handle that steps with `progressionStrategy`.
    public convenience init(
        key: String? = nil,
        value: @escaping () -> Value?,
        effectiveValue: @escaping () -> Value,
        requirements: @escaping () -> [ActivationRequirement] = { [] },
        isEffective: (() -> Bool)? = nil,
        set: @escaping (Value?) -> Void,
        activate: @escaping () -> Void = {},
        supportedRange: ClosedRange<Value>,
        progressionStrategy: ProgressionStrategy<Value>,
        format: @escaping (Value) -> String
    ) {
        self.init(
            key: key, value: value, effectiveValue: effectiveValue, requirements: requirements, isEffective: isEffective, set: set,
            activate: activate, supportedRange: supportedRange, progressionStrategy: progressionStrategy, format: format,
            increment: { $0.set(progressionStrategy.next(after: $0.value ?? $0.effectiveValue, in: supportedRange)) },
            decrement: { $0.set(progressionStrategy.previous(before: $0.value ?? $0.effectiveValue, in: supportedRange)) }
        )
    }

    /// A handle with stepping of its own (a mapped or erased preference); `increment` and
    /// `decrement` receive the handle.
    public init(
        key: String? = nil,
        value: @escaping () -> Value?,
        effectiveValue: @escaping () -> Value,
        requirements: @escaping () -> [ActivationRequirement] = { [] },
        isEffective: (() -> Bool)? = nil,
        set: @escaping (Value?) -> Void,
        activate: @escaping () -> Void = {},
        supportedRange: ClosedRange<Value>,
        progressionStrategy: ProgressionStrategy<Value>,
        format: @escaping (Value) -> String,
        increment: @escaping (AnyRangePreference<Value>) -> Void,
        decrement: @escaping (AnyRangePreference<Value>) -> Void
    ) {
        self.supportedRange = supportedRange
        self.progressionStrategy = progressionStrategy
        self.formatValue = format
        stepUp = increment
        stepDown = decrement
        super.init(
            key: key,
            value: value,
            effectiveValue: effectiveValue,
            requirements: requirements,
            isEffective: isEffective,
            set: { newValue in
                guard let newValue else { return set(nil) }
                guard newValue == newValue else { return }
                set(newValue.clamped(to: supportedRange))
            },
            activate: activate
        )
    }

    /// Erases the type of any range preference handle; it steps as the handle does.
    public convenience init<P: RangePreference>(_ preference: P, key: String? = nil) where P.Value == Value {
        let range = preference.supportedRange
        self.init(
            key: key,
            value: { preference.value },
            effectiveValue: { preference.effectiveValue },
            requirements: { preference.requirements },
            isEffective: { preference.isEffective },
            set: { preference.set($0) },
            activate: { preference.activate() },
            supportedRange: range,
            progressionStrategy: ProgressionStrategy(next: { _ in range.upperBound }, previous: { _ in range.lowerBound }),
            format: { preference.format(value: $0) },
            increment: { _ in preference.increment() },
            decrement: { _ in preference.decrement() }
        )
    }

    public func increment() { stepUp(self) }

    public func decrement() { stepDown(self) }

    public func format(value: Value) -> String { formatValue(value) }
}

extension Comparable {
    /// This value brought into `range`.
    public func clamped(to range: ClosedRange<Self>) -> Self {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
