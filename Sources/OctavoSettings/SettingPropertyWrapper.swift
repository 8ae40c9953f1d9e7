/// Exposes one setting as a property that reads the container on every access, so the property
/// always reflects the latest default or current value instead of a copy taken at start-up.
///
/// Like the container's subscript, it treats an unknown key, a wrong type or a write to a
/// read-only setting as a programming error and stops with `preconditionFailure`.
@propertyWrapper
public struct Setting<Value: SettingValueConvertible>: Sendable {
    public let key: String
    private let container: SettingsContainer

    public init(_ key: String, container: SettingsContainer = .shared) {
        self.key = key
        self.container = container
    }

    public init<Key: RawRepresentable>(_ key: Key, container: SettingsContainer = .shared)
    where Key.RawValue == String {
        self.init(key.rawValue, container: container)
    }

    public var wrappedValue: Value {
        get { container[key] }
        nonmutating set { container[key] = newValue }
    }
}
