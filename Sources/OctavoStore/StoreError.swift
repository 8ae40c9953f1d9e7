import OctavoFiles

/// Why the store could not do what was asked; the description names the file and the problem.
public struct StoreError: Error, CustomStringConvertible, Equatable, Sendable {
    public enum Kind: Sendable, Equatable {
        /// A file or folder could not be read or written.
        case io
        /// A name or value given by the caller is not acceptable.
        case invalidArgument
        /// The operation conflicts with what is in the store (a profile that exists already…).
        case conflict
    }

    public let kind: Kind
    public let path: String?
    public let problem: String

    public init(_ kind: Kind, path: String?, _ problem: String) {
        self.kind = kind
        self.path = path
        self.problem = problem
    }

    public var description: String { path.map { "\($0): \(problem)" } ?? problem }
}

extension StoreError {
    /// A file of the store that could not be read or written.
    init(_ error: FileError) {
        self.init(.io, path: error.path, error.reason)
    }
}

/// Runs a file operation, reporting its failure as the store's own.
func storing<T>(_ operation: () throws(FileError) -> T) throws(StoreError) -> T {
    do {
        return try operation()
    } catch {
        throw StoreError(error)
    }
}
