import FoundationEssentials

/// A Swift type that can be stored in a setting, which is what makes typed access
/// (`let n: Int = try container.value(for: key)`) possible.
///
/// Conform your own types (for example a `RawRepresentable` enum) by mapping them onto one of
/// the `SettingValue` cases.
public protocol SettingValueConvertible: Sendable {
    /// Returns `nil` when the value cannot represent this type, which the container reports as a type mismatch.
    init?(settingValue: SettingValue)
    var settingValue: SettingValue { get }
}

extension SettingValue: SettingValueConvertible {
    public init?(settingValue: SettingValue) { self = settingValue }
    public var settingValue: SettingValue { self }
}

extension Bool: SettingValueConvertible {
    public init?(settingValue: SettingValue) {
        guard case .bool(let bool) = settingValue else { return nil }
        self = bool
    }

    public var settingValue: SettingValue { .bool(self) }
}

extension Int: SettingValueConvertible {
    public init?(settingValue: SettingValue) {
        guard case .integer(let int) = settingValue.converted(to: .int) else { return nil }
        self = int
    }

    public var settingValue: SettingValue { .integer(self) }
}

extension Double: SettingValueConvertible {
    public init?(settingValue: SettingValue) {
        guard case .number(let double) = settingValue.converted(to: .double) else { return nil }
        self = double
    }

    public var settingValue: SettingValue { .number(self) }
}

extension String: SettingValueConvertible {
    public init?(settingValue: SettingValue) {
        guard case .string(let string) = settingValue else { return nil }
        self = string
    }

    public var settingValue: SettingValue { .string(self) }
}

/// URLs are stored as their string form, so server addresses can live in JSON like any other text.
extension URL: SettingValueConvertible {
    public init?(settingValue: SettingValue) {
        guard case .string(let string) = settingValue, let url = URL(string: string) else { return nil }
        self = url
    }

    public var settingValue: SettingValue { .string(absoluteString) }
}

extension Array: SettingValueConvertible where Element: SettingValueConvertible {
    public init?(settingValue: SettingValue) {
        guard case .array(let values) = settingValue else { return nil }
        var elements: [Element] = []
        elements.reserveCapacity(values.count)
        for value in values {
            guard let element = Element(settingValue: value) else { return nil }
            elements.append(element)
        }
        self = elements
    }

    public var settingValue: SettingValue { .array(map(\.settingValue)) }
}

extension Dictionary: SettingValueConvertible where Key == String, Value: SettingValueConvertible {
    public init?(settingValue: SettingValue) {
        guard case .object(let values) = settingValue else { return nil }
        var result: [String: Value] = [:]
        for (key, value) in values {
            guard let converted = Value(settingValue: value) else { return nil }
            result[key] = converted
        }
        self = result
    }

    public var settingValue: SettingValue { .object(mapValues(\.settingValue)) }
}
