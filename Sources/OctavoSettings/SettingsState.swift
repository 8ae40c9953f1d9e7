/// Everything a `SettingsContainer` holds, mutated only inside its mutex.
struct SettingsState: Sendable {
    var settings: [String: RegisteredSetting] = [:]
    var file: SettingsFile?
    /// Saved values that did not fit their setting, by key, reported until the setting is written.
    var storedValueErrors: [String: SettingsError] = [:]
    var subscribers: [Int: AsyncStream<SettingUpdate>.Continuation] = [:]
    var nextSubscriberID = 0

    init(file: SettingsFile?) {
        self.file = file
    }

    func setting(_ key: String) throws(SettingsError) -> RegisteredSetting {
        guard let setting = settings[key] else {
            throw SettingsError.unknownKey(key, suggestion: KeySuggestion.closest(to: key, in: settings.keys))
        }
        return setting
    }

    mutating func add(_ configuration: SettingConfiguration) {
        var setting = RegisteredSetting(configuration: configuration, defaultValue: configuration.defaultValue)
        if configuration.persistence == .file, configuration.isWritable,
            let stored = file?.storedValues[configuration.key]
        {
            do throws(SettingsError) {
                setting.currentValue = try setting.accept(stored)
            } catch {
                storedValueErrors[configuration.key] = error
            }
        }
        settings[configuration.key] = setting
    }

    /// Sets (or with `nil`, removes) a current value, saving `.file` settings before anything
    /// in memory changes so memory and disk never disagree.
    mutating func setCurrentValue(_ newValue: SettingValue?, for key: String) throws(SettingsError) {
        let setting = try setting(key)
        let configuration = setting.configuration
        guard configuration.isWritable else {
            throw SettingsError.readOnly(key, releaseLocked: configuration.persistence != .none)
        }
        let accepted = try newValue.map(setting.accept)
        guard accepted != setting.currentValue else { return }
        if configuration.persistence == .file, var file {
            var values = file.storedValues
            values[key] = accepted
            defer { self.file = file }
            do {
                try file.save(values)
            } catch {
                throw SettingsError.fileWriteFailed(key: key, path: file.url.path, reason: "\(error)")
            }
            storedValueErrors[key] = nil
        }
        settings[key]?.currentValue = accepted
        publish(SettingUpdate(key: key, value: accepted ?? setting.defaultValue, change: .currentValue))
    }

    /// Applies one source's values as defaults and returns what was refused.
    mutating func applyDefaults(_ defaults: [String: SettingValue], from source: String) -> [SettingsSourceError] {
        var problems: [SettingsSourceError] = []
        for (key, value) in defaults.sorted(by: { $0.key < $1.key }) {
            do throws(SettingsError) {
                let setting = try setting(key)
                let accepted = try setting.accept(value)
                guard accepted != setting.defaultValue else { continue }
                settings[key]?.defaultValue = accepted
                publish(SettingUpdate(key: key, value: accepted, change: .defaultValue))
            } catch {
                problems.append(.rejected(source: source, error: error))
            }
        }
        return problems
    }

    /// Delivered while the mutex is held so every subscriber sees changes in the order they happened.
    private func publish(_ update: SettingUpdate) {
        for subscriber in subscribers.values {
            subscriber.yield(update)
        }
    }
}
