/// Book text is untrusted: an ESC or CSI reaching the terminal would be
/// executed rather than shown. Every control code is therefore drawn as a
/// visible symbol instead.
public enum ControlCharacters {
    /// C0 controls, DEL and C1 controls: the code points a terminal may act on.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (value >= 0x7F && value <= 0x9F)
    }

    /// C0 controls map to the Control Pictures block (ESC → ␛), DEL to ␡,
    /// and C1 controls, which have no pictures, to U+FFFD.
    public static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        switch value {
        case 0..<0x20: return Unicode.Scalar(0x2400 + value) ?? "\u{FFFD}"
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F: return "\u{FFFD}"
        default: return scalar
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
