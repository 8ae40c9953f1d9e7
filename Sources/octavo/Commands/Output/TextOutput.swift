import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import OctavoCanvas

/// Every line of text a command prints, on stdout or stderr, goes through here, so that nothing a
/// book or a user supplied reaches the terminal as a control sequence (see `VisibleText`).
enum TextOutput {
    static func print(_ text: String) {
        Swift.print(VisibleText.escaped(text))
    }

    /// One line on stderr, `octavo: ` first, as every message is written.
    static func message(_ text: String) {
        let line = Array("octavo: \(VisibleText.escaped(text))\n".utf8)
        line.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = write(STDERR_FILENO, bytes.baseAddress! + written, bytes.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }
                written += count
            }
        }
    }
}
