import OctavoPreferences

/// The values a setting can hold: JSON's, as one type with the preferences (`JSONValue`), since
/// settings travel through JSON files, the environment and remote sources. Keeping the set closed
/// lets the container check types the moment a value arrives instead of failing at the point of
/// use; `null` is no setting value.
public typealias SettingValue = JSONValue

extension JSONValue {
    /// The shape of a value without its content, used to describe what a setting accepts.
    public enum Kind: String, Sendable, Hashable, CustomStringConvertible {
        case null = "Null"
        case bool = "Bool"
        case int = "Int"
        case double = "Double"
        case string = "String"
        case array = "Array"
        case object = "Object"

        public var description: String { rawValue }

        /// The kind with its article, so error messages read as English ("an Int", "a String").
        var withArticle: String {
            let vowels: Set<Character> = ["A", "E", "I", "O", "U"]
            return (rawValue.first.map(vowels.contains) ?? false ? "an " : "a ") + rawValue
        }
    }

    public var kind: Kind {
        switch self {
        case .null: .null
        case .bool: .bool
        case .integer: .int
        case .number: .double
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// Returns this value reshaped to `kind`, or `nil` when it does not fit.
    ///
    /// JSON does not distinguish `1` from `1.0`, so numbers cross between `Int` and `Double`
    /// whenever no information is lost: any integer fits a `Double` setting and a whole `Double`
    /// fits an `Int` setting.
    public func converted(to kind: Kind) -> SettingValue? {
        switch (self, kind) {
        case (.integer(let int), .double):
            .number(Double(int))
        case (.number(let double), .int):
            Int(exactly: double).map(SettingValue.integer)
        default:
            self.kind == kind ? self : nil
        }
    }
}

extension JSONValue: CustomStringConvertible {
    /// JSON-like text, so messages show strings quoted and structures readably.
    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let bool): String(bool)
        case .integer(let int): String(int)
        case .number(let double): String(double)
        case .string(let string): "\"\(string)\""
        case .array(let array): "[" + array.map(\.description).joined(separator: ", ") + "]"
        case .object(let object):
            "{"
                + object.sorted { $0.key < $1.key }
                .map { "\"\($0.key)\": \($0.value)" }
                .joined(separator: ", ") + "}"
        }
    }
}

extension JSONValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
    ExpressibleByDictionaryLiteral
{
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: SettingValue...) { self = .array(elements) }

    public init(dictionaryLiteral elements: (String, SettingValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
