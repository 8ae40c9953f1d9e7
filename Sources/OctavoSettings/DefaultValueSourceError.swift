import FoundationEssentials

/// Failures raised by the bundled default-value sources, described so a report names the cause.
public enum DefaultValueSourceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The JSON parsed, but its top level is not an object of key/value pairs.
    case notAnObject
    /// A resource that should ship with the module is missing, which is a packaging fault.
    case missingResource(String)
    /// A server answered, but not with success.
    case httpStatus(Int, url: URL)

    public var description: String {
        switch self {
        case .notAnObject:
            "Expected a JSON object of setting keys and values at the top level."
        case .missingResource(let name):
            "The bundled resource '\(name)' is missing."
        case .httpStatus(let status, let url):
            "\(url.absoluteString) answered with HTTP status \(status)."
        }
    }
}
