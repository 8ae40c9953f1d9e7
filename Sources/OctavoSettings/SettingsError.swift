/// Misuse of the container, reported the moment it happens and always naming the key involved,
/// so a typo or a wrong type is caught where it is written rather than where it misbehaves.
public enum SettingsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No setting has this key; `suggestion` is a registered key close enough to be a likely typo.
    case unknownKey(String, suggestion: String?)
    /// The setting cannot be changed: it has no persistence, or it is release-locked in a release build.
    case readOnly(String, releaseLocked: Bool)
    /// The stored value cannot be read as the requested Swift type.
    case typeMismatch(key: String, holds: SettingValue.Kind, requested: String)
    /// A value offered to the setting (by a write or a source) does not fit its registered type.
    case invalidValue(key: String, holds: SettingValue.Kind, given: SettingValue)
    /// The key is already taken; registering it again would silently change its meaning.
    case duplicateRegistration(String)
    /// A `.file` setting could not be saved; the value was left unchanged.
    case fileWriteFailed(key: String, path: String, reason: String)

    public var description: String {
        switch self {
        case .unknownKey(let key, let suggestion?):
            "No setting is registered with the key '\(key)'. Did you mean '\(suggestion)'?"
        case .unknownKey(let key, nil):
            "No setting is registered with the key '\(key)'."
        case .readOnly(let key, releaseLocked: false):
            "The setting '\(key)' is read-only."
        case .readOnly(let key, releaseLocked: true):
            "The setting '\(key)' is locked in release builds and cannot be changed."
        case .typeMismatch(let key, let holds, let requested):
            "The setting '\(key)' holds \(holds.withArticle) and cannot be read as \(requested)."
        case .invalidValue(let key, let holds, let given):
            "The setting '\(key)' holds \(holds.withArticle); \(given.kind.withArticle) value (\(given)) does not fit."
        case .duplicateRegistration(let key):
            "The setting '\(key)' is already registered."
        case .fileWriteFailed(let key, let path, let reason):
            "The setting '\(key)' could not be saved to \(path): \(reason)"
        }
    }
}
