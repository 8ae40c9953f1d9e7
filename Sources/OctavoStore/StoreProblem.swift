/// Something wrong found in a store file, and what was done about it, for the user to read.
public struct StoreProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file, as an absolute path.
    public let path: String
    /// The key concerned, when the problem is in one key.
    public let key: String?
    /// What is wrong and what was done: "is not valid JSON; its keys are ignored, and the file
    /// will be moved aside when you save".
    public let message: String

    public init(path: String, key: String? = nil, message: String) {
        self.path = path
        self.key = key
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
