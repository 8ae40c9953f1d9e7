/// A problem met while reading default values, reported rather than thrown so that one bad
/// source (or one bad key) never stops the others from being applied.
public enum SettingsSourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The source threw; none of its values were applied.
    case sourceFailed(source: String, reason: String)
    /// The source offered a value the container refused (an unregistered key or a value of the
    /// wrong type); the source's other values were still applied.
    case rejected(source: String, error: SettingsError)

    public var description: String {
        switch self {
        case .sourceFailed(let source, let reason):
            "Default values from \(source) could not be read: \(reason)"
        case .rejected(let source, let error):
            "Default value from \(source) ignored: \(error.description)"
        }
    }
}
