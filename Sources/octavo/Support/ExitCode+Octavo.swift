import ArgumentParser

/// Exit codes shared by every command, as documented in the README.
enum OctavoExit {
    /// An unknown key, or a value that is not allowed.
    static let notAllowed = ExitCode(1)
    /// Wrong usage (argument-parser reports these itself with 64; ours use 2).
    static let usage = ExitCode(2)
    /// The publication or a store file could not be read.
    static let unreadable = ExitCode(3)
    /// Something could not be written.
    static let cannotWrite = ExitCode(4)
    /// The screen was left with Ctrl-C (128 + SIGINT, as shells expect); edits are saved all the same.
    static let interrupted = ExitCode(130)
}
