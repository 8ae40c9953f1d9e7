/// One key of a preferences type: how it is read from and written to JSON, merged and filtered.
///
/// A preferences type lists its fields once, and merging, filtering and lenient JSON coding all
/// follow from that list; adding a preference is one line.
public struct PreferenceField<Root>: Sendable {
    public let key: String
    /// What the key accepts, in words.
    public var expected: String { describeExpected() }
    /// Worded only when a warning needs it: every table builds its fields on the way to a first
    /// frame, and most runs never word one.
    let describeExpected: @Sendable () -> String
    let isSet: @Sendable (Root) -> Bool
    let clear: @Sendable (inout Root) -> Void
    let copyIfSet: @Sendable (inout Root, Root) -> Void
    let encode: @Sendable (Root) -> JSONValue?
    /// Stores the value read from JSON, or returns why it could not.
    let decode: @Sendable (inout Root, JSONValue) -> PreferencesDecodingWarning.Action?

    /// A key holding any JSON-representable value; invalid JSON values are dropped.
    public init<Value: JSONRepresentable>(_ key: String, _ keyPath: WritableKeyPath<Root, Value?> & Sendable) {
        self.init(key, keyPath, expected: { Value.jsonDescription }) { json in
            Value(json: json).map { ($0, nil) }
        }
    }

    /// A number key whose stored values are clamped into `range` when read.
    public init(_ key: String, _ keyPath: WritableKeyPath<Root, Double?> & Sendable, range: ClosedRange<Double>) {
        let expected: @Sendable () -> String = { "a number from \(range.lowerBound.json.shortDescription) to \(range.upperBound.json.shortDescription)" }
        self.init(key, keyPath, expected: expected) { json in
            guard let number = Double(json: json) else { return nil }
            let clamped = number.clamped(to: range)
            return (clamped, clamped == number ? nil : .clamped(to: clamped))
        }
    }

    private init(
        key: String,
        expected: @escaping @Sendable () -> String,
        isSet: @escaping @Sendable (Root) -> Bool,
        clear: @escaping @Sendable (inout Root) -> Void,
        copyIfSet: @escaping @Sendable (inout Root, Root) -> Void,
        encode: @escaping @Sendable (Root) -> JSONValue?,
        decode: @escaping @Sendable (inout Root, JSONValue) -> PreferencesDecodingWarning.Action?
    ) {
        self.key = key
        describeExpected = expected
        self.isSet = isSet
        self.clear = clear
        self.copyIfSet = copyIfSet
        self.encode = encode
        self.decode = decode
    }

    private init<Value: JSONRepresentable>(
        _ key: String,
        _ keyPath: WritableKeyPath<Root, Value?> & Sendable,
        expected: @escaping @Sendable () -> String,
        read: @escaping @Sendable (JSONValue) -> (Value, PreferencesDecodingWarning.Action?)?
    ) {
        self.key = key
        describeExpected = expected
        isSet = { $0[keyPath: keyPath] != nil }
        clear = { $0[keyPath: keyPath] = nil }
        copyIfSet = { root, other in
            if let value = other[keyPath: keyPath] { root[keyPath: keyPath] = value }
        }
        encode = { $0[keyPath: keyPath]?.json }
        decode = { root, json in
            guard let (value, warning) = read(json) else { return .dropped }
            root[keyPath: keyPath] = value
            return warning
        }
    }
}

extension PreferenceField {
    /// The same key inside a type that keeps these preferences at `path` (app defaults kept as
    /// preferences).
    public func lifted<Outer>(through path: WritableKeyPath<Outer, Root> & Sendable) -> PreferenceField<Outer> {
        let (isSet, clear, copyIfSet, encode, decode) = (isSet, clear, copyIfSet, encode, decode)
        return PreferenceField<Outer>(
            key: key, expected: describeExpected,
            isSet: { isSet($0[keyPath: path]) },
            clear: { clear(&$0[keyPath: path]) },
            copyIfSet: { outer, other in copyIfSet(&outer[keyPath: path], other[keyPath: path]) },
            encode: { encode($0[keyPath: path]) },
            decode: { decode(&$0[keyPath: path], $1) }
        )
    }
}

extension JSONRepresentable {
    public static var jsonDescription: String { "a valid \(Self.self) value" }
}

extension Bool {
    public static var jsonDescription: String { "a boolean (true or false)" }
}

extension Double {
    public static var jsonDescription: String { "a number" }
}

extension String {
    public static var jsonDescription: String { "a string" }
}

extension JSONRepresentable where Self: RawRepresentable & CaseIterable, RawValue == String {
    public static var jsonDescription: String {
        "one of " + allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    }
}
