/// A source read without waiting: a local file, the environment, values compiled in. Start-up
/// code reads such sources on its own thread with `SettingsContainer.readNow(sources:)`,
/// instead of handing them to a task and waiting for it.
public protocol LocalDefaultValueSource: DefaultValueSource {
    /// Reads the source knowing which settings are registered and their types, as
    /// `readDefaults(registered:)` does.
    func readDefaultsNow(registered: [String: SettingValue.Kind]) throws -> [String: SettingValue]
}

extension LocalDefaultValueSource {
    public func readDefaults() async throws -> [String: SettingValue] {
        try readDefaultsNow(registered: [:])
    }

    public func readDefaults(registered: [String: SettingValue.Kind]) async throws -> [String: SettingValue] {
        try readDefaultsNow(registered: registered)
    }
}
