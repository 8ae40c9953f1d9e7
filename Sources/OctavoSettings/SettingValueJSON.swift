import Foundation

/// JSON is the format of the settings file and of most default-value sources, so values
/// encode to and decode from it directly. `null` has no setting equivalent and is rejected.
extension SettingValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else if let double = try? container.decode(Double.self) {
            self = .double(double)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([SettingValue].self) {
            self = .array(array)
        } else if let object = try? container.decode([String: SettingValue].self) {
            self = .object(object)
        } else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected a boolean, number, string, array or object (null is not a setting value)"
            )
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let bool): try container.encode(bool)
        case .int(let int): try container.encode(int)
        case .double(let double): try container.encode(double)
        case .string(let string): try container.encode(string)
        case .array(let array): try container.encode(array)
        case .object(let object): try container.encode(object)
        }
    }

    /// Parses JSON text into a value; sources and the settings file share this single entry point.
    public init(json data: Data) throws {
        self = try JSONDecoder().decode(SettingValue.self, from: data)
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
