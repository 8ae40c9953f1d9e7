import FoundationEssentials
import Synchronization

/// The one place settings are registered, read, changed and observed.
///
/// Every registered setting has a default value, which default-value sources may replace, and
/// optionally a current value set by the app, which wins over the default. Keys are checked on
/// every access so a typo fails at once with a message naming the key.
///
/// All state sits behind one mutex that is never held across a suspension point, so the
/// container can be shared freely between tasks and threads. Create separate instances for
/// tests; `shared` is the app-wide one.
public final class SettingsContainer: Sendable {
    /// The app-wide container, saving `.file` settings to `StandardSettingsLocations.settingsFile()`.
    public static let shared = SettingsContainer(fileURL: StandardSettingsLocations.settingsFile())

    private let state: Mutex<SettingsState>

    /// - Parameter fileURL: where `.file` settings are saved and read back from; the file is
    ///   read now. Without a file, `.file` settings keep their changes only for this run.
    public init(fileURL: URL? = nil) {
        state = Mutex(SettingsState(file: fileURL.map(SettingsFile.init(url:))))
    }

    deinit {
        let subscribers = state.withLock { state in
            defer { state.subscribers.removeAll() }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers {
            subscriber.finish()
        }
    }

    // MARK: Registration

    /// Adds settings. Either all of them are registered or, if any key is already taken (or
    /// repeated in the list), none are and `SettingsError.duplicateRegistration` is thrown.
    ///
    /// A `.file` setting starts with the value saved in the settings file, if that value fits
    /// its type. Release-locked settings ignore saved values in release builds, where they are
    /// read-only.
    public func register(@SettingsBuilder _ settings: () -> [SettingConfiguration]) throws {
        let configurations = settings()
        try state.withLock { state in
            var keys = Set(state.settings.keys)
            for configuration in configurations where !keys.insert(configuration.key).inserted {
                throw SettingsError.duplicateRegistration(configuration.key)
            }
            for configuration in configurations {
                state.add(configuration)
            }
        }
    }

    /// The keys of all registered settings, sorted.
    public var registeredKeys: [String] {
        state.withLock { $0.settings.keys.sorted() }
    }

    public func configuration(for key: String) throws -> SettingConfiguration {
        try state.withLock { try $0.setting(key).configuration }
    }

    public func configuration<Key: RawRepresentable>(for key: Key) throws -> SettingConfiguration
    where Key.RawValue == String {
        try configuration(for: key.rawValue)
    }

    /// Problems found in the settings file: it could not be read, held a value of the wrong
    /// type, or was moved aside. The app decides whether and how to show them.
    public var fileIssues: [SettingsFileIssue] {
        state.withLock { state in
            (state.file?.issues ?? [])
                + state.storedValueErrors.sorted { $0.key < $1.key }.map { .invalidStoredValue($0.value) }
        }
    }

    // MARK: Reading

    /// The value in effect: the current value if one is set, otherwise the default.
    public func settingValue(for key: String) throws -> SettingValue {
        try state.withLock { try $0.setting(key).value }
    }

    public func settingValue<Key: RawRepresentable>(for key: Key) throws -> SettingValue where Key.RawValue == String {
        try settingValue(for: key.rawValue)
    }

    /// The value in effect as `Value`, throwing `typeMismatch` when the setting holds another type.
    public func value<Value: SettingValueConvertible>(for key: String) throws -> Value {
        try state.withLock { state in
            let setting = try state.setting(key)
            return try setting.read(setting.value, as: Value.self)
        }
    }

    public func value<Key: RawRepresentable, Value: SettingValueConvertible>(for key: Key) throws -> Value
    where Key.RawValue == String {
        try value(for: key.rawValue)
    }

    /// The default value, ignoring any current value; useful to show what "reset" would restore.
    public func defaultValue<Value: SettingValueConvertible>(for key: String) throws -> Value {
        try state.withLock { state in
            let setting = try state.setting(key)
            return try setting.read(setting.defaultValue, as: Value.self)
        }
    }

    public func defaultValue<Key: RawRepresentable, Value: SettingValueConvertible>(for key: Key) throws -> Value
    where Key.RawValue == String {
        try defaultValue(for: key.rawValue)
    }

    // MARK: Writing

    /// Sets the current value, saving it first for `.file` settings; if saving fails nothing changes.
    ///
    /// Throws `readOnly` for settings without persistence (or release-locked in a release
    /// build) and `invalidValue` when the value does not fit the registered type.
    public func set<Value: SettingValueConvertible>(_ value: Value, for key: String) throws {
        try state.withLock { try $0.setCurrentValue(value.settingValue, for: key) }
    }

    public func set<Key: RawRepresentable, Value: SettingValueConvertible>(_ value: Value, for key: Key) throws
    where Key.RawValue == String {
        try set(value, for: key.rawValue)
    }

    /// Removes the current value so the default applies again (and follows later default changes).
    public func resetToDefault(_ key: String) throws {
        try state.withLock { try $0.setCurrentValue(nil, for: key) }
    }

    public func resetToDefault<Key: RawRepresentable>(_ key: Key) throws where Key.RawValue == String {
        try resetToDefault(key.rawValue)
    }

    // MARK: Subscripts

    /// Reads and writes without `try`, for keys the code itself registered.
    ///
    /// An unknown key, a wrong type or a write to a read-only setting is a programming error
    /// here, so it stops the program with `preconditionFailure` and the error's description.
    /// Use `value(for:)` and `set(_:for:)` when the key or value comes from outside the code.
    public subscript<Value: SettingValueConvertible>(key: String) -> Value {
        get {
            do {
                return try value(for: key)
            } catch {
                preconditionFailure("\(error)")
            }
        }
        set {
            do {
                try set(newValue, for: key)
            } catch {
                preconditionFailure("\(error)")
            }
        }
    }

    public subscript<Key: RawRepresentable, Value: SettingValueConvertible>(key: Key) -> Value
    where Key.RawValue == String {
        get { self[key.rawValue] }
        set { self[key.rawValue] = newValue }
    }

    // MARK: Updates

    /// A new stream of every change from now on: default values replaced by sources and current
    /// values written or reset. Each caller gets its own stream; it finishes when the container
    /// is deinitialised, and stops being fed as soon as its consumer cancels.
    public func updates() -> AsyncStream<SettingUpdate> {
        let (stream, continuation) = AsyncStream.makeStream(of: SettingUpdate.self)
        let id = state.withLock { state in
            state.nextSubscriberID += 1
            state.subscribers[state.nextSubscriberID] = continuation
            return state.nextSubscriberID
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    // MARK: Default-value sources

    /// Reads `sources` one after another off the caller's actor and applies their values as
    /// new defaults, so later sources override earlier ones.
    ///
    /// Nothing here throws: a source that fails, a key no one registered and a value of the
    /// wrong type are each reported in the returned list, and everything else is applied.
    @concurrent
    public func read(sources: [any DefaultValueSource]) async -> [SettingsSourceError] {
        var problems: [SettingsSourceError] = []
        for source in sources {
            let read: Result<[String: SettingValue], any Error>
            do {
                read = .success(try await source.readDefaults(registered: registeredKinds))
            } catch {
                read = .failure(error)
            }
            problems += apply(read, from: source)
        }
        return problems
    }

    /// `read(sources:)` on the caller's thread, for start-up code whose sources are all local:
    /// handing them to a task and waiting for it delayed a start while the other processor was
    /// busy.
    public func readNow(sources: [any LocalDefaultValueSource]) -> [SettingsSourceError] {
        var problems: [SettingsSourceError] = []
        for source in sources {
            problems += apply(Result { try source.readDefaultsNow(registered: registeredKinds) }, from: source)
        }
        return problems
    }

    private var registeredKinds: [String: SettingValue.Kind] {
        state.withLock { $0.settings.mapValues(\.configuration.kind) }
    }

    private func apply(_ read: Result<[String: SettingValue], any Error>, from source: any DefaultValueSource) -> [SettingsSourceError] {
        switch read {
        case .success(let defaults): state.withLock { $0.applyDefaults(defaults, from: source.name) }
        case .failure(let error): [.sourceFailed(source: source.name, reason: SettingsErrorReason.of(error))]
        }
    }

    /// `read(sources:)` for callers that are not async, such as start-up code; `completion`
    /// runs on a background task once every source has been read.
    public func read(
        sources: [any DefaultValueSource],
        completion: @escaping @Sendable ([SettingsSourceError]) -> Void
    ) {
        Task {
            completion(await read(sources: sources))
        }
    }
}
