/// Why a publication could not be opened; the description names the file and the problem.
public struct PublicationError: Error, CustomStringConvertible, Equatable, Sendable {
    public let file: String
    public let problem: String

    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)" }
}
