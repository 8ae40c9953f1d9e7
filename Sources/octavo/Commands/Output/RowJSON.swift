import OctavoPreferences
import OctavoStore
import OctavoSession

/// The JSON shapes scripts rely on (issue 6); keep them additive.
extension PreferenceRow {
    /// `get --json`: `{key, value, effectiveValue, isEffective}`; `value` is null when unset.
    var valueJSON: JSONValue {
        .object([
            "key": .string(key),
            "value": value ?? .null,
            "effectiveValue": effectiveValue,
            "isEffective": .bool(isEffective),
        ])
    }

    /// One element of `list --json`. `requirements` are the unmet ones, as the settings screen
    /// shows them; `explain` gives every requirement with its state.
    func listJSON(source: PreferenceSource?) -> JSONValue {
        guard case .object(var object) = valueJSON else { return valueJSON }
        object["title"] = .string(title)
        object["kind"] = .string(kind.rawValue)
        object["label"] = .string(label)
        object["source"] = .string(source?.rawValue ?? "default")
        object["allowed"] = allowed.json
        object["requirements"] = .array(unmetRequirements.map(\.json))
        return .object(object)
    }
}

extension ActivationRequirement {
    /// `{key, description, canBeMetByPreferences, isMet}`; `key` is null for a property of the
    /// publication (its layout) that no preference changes.
    var json: JSONValue {
        .object([
            "key": key.map(JSONValue.string) ?? .null,
            "description": .string(description),
            "canBeMetByPreferences": .bool(canBeMetByPreferences),
            "isMet": .bool(isMet),
        ])
    }
}

extension AllowedValues {
    /// `{type, summary, …}`: `values` (JSON values) and `labels` for pickers and toggles,
    /// `lower`/`upper`/`step` for ranges, `palette` for colours, `suggested` for languages.
    var json: JSONValue {
        var object: [String: JSONValue] = ["summary": .string(summary)]
        switch self {
        case .boolean:
            object["type"] = .string("boolean")
            object["values"] = .array([.bool(false), .bool(true)])
        case .booleanOrAuto:
            object["type"] = .string("booleanOrAuto")
            object["values"] = .array([.null, .bool(false), .bool(true)])
        case .values(let values):
            object["type"] = .string("values")
            object["values"] = .array(values.map(\.json))
            object["labels"] = .array(values.map { .string($0.label) })
        case .range(let lower, let upper, let step, let lowerLabel, let upperLabel):
            object["type"] = .string("range")
            object["lower"] = .number(lower)
            object["upper"] = .number(upper)
            object["step"] = .string(step)
            object["lowerLabel"] = .string(lowerLabel)
            object["upperLabel"] = .string(upperLabel)
        case .color(let palette):
            object["type"] = .string("color")
            object["palette"] = .array(palette.map(JSONValue.string))
        case .language(let suggested):
            object["type"] = .string("language")
            object["suggested"] = .array(suggested.map(JSONValue.string))
        }
        return .object(object)
    }
}
