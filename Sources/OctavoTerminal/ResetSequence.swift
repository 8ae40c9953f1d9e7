/// The bytes that undo what curses sends at start, built from the
/// terminal's own capabilities so they suit whatever terminal this is.
enum ResetSequence {
    /// xterm's mouse reporting modes; curses turns on 1000 and 1006 (SGR
    /// coordinates), and switching off the others too costs nothing.
    static let mouseReportingOff = Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l".utf8)

    /// Attributes off, cursor visible, keypad back in normal mode, then the
    /// normal screen. `capability` returns a terminfo string capability, or
    /// nil when the terminal lacks it. Mouse reporting is only switched off
    /// where curses can have switched it on: terminals that report `kmous`.
    static func bytes(capability: (String) -> [UInt8]?, mouse: Bool) -> [UInt8] {
        var sequence: [UInt8] = []
        if mouse, capability("kmous") != nil {
            sequence += mouseReportingOff
        }
        for name in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if let value = capability(name) {
                sequence += withoutPadding(value)
            }
        }
        return sequence
    }

    /// Terminfo strings may hold delays such as `$<2>` or `$<5*/>`, which
    /// only `tputs` understands; the handler writes raw bytes, so they go.
    static func withoutPadding(_ value: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < value.count {
            if value[index] == UInt8(ascii: "$"), index + 1 < value.count, value[index + 1] == UInt8(ascii: "<"),
                let close = value[(index + 2)...].firstIndex(of: UInt8(ascii: ">")),
                value[(index + 2)..<close].allSatisfy(isPaddingCharacter)
            {
                index = close + 1
                continue
            }
            result.append(value[index])
            index += 1
        }
        return result
    }

    private static func isPaddingCharacter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "/")
    }
}
