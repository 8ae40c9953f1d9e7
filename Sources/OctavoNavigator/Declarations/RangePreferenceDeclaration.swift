import OctavoPreferences

/// A number in a range, moved by steps, edited through an `AnyRangePreference<Double>` and shown
/// as a stepper.
public struct RangePreferenceDeclaration<Preferences: KeyedPreferences, Settings>: DeclaredPreference {
    public let header: DeclarationHeader
    public let field: PreferenceField<Preferences>
    let keyPath: WritableKeyPath<Preferences, Double?> & Sendable
    let effectiveValue: @Sendable (Settings) -> Double
    public let supportedRange: ClosedRange<Double>
    let step: Step
    let format: @Sendable (Double) -> String
    let conditions: [ActivationCondition<Preferences, Settings>]

    init(
        _ header: DeclarationHeader,
        _ keyPath: WritableKeyPath<Preferences, Double?> & Sendable,
        effectiveValue: @escaping @Sendable (Settings) -> Double,
        range: ClosedRange<Double>,
        step: Step,
        format: @escaping @Sendable (Double) -> String,
        conditions: [ActivationCondition<Preferences, Settings>] = []
    ) {
        self.header = header
        field = PreferenceField(header.key, keyPath, range: range)
        self.keyPath = keyPath
        self.effectiveValue = effectiveValue
        supportedRange = range
        self.step = step
        self.format = format
        self.conditions = conditions
    }

    public func handle(in state: PreferencesEditingState<Preferences, Settings>) -> AnyRangePreference<Double> {
        state.rangePreference(
            key: key, keyPath, effectiveValue: effectiveValue,
            supportedRange: supportedRange, progressionStrategy: step.strategy,
            format: format, conditions: conditions
        )
    }

    public func control(in state: PreferencesEditingState<Preferences, Settings>) -> PreferenceControl {
        .stepper(handle(in: state))
    }
}

extension RangePreferenceDeclaration {
    /// How the stepper moves, kept as data so the declaration is `Sendable`.
    enum Step: Sendable {
        case increment(Double)
        case steps([Double])

        var strategy: ProgressionStrategy<Double> {
            switch self {
            case .increment(let amount): .increment(amount)
            case .steps(let steps): .steps(steps)
            }
        }
    }
}
