#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import OctavoCanvas
import OctavoFiles

/// Every line of text a command prints, on stdout or stderr, goes through here, so that nothing a
/// book or a user supplied reaches the terminal as a control sequence (see `VisibleText`).
enum TextOutput {
    static func print(_ text: String) {
        Swift.print(VisibleText.escaped(text))
    }

    /// One line on stderr, `octavo: ` first, as every message is written.
    static func message(_ text: String) {
        // Nothing is left to tell if stderr itself fails.
        _ = Array("octavo: \(VisibleText.escaped(text))\n".utf8).withUnsafeBytes { writeAll(STDERR_FILENO, $0) }
    }
}
