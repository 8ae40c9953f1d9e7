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
            isEffective: { self.isEffective },
            set: { self.set($0.map(to)) },
            activate: { self.activate() }
        )
    }
}

extension AnyPreference where Value: Equatable {
    /// The same preference, accepting only `supportedValues`.
    public func with(supportedValues: Value...) -> AnyEnumPreference<Value> {
        with(supportedValues: supportedValues)
    }

    /// The same preference, accepting only `supportedValues`.
    public func with(supportedValues: [Value]) -> AnyEnumPreference<Value> {
        AnyEnumPreference(
            key: key,
            value: { self.value },
            effectiveValue: { self.effectiveValue },
            requirements: { self.requirements },
            isEffective: { self.isEffective },
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
            isEffective: { self.isEffective },
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
            isEffective: { self.isEffective },
            set: { self.set($0) },
            activate: { self.activate() },
            supportedValues: { transform(self.supportedValues) }
        )
    }
}

extension AnyRangePreference {
    /// A handle on the same preference in another unit: `fontSize.map(from: { $0 * 16 }, to: {
    /// $0 / 16 })` works in pixels. Each optional part replaces what follows from the conversion:
    /// the range (else the converted bounds), the labels (else the original's, converted back) and
    /// the stepping (else the original's own `increment()` and `decrement()`).
    public func map<T: Comparable>(
        from: @escaping (Value) -> T,
        to: @escaping (T) -> Value,
        supportedRange: ((ClosedRange<Value>) -> ClosedRange<T>)? = nil,
        formatValue: ((T) -> String)? = nil,
        increment: ((AnyRangePreference<T>) -> Void)? = nil,
        decrement: ((AnyRangePreference<T>) -> Void)? = nil
    ) -> AnyRangePreference<T> {
        let original = self.supportedRange
        let bounds = [from(original.lowerBound), from(original.upperBound)].sorted()
        let strategy = progressionStrategy
        let mappedStrategy = ProgressionStrategy<T>(
            next: { from(strategy.next(after: to($0), in: original)) },
            previous: { from(strategy.previous(before: to($0), in: original)) }
        )
        return AnyRangePreference<T>(
            key: key,
            value: { self.value.map(from) },
            effectiveValue: { from(self.effectiveValue) },
            requirements: { self.requirements },
            isEffective: { self.isEffective },
            set: { self.set($0.map(to)) },
            activate: { self.activate() },
            supportedRange: supportedRange?(original) ?? bounds[0]...bounds[1],
            progressionStrategy: mappedStrategy,
            format: formatValue ?? { self.format(value: to($0)) },
            increment: increment ?? { _ in self.increment() },
            decrement: decrement ?? { _ in self.decrement() }
        )
    }

    /// A handle on the same preference in another unit, its range, steps and labels converted.
    public func map<T: Comparable>(from: @escaping (Value) -> T, to: @escaping (T) -> Value) -> AnyRangePreference<T> {
        map(from: from, to: to, supportedRange: nil)
    }

    /// The same preference with another range, labels or stepping (each optional, as in Readium):
    /// `fontSize.map(formatValue: { "\(Int($0 * 16)) px" })`.
    public func map(
        supportedRange: @escaping (ClosedRange<Value>) -> ClosedRange<Value> = { $0 },
        formatValue: ((Value) -> String)? = nil,
        increment: ((AnyRangePreference<Value>) -> Void)? = nil,
        decrement: ((AnyRangePreference<Value>) -> Void)? = nil
    ) -> AnyRangePreference<Value> {
        map(from: { $0 }, to: { $0 }, supportedRange: supportedRange, formatValue: formatValue, increment: increment, decrement: decrement)
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
            isEffective: { self.isEffective },
            set: { self.set($0) },
            activate: { self.activate() },
            supportedRange: supportedRange,
            progressionStrategy: progressionStrategy ?? self.progressionStrategy,
            format: { self.format(value: $0) }
        )
    }
}

extension Preference {
    /// This handle as an `AnyPreference`, the currency of settings screens.
    public func eraseToAnyPreference() -> AnyPreference<Value> {
        self as? AnyPreference<Value> ?? AnyPreference(self)
    }
}

extension EnumPreference where Value: Equatable {
    /// This handle as an `AnyEnumPreference`.
    public func eraseToAnyPreference() -> AnyEnumPreference<Value> {
        self as? AnyEnumPreference<Value> ?? AnyEnumPreference(self)
    }
}

extension RangePreference {
    /// This handle as an `AnyRangePreference`.
    public func eraseToAnyPreference() -> AnyRangePreference<Value> {
        self as? AnyRangePreference<Value> ?? AnyRangePreference(self)
    }
}
