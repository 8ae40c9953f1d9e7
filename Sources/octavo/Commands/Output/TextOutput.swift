import Foundation
import OctavoCanvas

/// Every line of text a command prints, on stdout or stderr, goes through here, so that nothing a
/// book or a user supplied reaches the terminal as a control sequence (see `VisibleText`).
enum TextOutput {
    static func print(_ text: String) {
        Swift.print(VisibleText.escaped(text))
    }

    /// One line on stderr, `octavo: ` first, as every message is written.
    static func message(_ text: String) {
        FileHandle.standardError.write(Data("octavo: \(VisibleText.escaped(text))\n".utf8))
    }
}
