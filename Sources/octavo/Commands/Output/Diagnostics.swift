import FoundationEssentials

/// Messages that do not stop a command (repaired keys, a preference that has no effect): one
/// line each on stderr, in the same `octavo:` form as errors so they are easy to grep.
enum Diagnostics {
    static func warn(_ message: String) {
        TextOutput.message("warning: \(message)")
    }

    static func note(_ message: String) {
        TextOutput.message("note: \(message)")
    }
}
