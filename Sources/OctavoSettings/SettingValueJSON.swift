import FoundationEssentials
import OctavoPreferences

/// JSON is the format of the settings file and of most default-value sources, so values are
/// read from and written to it directly. `null` has no setting equivalent and is rejected.
extension JSONValue {
    /// Parses JSON text into a value; sources and the settings file share this single entry point.
    public init(json data: Data) throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: data)
        guard !value.containsNull else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: Self.nullRejection))
        }
        self = value
    }

    /// Why JSON holding `null` is refused.
    static let nullRejection = "null is not a setting value (expected a boolean, number, string, array or object)"

    /// Whether `null` appears anywhere in the value.
    var containsNull: Bool {
        switch self {
        case .null: true
        case .array(let values): values.contains { $0.containsNull }
        case .object(let members): members.values.contains { $0.containsNull }
        default: false
        }
    }

    /// Parses JSON text whose top level must be an object, as every defaults file is.
    public static func jsonObject(from data: Data) throws -> [String: SettingValue] {
        guard case .object(let object) = try SettingValue(json: data) else {
            throw DefaultValueSourceError.notAnObject
        }
        return object
    }

    /// Sorted, pretty-printed JSON so the settings file is stable and readable by people.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
