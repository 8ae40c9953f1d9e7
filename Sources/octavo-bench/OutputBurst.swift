/// What the child wrote to its terminal in answer to one event (a start, a key, a resize), and
/// how long after the event its last byte arrived.
struct OutputBurst {
    let bytes: [UInt8]
    let elapsed: Duration

    var milliseconds: Double { elapsed / .milliseconds(1) }

    /// The end of some output as text, for an error message: the words (an error from `octavo`,
    /// the screen's last line) are the clue, the escape sequences around them are noise.
    static func readableTail(of bytes: [UInt8], limit: Int = 300) -> String {
        var text: [UInt8] = []
        var inEscape = false
        for byte in bytes.suffix(limit * 8) {
            if inEscape {
                inEscape = !(0x40...0x7E).contains(byte) || byte == UInt8(ascii: "[")
            } else if byte == 0x1B {
                inEscape = true
            } else {
                text.append(byte < 0x20 || byte == 0x7F ? UInt8(ascii: " ") : byte)
            }
        }
        let words = String(decoding: text, as: UTF8.self).split(separator: " ")
        return words.isEmpty ? "(nothing)" : String(words.joined(separator: " ").suffix(limit))
    }
}
