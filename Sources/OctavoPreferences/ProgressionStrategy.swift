/// How a range preference moves from one value to the next.
///
/// Both strategies always make progress from any starting value, inside the range or not, and stop
/// at the range's bounds: a value between two steps goes to the nearer step in the direction asked.
public struct ProgressionStrategy<Value: Comparable> {
    private let nextValue: (Value) -> Value?
    private let previousValue: (Value) -> Value?

    /// - Parameters:
    ///   - next: the value after a given one, or nil when there is none before the range's end.
    ///   - previous: the value before a given one, or nil when there is none.
    public init(next: @escaping (Value) -> Value?, previous: @escaping (Value) -> Value?) {
        self.nextValue = next
        self.previousValue = previous
    }

    /// The value after `value`, unbounded as in the Readium toolkits; `value` itself when a list
    /// of steps has nothing after it.
    public func increment(_ value: Value) -> Value {
        nextValue(value) ?? value
    }

    /// The value before `value`, unbounded; `value` itself when there is nothing before it.
    public func decrement(_ value: Value) -> Value {
        previousValue(value) ?? value
    }

    /// The value after `value`, clamped into `range`.
    public func next(after value: Value, in range: ClosedRange<Value>) -> Value {
        (nextValue(value) ?? range.upperBound).clamped(to: range)
    }

    /// The value before `value`, clamped into `range`.
    public func previous(before value: Value, in range: ClosedRange<Value>) -> Value {
        (previousValue(value) ?? range.lowerBound).clamped(to: range)
    }
}

extension ProgressionStrategy {
    /// Moves through an ascending list of steps; past the last step, the range's bound.
    public static func steps(_ steps: Value...) -> Self {
        self.steps(steps)
    }

    /// Moves through a list of steps, sorted here so the caller's order does not matter.
    ///
    /// Inlinable, so that the steps are sorted as the caller's own type: sorted generically, the
    /// runtime builds the sort's types on the way to a first frame.
    @inlinable
    public static func steps(_ steps: [Value]) -> Self {
        let sorted = steps.sorted()
        return ProgressionStrategy(
            next: { value in sorted.first { $0 > value } },
            previous: { value in sorted.last { $0 < value } }
        )
    }
}

extension ProgressionStrategy where Value: BinaryFloatingPoint {
    /// How close to a step a value counts as on it, so that a value stored with a little noise
    /// (1.1249 for 1.125) moves on to the next step rather than to the one it is already at.
    public static var stepTolerance: Value { 0.001 }

    /// Moves through a list of steps; a value within `stepTolerance` of a step counts as on it.
    public static func steps(_ steps: Value...) -> Self {
        self.steps(steps)
    }

    /// Moves through a list of steps, sorted here; a value within `stepTolerance` of a step counts
    /// as on it, so a step always moves. Inlinable, as the other `steps(_:)`.
    @inlinable
    public static func steps(_ steps: [Value]) -> Self {
        let sorted = steps.sorted()
        return ProgressionStrategy(
            next: { value in sorted.first { $0 > value + stepTolerance } },
            previous: { value in sorted.last { $0 < value - stepTolerance } }
        )
    }

    /// Adds or subtracts `amount`, rounding the result to the precision of the amount and of the
    /// starting value, so that 1.0 plus six steps of 0.1 is stored as 1.6 and not as 1.6 with
    /// binary noise in its last digits.
    public static func increment(_ amount: Value) -> Self {
        ProgressionStrategy(
            next: { value in (value + amount).snapped(toPrecisionOf: amount, and: value) },
            previous: { value in (value - amount).snapped(toPrecisionOf: amount, and: value) }
        )
    }
}

extension ProgressionStrategy where Value: BinaryInteger {
    /// Adds or subtracts `amount`.
    public static func increment(_ amount: Value) -> Self {
        ProgressionStrategy(next: { $0 + amount }, previous: { $0 - amount })
    }
}
