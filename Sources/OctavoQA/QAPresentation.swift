/// What the report says that depends on who runs it: the screen's key that activates a
/// preference, the command line that does it for this book, and the program's name and version.
public struct QAPresentation: Sendable {
    /// The key that makes the focused row effective in the screen ("a").
    public let activateKey: String
    /// `octavo set KEY VALUE --activate` for this book, quoted for a shell.
    public let activationCommand: @Sendable (_ key: String, _ value: String) -> String
    /// "octavo 0.1.0".
    public let generator: String

    public init(activateKey: String, activationCommand: @escaping @Sendable (String, String) -> String, generator: String) {
        self.activateKey = activateKey
        self.activationCommand = activationCommand
        self.generator = generator
    }
}
