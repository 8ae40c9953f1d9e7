/// The state behind a preferences editor: the preferences being edited and the settings they
/// resolve to, recomputed after every edit so that each handle's `effectiveValue` and
/// `isEffective` are current right after `set`.
///
/// Editors keep one and build their typed handles with it; the handles all share it.
public final class PreferencesEditingState<Preferences: ConfigurablePreferences, Settings> {
    public typealias Condition = ActivationCondition<Preferences, Settings>

    public private(set) var preferences: Preferences
    public private(set) var settings: Settings
    private let resolve: (Preferences) -> Settings

    /// - Parameter resolve: what the component would do with a set of preferences.
    public init(preferences: Preferences, resolve: @escaping (Preferences) -> Settings) {
        self.preferences = preferences
        self.settings = resolve(preferences)
        self.resolve = resolve
    }

    /// Applies a change and recomputes the settings.
    public func edit(_ change: (inout Preferences) -> Void) {
        var edited = preferences
        change(&edited)
        replace(with: edited)
    }

    /// Replaces every preference and recomputes the settings.
    public func replace(with newPreferences: Preferences) {
        preferences = newPreferences
        settings = resolve(newPreferences)
    }

    /// The state of each condition for the current preferences.
    ///
    /// Whether preferences can meet a condition is found by trying its change on a copy, so a rule
    /// that a forced setting overrides (scroll with vertical text) is reported as not meetable.
    public func requirements(for conditions: [Condition]) -> [ActivationRequirement] {
        conditions.map { condition in
            let met = condition.isMet(preferences, settings)
            var meetable = false
            // A met condition needs no trial: it counts as one preferences can meet.
            if !met, let fulfil = condition.fulfil {
                var trial = preferences
                fulfil(&trial, settings)
                meetable = condition.isMet(trial, resolve(trial))
            }
            return ActivationRequirement(
                key: condition.key,
                description: condition.description,
                canBeMetByPreferences: met || meetable,
                isMet: met
            )
        }
    }

    /// Whether every condition is met now; unlike `requirements(for:)`, without trying out how
    /// preferences could meet those that are not.
    public func meets(_ conditions: [Condition]) -> Bool {
        // By index: `allSatisfy`, called from this generic class, has the runtime look up
        // `Array`'s `Sequence` witnesses on its first use, on the way to a first frame.
        for index in conditions.indices where !conditions[index].isMet(preferences, settings) { return false }
        return true
    }

    /// Meets, in order, every unmet condition that preferences can meet.
    public func activate(_ conditions: [Condition]) {
        var edited = preferences
        var editedSettings = settings
        for condition in conditions where !condition.isMet(edited, editedSettings) {
            guard let fulfil = condition.fulfil else { continue }
            fulfil(&edited, editedSettings)
            editedSettings = resolve(edited)
        }
        if edited != preferences { replace(with: edited) }
    }

    /// A handle on a preference that `read` finds in the preferences and `write` changes.
    public func preference<Value>(
        key: String,
        read: @escaping (Preferences) -> Value?,
        write: @escaping (inout Preferences, Value?) -> Void,
        effectiveValue: @escaping (Settings) -> Value,
        conditions: [Condition] = []
    ) -> AnyPreference<Value> {
        AnyPreference(
            key: key,
            value: { read(self.preferences) },
            effectiveValue: { effectiveValue(self.settings) },
            requirements: { self.requirements(for: conditions) },
            isEffective: { self.meets(conditions) },
            set: { newValue in self.edit { write(&$0, newValue) } },
            activate: { self.activate(conditions) }
        )
    }

    /// A handle on a preference that `read` finds and `write` changes, limited to `supportedValues`.
    public func enumPreference<Value: Equatable>(
        key: String,
        read: @escaping (Preferences) -> Value?,
        write: @escaping (inout Preferences, Value?) -> Void,
        effectiveValue: @escaping (Settings) -> Value,
        supportedValues: [Value],
        conditions: [Condition] = []
    ) -> AnyEnumPreference<Value> {
        preference(key: key, read: read, write: write, effectiveValue: effectiveValue, conditions: conditions)
            .with(supportedValues: supportedValues)
    }

