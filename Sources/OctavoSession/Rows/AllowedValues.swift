import OctavoPreferences

/// What a row accepts, for the help screen, the CLI and error messages.
public enum AllowedValues: Sendable, Equatable {
    case boolean
    /// Values as JSON with their labels.
    case values([(json: JSONValue, label: String)])
    /// Bounds as numbers (for scripts) and as the row shows them, in the row's unit ("50%").
    case range(lower: Double, upper: Double, step: String, lowerLabel: String, upperLabel: String)
    case color(palette: [String])
    case language(suggested: [String])
    case booleanOrAuto

    public static func == (a: AllowedValues, b: AllowedValues) -> Bool {
        switch (a, b) {
        case (.boolean, .boolean), (.booleanOrAuto, .booleanOrAuto): true
        case (.values(let x), .values(let y)): x.map(\.json) == y.map(\.json) && x.map(\.label) == y.map(\.label)
        case (.range(let l1, let u1, let s1, _, _), .range(let l2, let u2, let s2, _, _)): l1 == l2 && u1 == u2 && s1 == s2
        case (.color(let x), .color(let y)): x == y
        case (.language(let x), .language(let y)): x == y
        default: false
        }
    }

    /// In words, in the unit the row shows: "one of light, dark, sepia", "10% to 500% in steps of +10%".
    public var summary: String {
        switch self {
        case .boolean: "true or false"
        case .booleanOrAuto: "auto, true or false"
        case .values(let values): "one of " + values.map { $0.json.plainText }.joined(separator: ", ")
        case .range(_, _, let step, let lowerLabel, let upperLabel):
            step.hasPrefix("+") ? "\(lowerLabel) to \(upperLabel) in steps of \(step)" : "\(lowerLabel) to \(upperLabel), by the steps \(step)"
        case .color(let palette): "#RRGGBB or one of " + palette.joined(separator: ", ")
        case .language: "a BCP-47 language tag (en, ja-JP, ar-EG, zh-Hant…)"
        }
    }

    /// What an entry field accepts, for the status line while typing and after a refused value.
    public var entryHint: String { "allowed: \(summary)" }
}

extension JSONValue {
    /// The value as a person would type it: strings without quotes, null as "none".
    public var plainText: String {
        switch self {
        case .null: "none"
        case .string(let text): text
        default: shortDescription
        }
    }
}
