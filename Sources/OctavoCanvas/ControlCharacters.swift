/// Book text is untrusted: an ESC or CSI reaching the terminal would be
/// executed rather than shown. Every control code is therefore drawn as a
/// visible symbol instead.
public enum ControlCharacters {
    /// C0 controls, DEL and C1 controls: the code points a terminal may act on; and the
    /// bidirectional overrides and isolates, which would reorder what is drawn around them.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (value >= 0x7F && value <= 0x9F) || VisibleText.isBidirectionalControl(scalar)
    }

    /// C0 controls map to the Control Pictures block (ESC → ␛), DEL to ␡,
    /// and C1 and bidirectional controls, which have no pictures, to U+FFFD.
    public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        switch value {
        case 0..<0x20: return Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}"
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F: return "\u{FFFD}"
        default: return VisibleText.isBidirectionalControl(scalar) ? "\u{FFFD}" : scalar
        }
    }

    public static func containsControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains(where: isControl)
    }

    /// Returns the string unchanged (and unallocated) when it is already safe.
    public static func sanitize(_ string: String) -> String {
        guard string.unicodeScalars.contains(where: isControl) else { return string }
        var result = String.UnicodeScalarView()
        for scalar in string.unicodeScalars {
            result.append(replacement(for: scalar))
        }
        return String(result)
    }
}

/// Text from a book or a user, made safe to print on a terminal: what a terminal would act on
/// (C0 and C1 controls, DEL) or what would reorder the text around it (bidirectional overrides
/// and isolates) is written as a visible escape: `\e`, `\x07`, `U+009B`, `U+202E`. Newlines and
/// tabs stay, as they only lay text out.
public enum VisibleText {
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x1B: result += "\\e"
            case 0..<0x20, 0x7F: result += "\\x" + hex(scalar.value, digits: 2)
            default: result += "U+" + hex(scalar.value, digits: 4)
            }
        }
        return result
    }

    /// Whether a scalar is escaped: controls other than newline and tab, and bidirectional
    /// embeddings, overrides and isolates.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        ControlCharacters.isControl(scalar) && scalar != "\n" && scalar != "\t"
    }

    /// LRE, RLE, PDF, LRO, RLO and the isolates LRI, RLI, FSI, PDI.
    public static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
