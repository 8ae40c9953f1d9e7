/// ASCII stand-ins for what a terminal without a UTF-8 locale cannot show: box lines become
/// `-`, `|` and `+`, pointers `>` and `<`, marks `*`, dots `.`; anything else is `?`. A stand-in
/// fills the columns the character took, so the frame's layout does not move.
public enum ASCIIStandIn {
    public static func of(_ grapheme: String, columns: Int) -> String {
        let width = max(1, columns)
        guard let scalar = grapheme.unicodeScalars.first else { return String(repeating: " ", count: width) }
        if scalar.isASCII, grapheme.unicodeScalars.count == 1 { return grapheme }
        let character = standIn(for: scalar)
        return String(repeating: character, count: width)
    }

    private static func standIn(for scalar: Unicode.Scalar) -> Character {
        switch scalar.value {
        case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2550, 0x2574, 0x2576, 0x2578, 0x257A, 0x257C, 0x257E,
             0x2010...0x2015, 0x2212:
            return "-"
        case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575, 0x2577, 0x2579, 0x257B, 0x257D, 0x257F:
            return "|"
        case 0x250C...0x254B, 0x2552...0x2570:
            return "+"
        case 0x25B6...0x25BB, 0x2192, 0x21D2, 0x203A, 0x00BB, 0x279C...0x27A4:
            return ">"
        case 0x25C0...0x25C5, 0x2190, 0x21D0, 0x2039, 0x00AB:
            return "<"
        case 0x2191, 0x25B2...0x25B5: return "^"
        case 0x2193, 0x25BC...0x25BF: return "v"
        case 0x00B7, 0x2022, 0x2026, 0x2219, 0x22C5: return "."
        case 0x2018, 0x2019, 0x201A, 0x2032: return "'"
        case 0x201C, 0x201D, 0x201E, 0x2033: return "\""
        case 0x00D7: return "x"
        case 0x2580...0x259F: return "#"
        case 0x00A0, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: return " "
        case 0x2298, 0x2713, 0x2714, 0x2717, 0x2718, 0x25CF, 0x25CB, 0x25A0, 0x25A1, 0x2605, 0x2606: return "*"
        default: return "?"
        }
    }
}
