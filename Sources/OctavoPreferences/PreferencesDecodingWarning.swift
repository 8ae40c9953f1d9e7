/// A problem found in one key of stored preferences, which was repaired rather than failing the
/// whole object: the other keys of the file stay usable.
public struct PreferencesDecodingWarning: Hashable, Sendable, CustomStringConvertible {
    public enum Action: Hashable, Sendable {
        /// The key was ignored: wrong type or unsupported value.
        case dropped
        /// The number was out of range and brought to the nearest bound.
        case clamped(to: Double)
    }

    public let key: String
    /// What the JSON held.
    public let found: JSONValue
    /// What the key accepts, for the message ("a number from 0.1 to 5").
    public let expected: String
    public let action: Action

    public init(key: String, found: JSONValue, expected: String, action: Action) {
        self.key = key
        self.found = found
        self.expected = expected
        self.action = action
    }

    public var description: String {
        switch action {
        case .dropped:
            "\"\(key)\": \(found.shortDescription) is not \(expected); the key was ignored"
        case .clamped(let bound):
            "\"\(key)\": \(found.shortDescription) is out of range (\(expected)); \(bound.json.shortDescription) is used"
        }
    }
}

extension JSONValue {
    /// The value as JSON text, cut short for messages.
    public var shortDescription: String {
        let text: String
        switch self {
        case .null: text = "null"
        case .bool(let value): text = String(value)
        case .integer(let value): text = String(value)
        case .number(let value): text = String(value)
        case .string(let value): text = "\"\(value)\""
        case .array(let values): text = "[" + values.map(\.shortDescription).joined(separator: ",") + "]"
        case .object(let members):
            text = "{" + members.keys.sorted().map { "\"\($0)\":\(members[$0]!.shortDescription)" }.joined(separator: ",") + "}"
        }
        return text.count > 60 ? String(text.prefix(57)) + "..." : text
    }
}
