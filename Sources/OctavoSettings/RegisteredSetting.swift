/// A registered setting with its two values.
struct RegisteredSetting: Sendable {
    let configuration: SettingConfiguration
    var defaultValue: SettingValue
    var currentValue: SettingValue?

    var value: SettingValue { currentValue ?? defaultValue }

    func read<Value: SettingValueConvertible>(_ value: SettingValue, as type: Value.Type) throws(SettingsError) -> Value
    {
        guard let typed = Value(settingValue: value) else {
            throw SettingsError.typeMismatch(
                key: configuration.key,
                holds: configuration.kind,
                requested: String(describing: type)
            )
        }
        return typed
    }

    /// `value` reshaped to this setting's type, or the error that explains why it does not fit.
    func accept(_ value: SettingValue) throws(SettingsError) -> SettingValue {
        guard let converted = value.converted(to: configuration.kind) else {
            throw SettingsError.invalidValue(key: configuration.key, holds: configuration.kind, given: value)
        }
        return converted
    }
}
