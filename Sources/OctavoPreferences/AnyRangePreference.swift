/// A type-erased preference whose values lie in a range.
///
/// `set` clamps into the range and ignores values that are not ordered at all (NaN), so what is
/// stored is always a value the component can use.
public final class AnyRangePreference<Value: Comparable>: AnyPreference<Value>, RangePreference {
    public let supportedRange: ClosedRange<Value>
    public let progressionStrategy: ProgressionStrategy<Value>
    private let formatValue: (Value) -> String

    public init(
        key: String? = nil,
        value: @escaping () -> Value?,
        effectiveValue: @escaping () -> Value,
        requirements: @escaping () -> [ActivationRequirement] = { [] },
        set: @escaping (Value?) -> Void,
        activate: @escaping () -> Void = {},
        supportedRange: ClosedRange<Value>,
        progressionStrategy: ProgressionStrategy<Value>,
        format: @escaping (Value) -> String
    ) {
        self.supportedRange = supportedRange
        self.progressionStrategy = progressionStrategy
        self.formatValue = format
        super.init(
            key: key,
            value: value,
            effectiveValue: effectiveValue,
            requirements: requirements,
            set: { newValue in
                guard let newValue else { return set(nil) }
                guard newValue == newValue else { return }
                set(newValue.clamped(to: supportedRange))
            },
            activate: activate
        )
    }

    public func increment() {
        set(progressionStrategy.next(after: value ?? effectiveValue, in: supportedRange))
    }

    public func decrement() {
        set(progressionStrategy.previous(before: value ?? effectiveValue, in: supportedRange))
    }

    public func format(value: Value) -> String { formatValue(value) }
}

extension Comparable {
    /// This value brought into `range`.
    public func clamped(to range: ClosedRange<Self>) -> Self {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
