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
