import FoundationEssentials

/// Problems with the settings file, kept for the app to show instead of being thrown, because
/// a damaged file must not stop the app from starting with its defaults.
public enum SettingsFileIssue: Sendable, Equatable, CustomStringConvertible {
    /// The file exists but could not be read or is not a JSON object. It is left untouched until
    /// the user changes a file-backed setting, at which point it is moved aside.
    case unreadable(path: String, reason: String)
    /// The file held a value of the wrong type for a registered setting; the default is used and
    /// the stored value is kept in the file until the setting is written.
    case invalidStoredValue(SettingsError)
    /// The unreadable file was moved to `movedTo` so a fresh file could be written.
    case movedAside(path: String, movedTo: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "The settings file \(path) could not be read (\(reason)); defaults are in use and the file is kept as is."
        case .invalidStoredValue(let error):
            "The settings file holds an unusable value: \(error.description)"
        case .movedAside(let path, let movedTo):
            "The unreadable settings file \(path) was moved to \(movedTo)."
        }
    }
}
