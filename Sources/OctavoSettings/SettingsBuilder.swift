/// Lets settings be registered as a declarative list, with `if`, `switch` and `for` available
/// for settings that only exist on some platforms or configurations.
@resultBuilder
public enum SettingsBuilder {
    public static func buildExpression(_ setting: SettingConfiguration) -> [SettingConfiguration] {
        [setting]
    }

    public static func buildExpression(_ settings: [SettingConfiguration]) -> [SettingConfiguration] {
        settings
    }

    public static func buildBlock(_ parts: [SettingConfiguration]...) -> [SettingConfiguration] {
        parts.flatMap { $0 }
    }

    public static func buildOptional(_ part: [SettingConfiguration]?) -> [SettingConfiguration] {
        part ?? []
    }

    public static func buildEither(first part: [SettingConfiguration]) -> [SettingConfiguration] {
        part
    }

    public static func buildEither(second part: [SettingConfiguration]) -> [SettingConfiguration] {
        part
    }

    public static func buildArray(_ parts: [[SettingConfiguration]]) -> [SettingConfiguration] {
        parts.flatMap { $0 }
    }

    public static func buildLimitedAvailability(_ part: [SettingConfiguration]) -> [SettingConfiguration] {
        part
    }
}
