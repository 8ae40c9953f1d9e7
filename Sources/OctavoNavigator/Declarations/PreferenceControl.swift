import OctavoPreferences
import OctavoPublication

/// How a settings screen or a script edits a preference, with the typed handle to edit it
/// through. Every declared preference has exactly one.
public enum PreferenceControl {
    /// On or off.
    case toggle(AnyPreference<Bool>)
    /// Auto (follow the publication), yes or no.
    case tristate(AnyPreference<Bool?>)
    /// One of a list, the values as their JSON, with a label for each.
    case picker(AnyEnumPreference<JSONValue>, label: (JSONValue) -> String)
    /// A number moved by steps.
    case stepper(AnyRangePreference<Double>)
    /// A colour: a palette, or any value typed in.
    case color(AnyPreference<Color>)
    /// A BCP-47 language: common ones, or any tag typed in.
    case language(AnyPreference<Language?>)

    /// A picker over JSON values for an enum handle whose values have a JSON form.
    static func picker<Value: Equatable>(
        _ preference: AnyEnumPreference<Value>, json: @escaping (Value) -> JSONValue, label: @escaping (Value) -> String
    ) -> PreferenceControl {
        let erased = AnyEnumPreference<JSONValue>(
            key: preference.key,
            value: { preference.value.map(json) },
            effectiveValue: { json(preference.effectiveValue) },
            requirements: { preference.requirements },
            isEffective: { preference.isEffective },
            set: { wanted in
                guard let wanted else { return preference.clear() }
                if let value = preference.supportedValues.first(where: { json($0) == wanted }) { preference.set(value) }
            },
            activate: { preference.activate() },
            supportedValues: { preference.supportedValues.map(json) }
        )
        return .picker(erased) { value in
            preference.supportedValues.first { json($0) == value }.map(label) ?? value.shortDescription
        }
    }
}
