/// Somewhere default values come from: a bundled file, a system or user file, the environment,
/// a server, or anything an app supplies itself.
///
/// Sources are read one after another by `SettingsContainer.read(sources:)`, so a source only
/// has to produce values; the container checks keys and types and reports what it refuses.
public protocol DefaultValueSource: Sendable {
    /// How reports refer to this source, e.g. the path of the file it reads.
    var name: String { get }

    /// Reads the source. Throwing marks the whole source as failed; the other sources still run.
    func readDefaults() async throws -> [String: SettingValue]

    /// Reads the source knowing which settings are registered and their types.
    ///
    /// The container calls this one. Sources whose raw data is untyped text, such as
    /// environment variables, implement it to find their keys and parse values by type; the
    /// default implementation ignores the registry and calls `readDefaults()`.
    func readDefaults(registered: [String: SettingValue.Kind]) async throws -> [String: SettingValue]
}

extension DefaultValueSource {
    public var name: String { String(describing: Self.self) }

    public func readDefaults(registered: [String: SettingValue.Kind]) async throws -> [String: SettingValue] {
        try await readDefaults()
    }
}
