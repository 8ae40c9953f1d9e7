import FoundationEssentials
import Synchronization

/// Preferences described by a list of fields, which gives them merging, filtering and lenient,
/// lossless JSON coding for free.
///
/// Decoding never fails because of one bad key: out-of-range numbers are clamped, values of the
/// wrong type or not supported are dropped with a `PreferencesDecodingWarning`, and keys that are
/// not fields are kept in `unknownFields` and written back unchanged.
public protocol KeyedPreferences: ConfigurablePreferences {
    /// The set with nothing set.
    init()

    /// Every key, in the order they are documented.
    static var fields: [PreferenceField<Self>] { get }

    /// Keys read from JSON that are not fields of this version, kept verbatim.
    var unknownFields: [String: JSONValue] { get set }
}

extension KeyedPreferences {
    public static var empty: Self { Self() }

    /// Every field key, in order.
    public static var keys: [String] { fields.map(\.key) }

    public func merging(_ other: Self) -> Self {
        var merged = self
        for field in Self.fields { field.copyIfSet(&merged, other) }
        merged.unknownFields.merge(other.unknownFields) { _, theirs in theirs }
        return merged
    }

    /// A copy keeping only the given keys (unknown fields are not kept).
    public func filter(keys: Set<String>) -> Self {
        var filtered = self
        for field in Self.fields where !keys.contains(field.key) { field.clear(&filtered) }
        filtered.unknownFields = [:]
        return filtered
    }

    /// A copy without the given keys (unknown fields are kept).
    public func filterNot(keys: Set<String>) -> Self {
        var filtered = self
        for field in Self.fields where keys.contains(field.key) { field.clear(&filtered) }
        return filtered
    }

    /// The keys that have a value, in field order.
    public var setKeys: [String] { Self.fields.filter { $0.isSet(self) }.map(\.key) }

    /// Whether nothing is set, not even an unknown key.
    public var isEmpty: Bool { setKeys.isEmpty && unknownFields.isEmpty }

    /// The JSON object of these preferences: set keys with their values, plus unknown keys.
    public var jsonObject: [String: JSONValue] {
        var object = unknownFields
        for field in Self.fields {
            if let value = field.encode(self) { object[field.key] = value }
        }
        return object
    }

    /// Reads a JSON object leniently, reporting each repaired key in `warnings`.
    public init(jsonObject: [String: JSONValue], warnings: inout [PreferencesDecodingWarning]) {
        self.init()
        let fieldsByKey = Dictionary(uniqueKeysWithValues: Self.fields.map { ($0.key, $0) })
        for key in jsonObject.keys.sorted() {
            let json = jsonObject[key]!
            guard let field = fieldsByKey[key] else {
                unknownFields[key] = json
                continue
            }
            if json == .null { continue }
            if let action = field.decode(&self, json) {
                warnings.append(PreferencesDecodingWarning(key: key, found: json, expected: field.expected, action: action))
            }
        }
    }

    public init(from decoder: any Decoder) throws {
        let object = try decoder.singleValueContainer().decode([String: JSONValue].self)
        var warnings: [PreferencesDecodingWarning] = []
        self.init(jsonObject: object, warnings: &warnings)
        (decoder.userInfo[.preferencesDecodingWarnings] as? PreferencesDecodingWarnings)?.append(warnings)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(jsonObject)
    }

    /// Decodes JSON data and returns the warnings for the keys that had to be repaired.
    ///
    /// - Throws: only when the data is not a JSON object at all.
    public static func decode(from data: Data) throws -> (preferences: Self, warnings: [PreferencesDecodingWarning]) {
        let collector = PreferencesDecodingWarnings()
        let decoder = JSONDecoder()
        decoder.userInfo[.preferencesDecodingWarnings] = collector
        let preferences = try decoder.decode(Self.self, from: data)
        return (preferences, collector.all)
    }
}

extension CodingUserInfoKey {
    /// Put a `PreferencesDecodingWarnings` here to learn what a `JSONDecoder` repaired.
    public static let preferencesDecodingWarnings = CodingUserInfoKey(rawValue: "octavo.preferencesDecodingWarnings")!
}

/// Collects the warnings of every preferences object one decoder reads.
public final class PreferencesDecodingWarnings: Sendable {
    private let warnings = Mutex<[PreferencesDecodingWarning]>([])

    public init() {}

    public var all: [PreferencesDecodingWarning] { warnings.withLock { $0 } }

    func append(_ more: [PreferencesDecodingWarning]) {
        warnings.withLock { $0.append(contentsOf: more) }
    }
}
