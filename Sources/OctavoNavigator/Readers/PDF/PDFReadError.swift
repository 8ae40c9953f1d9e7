/// Why a file could not be read, phrased for a person: the file's name and what is wrong with it.
public struct PDFReadError: Error, CustomStringConvertible, Equatable {
    public let file: String
    public let problem: String

    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)" }
}
