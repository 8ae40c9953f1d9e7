// Helpers that adapt a preference to what a user interface wants to show, without a new editor:
// another type or unit, a narrower list of values, another range or step.

extension AnyPreference {
    /// A handle on the same preference seen as another type: `from` converts what is stored into
    /// what is shown, `to` converts back.
    public func map<T>(from: @escaping (Value) -> T, to: @escaping (T) -> Value) -> AnyPreference<T> {
        AnyPreference<T>(
            key: key,
            value: { self.value.map(from) },
            effectiveValue: { from(self.effectiveValue) },
            requirements: { self.requirements },
            set: { self.set($0.map(to)) },
            activate: { self.activate() }
        )
    }
}

extension AnyPreference where Value: Equatable {
    /// The same preference, accepting only `supportedValues`.
    public func with(supportedValues: [Value]) -> AnyEnumPreference<Value> {
        AnyEnumPreference(
            key: key,
            value: { self.value },
            effectiveValue: { self.effectiveValue },
            requirements: { self.requirements },
            set: { self.set($0) },
            activate: { self.activate() },
            supportedValues: { supportedValues }
        )
    }
}

extension AnyPreference where Value == Bool {
    /// The same preference with its meaning reversed ("Scroll" shown as "Paginated").
    public func flipped() -> AnyPreference<Bool> {
        map(from: { !$0 }, to: { !$0 })
    }
}

extension AnyEnumPreference {
    /// A handle on the same preference seen as another type, its supported values converted too.
    public func map<T: Equatable>(from: @escaping (Value) -> T, to: @escaping (T) -> Value) -> AnyEnumPreference<T> {
        map(from: from, to: to, supportedValues: nil)
    }

    /// A handle on the same preference seen as another type; the supported values are converted
    /// with `from` unless `supportedValues` says otherwise.
    public func map<T: Equatable>(
        from: @escaping (Value) -> T,
        to: @escaping (T) -> Value,
        supportedValues: (([Value]) -> [T])?
    ) -> AnyEnumPreference<T> {
        AnyEnumPreference<T>(
            key: key,
            value: { self.value.map(from) },
            effectiveValue: { from(self.effectiveValue) },
            requirements: { self.requirements },
            set: { self.set($0.map(to)) },
            activate: { self.activate() },
            supportedValues: { supportedValues?(self.supportedValues) ?? self.supportedValues.map(from) }
        )
    }

    /// The same preference with its list of values transformed (filtered, reordered).
    public func map(supportedValues transform: @escaping ([Value]) -> [Value]) -> AnyEnumPreference<Value> {
        AnyEnumPreference(
            key: key,
            value: { self.value },
            effectiveValue: { self.effectiveValue },
            requirements: { self.requirements },
            set: { self.set($0) },
            activate: { self.activate() },
            supportedValues: { transform(self.supportedValues) }
        )
    }
}

extension AnyRangePreference {
    /// A handle on the same preference in another unit: the range, the steps and the labels follow
    /// the conversion, so `fontSize.map(from: { $0 * 16 }, to: { $0 / 16 })` works in pixels.
    public func map<T: Comparable>(from: @escaping (Value) -> T, to: @escaping (T) -> Value) -> AnyRangePreference<T> {
        let bounds = [from(supportedRange.lowerBound), from(supportedRange.upperBound)].sorted()
        let strategy = progressionStrategy
        let range = supportedRange
        let mapped = ProgressionStrategy<T>(
            next: { from(strategy.next(after: to($0), in: range)) },
            previous: { from(strategy.previous(before: to($0), in: range)) }
        )
        return AnyRangePreference<T>(
            key: key,
            value: { self.value.map(from) },
            effectiveValue: { from(self.effectiveValue) },
            requirements: { self.requirements },
            set: { self.set($0.map(to)) },
            activate: { self.activate() },
            supportedRange: bounds[0]...bounds[1],
            progressionStrategy: mapped,
            format: { self.format(value: to($0)) }
        )
    }

    /// The same preference with another range and, optionally, another progression.
    public func with(
        supportedRange: ClosedRange<Value>,
        progressionStrategy: ProgressionStrategy<Value>? = nil
    ) -> AnyRangePreference<Value> {
        AnyRangePreference(
            key: key,
            value: { self.value },
            effectiveValue: { self.effectiveValue },
            requirements: { self.requirements },
            set: { self.set($0) },
            activate: { self.activate() },
            supportedRange: supportedRange,
            progressionStrategy: progressionStrategy ?? self.progressionStrategy,
            format: { self.format(value: $0) }
        )
    }
}