    /// A handle on a preference stored at `keyPath`.
    public func preference<Value>(
        key: String,
        _ keyPath: WritableKeyPath<Preferences, Value?>,
        effectiveValue: @escaping (Settings) -> Value,
        conditions: [Condition] = []
    ) -> AnyPreference<Value> {
        preference(key: key, read: { $0[keyPath: keyPath] }, write: { $0[keyPath: keyPath] = $1 }, effectiveValue: effectiveValue, conditions: conditions)
    }

    /// A handle on a preference stored at `keyPath` and limited to `supportedValues`.
    public func enumPreference<Value: Equatable>(
        key: String,
        _ keyPath: WritableKeyPath<Preferences, Value?>,
        effectiveValue: @escaping (Settings) -> Value,
        supportedValues: [Value],
        conditions: [Condition] = []
    ) -> AnyEnumPreference<Value> {
        enumPreference(
            key: key, read: { $0[keyPath: keyPath] }, write: { $0[keyPath: keyPath] = $1 },
            effectiveValue: effectiveValue, supportedValues: supportedValues, conditions: conditions
        )
    }

    /// A handle on an optional value where nil is itself a choice ("no image filter"): the handle's
    /// value is `.some(nil)` never, nil meaning unset, and setting nil or `.some(nil)` unsets.
    public func optionalEnumPreference<Value: Equatable>(
        key: String,
        _ keyPath: WritableKeyPath<Preferences, Value?>,
        effectiveValue: @escaping (Settings) -> Value?,
        supportedValues: [Value?],
        conditions: [Condition] = []
    ) -> AnyEnumPreference<Value?> {
        enumPreference(
            key: key, read: Self.readOptional(keyPath), write: Self.writeOptional(keyPath),
            effectiveValue: effectiveValue, supportedValues: supportedValues, conditions: conditions
        )
    }

    /// A handle on an optional value where nil is itself a choice (a font family, "follow the
    /// publication"), without a closed list of values.
    public func optionalPreference<Value>(
        key: String,
        _ keyPath: WritableKeyPath<Preferences, Value?>,
        effectiveValue: @escaping (Settings) -> Value?,
        conditions: [Condition] = []
    ) -> AnyPreference<Value?> {
        preference(
            key: key, read: Self.readOptional(keyPath), write: Self.writeOptional(keyPath),
            effectiveValue: effectiveValue, conditions: conditions
        )
    }

    /// Reads an optional that is itself a choice: a stored value is `.some(value)`, unset is nil.
    public static func readOptional<Value>(_ keyPath: WritableKeyPath<Preferences, Value?>) -> (Preferences) -> Value?? {
        { $0[keyPath: keyPath].map { .some($0) } }
    }

    /// Writes an optional that is itself a choice: nil and `.some(nil)` both unset.
    public static func writeOptional<Value>(_ keyPath: WritableKeyPath<Preferences, Value?>) -> (inout Preferences, Value??) -> Void {
        { $0[keyPath: keyPath] = $1 ?? nil }
    }

    /// A handle on a preference stored at `keyPath` whose values lie in `supportedRange`.
    public func rangePreference<Value: Comparable>(
        key: String,
        _ keyPath: WritableKeyPath<Preferences, Value?>,
        effectiveValue: @escaping (Settings) -> Value,
        supportedRange: ClosedRange<Value>,
        progressionStrategy: ProgressionStrategy<Value>,
        format: @escaping (Value) -> String,
        conditions: [Condition] = []
    ) -> AnyRangePreference<Value> {
        AnyRangePreference(
            key: key,
            value: { self.preferences[keyPath: keyPath] },
            effectiveValue: { effectiveValue(self.settings).clamped(to: supportedRange) },
            requirements: { self.requirements(for: conditions) },
            isEffective: { self.meets(conditions) },
            set: { newValue in self.edit { $0[keyPath: keyPath] = newValue } },
            activate: { self.activate(conditions) },
            supportedRange: supportedRange,
            progressionStrategy: progressionStrategy,
            format: format
        )
    }
}
