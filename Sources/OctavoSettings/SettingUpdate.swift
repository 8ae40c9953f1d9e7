/// One change delivered to `SettingsContainer.updates()` subscribers.
public struct SettingUpdate: Sendable, Hashable {
    /// Which of a setting's two values changed; a new default is hidden while a current value is set,
    /// so subscribers that only care about the effective value can check `value(for:)` instead.
    public enum Change: Sendable, Hashable {
        case defaultValue
        case currentValue
    }

    public let key: String
    public let value: SettingValue
    public let change: Change

    public init(key: String, value: SettingValue, change: Change) {
        self.key = key
        self.value = value
        self.change = change
    }
}
