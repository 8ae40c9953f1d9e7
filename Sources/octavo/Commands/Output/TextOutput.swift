#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import OctavoCanvas
import OctavoFiles
import Synchronization

/// Every line of text a command prints, on stdout or stderr, goes through here, so that nothing a
/// book or a user supplied reaches the terminal as a control sequence (see `VisibleText`).
enum TextOutput {
    static func print(_ text: String) {
        Swift.print(VisibleText.escaped(text))
    }

    /// One line on stderr, `octavo: ` first, as every message is written; held back while the
    /// screen has the terminal (see `holdMessages()`).
    static func message(_ text: String) {
        let line = "octavo: \(VisibleText.escaped(text))\n"
        let isHeld = held.withLock { lines in
            lines?.append(line)
            return lines != nil
        }
        if !isHeld { write(line) }
    }

    /// Keeps messages from stderr until `releaseHeldMessages()`: written while curses draws,
    /// they would land in the middle of the screen and be wiped by its next frame.
    static func holdMessages() {
        held.withLock { $0 = $0 ?? [] }
    }

    /// Writes the messages held back, in order, and lets the next ones through.
    static func releaseHeldMessages() {
        let lines = held.withLock { lines in
            defer { lines = nil }
            return lines ?? []
        }
        lines.forEach(write)
    }

    private static let held = Mutex<[String]?>(nil)

    private static func write(_ line: String) {
        // Nothing is left to tell if stderr itself fails.
        _ = Array(line.utf8).withUnsafeBytes { writeAll(STDERR_FILENO, $0) }
    }
}
