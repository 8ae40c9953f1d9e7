/// A file operation that failed: the file, and what went wrong in words a user can act on.
public struct FileError: Error, CustomStringConvertible, Equatable, Sendable {
    public let path: String
    /// "cannot be written: no space left on device".
    public let reason: String

    public init(path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
