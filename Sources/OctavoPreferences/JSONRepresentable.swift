/// A preference value with a JSON form compatible with the Readium apps' stored preferences.
public protocol JSONRepresentable: Sendable {
    /// Reads the value, or nil when `json` is of the wrong type or not an allowed value.
    init?(json: JSONValue)

    var json: JSONValue { get }

    /// What JSON the type accepts, in words, for messages.
    static var jsonDescription: String { get }
}

extension Bool: JSONRepresentable {
    public init?(json: JSONValue) {
        guard case .bool(let value) = json else { return nil }
        self = value
    }

    public var json: JSONValue { .bool(self) }
}

extension Double: JSONRepresentable {
    public init?(json: JSONValue) {
        guard let value = json.doubleValue, value.isFinite else { return nil }
        self = value
    }

    /// Whole numbers are written without a fraction ("1" rather than "1.0"), as other apps do.
    public var json: JSONValue {
        if rounded() == self, abs(self) < 1e15 { return .integer(Int(self)) }
        return .number(self)
    }
}

extension String: JSONRepresentable {
    public init?(json: JSONValue) {
        guard case .string(let value) = json else { return nil }
        self = value
    }

    public var json: JSONValue { .string(self) }
}

extension JSONRepresentable where Self: RawRepresentable, RawValue == String {
    public init?(json: JSONValue) {
        guard case .string(let raw) = json else { return nil }
        self.init(rawValue: raw)
    }

    public var json: JSONValue { .string(rawValue) }
}
