/// Everything the container needs to know about one setting, fixed at registration.
///
/// A default is mandatory so that every registered setting always has a value; sources read
/// later may replace the default but can never leave a setting without one.
public struct SettingConfiguration: Sendable, Hashable {
    public let key: String
    public let persistence: Persistence
    /// Lets developers change a setting while debugging without shipping that ability:
    /// writable in debug builds, read-only in release builds.
    public let releaseLocked: Bool
    public let defaultValue: SettingValue

    public init<Value: SettingValueConvertible>(
        _ key: String,
        persistence: Persistence = .none,
        releaseLocked: Bool = false,
        default defaultValue: Value
    ) {
        self.key = key
        self.persistence = persistence
        self.releaseLocked = releaseLocked
        self.defaultValue = defaultValue.settingValue
    }

    public init<Key: RawRepresentable, Value: SettingValueConvertible>(
        _ key: Key,
        persistence: Persistence = .none,
        releaseLocked: Bool = false,
        default defaultValue: Value
    ) where Key.RawValue == String {
        self.init(key.rawValue, persistence: persistence, releaseLocked: releaseLocked, default: defaultValue)
    }

    /// The type every later value of this setting must have.
    public var kind: SettingValue.Kind { defaultValue.kind }

    /// Whether the app may change the value in this build.
    public var isWritable: Bool {
        guard persistence != .none else { return false }
        return !(releaseLocked && BuildConfiguration.isRelease)
    }
}

/// A setting the app can read but never change.
public func readonly<Value: SettingValueConvertible>(_ key: String, default defaultValue: Value) -> SettingConfiguration
{
    SettingConfiguration(key, persistence: .none, default: defaultValue)
}

/// A setting the app can read but never change.
public func readonly<Key: RawRepresentable, Value: SettingValueConvertible>(
    _ key: Key,
    default defaultValue: Value
) -> SettingConfiguration where Key.RawValue == String {
    SettingConfiguration(key, persistence: .none, default: defaultValue)
}

/// A setting the app can change for the rest of the run; the change is forgotten at exit.
public func transient<Value: SettingValueConvertible>(
    _ key: String,
    releaseLocked: Bool = false,
    default defaultValue: Value
) -> SettingConfiguration {
    SettingConfiguration(key, persistence: .transient, releaseLocked: releaseLocked, default: defaultValue)
}

/// A setting the app can change for the rest of the run; the change is forgotten at exit.
public func transient<Key: RawRepresentable, Value: SettingValueConvertible>(
    _ key: Key,
    releaseLocked: Bool = false,
    default defaultValue: Value
) -> SettingConfiguration where Key.RawValue == String {
    SettingConfiguration(key, persistence: .transient, releaseLocked: releaseLocked, default: defaultValue)
}

/// A setting whose changes are saved to the container's settings file and restored next run.
public func persistent<Value: SettingValueConvertible>(
    _ key: String,
    releaseLocked: Bool = false,
    default defaultValue: Value
) -> SettingConfiguration {
    SettingConfiguration(key, persistence: .file, releaseLocked: releaseLocked, default: defaultValue)
}

/// A setting whose changes are saved to the container's settings file and restored next run.
public func persistent<Key: RawRepresentable, Value: SettingValueConvertible>(
    _ key: Key,
    releaseLocked: Bool = false,
    default defaultValue: Value
) -> SettingConfiguration where Key.RawValue == String {
    SettingConfiguration(key, persistence: .file, releaseLocked: releaseLocked, default: defaultValue)
}
