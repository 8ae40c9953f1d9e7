/// Display width in terminal columns. Layout, clipping and the canvas grid
/// all depend on agreeing with the terminal about how many columns a
/// grapheme takes, so this is the one place that decides it.
///
/// Control characters count one column each because the canvas shows them
/// as visible symbols (see ``ControlCharacters``).
public enum TextWidth {
    /// East Asian Wide and Fullwidth blocks, sorted so they can be searched
    /// by bisection, with the combining marks inside them (U+302A–302D,
    /// U+3099–309A) left out. Emoji outside these blocks are caught by the
    /// Unicode `Emoji_Presentation` property instead.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,
        0x2329...0x232A,
        0x2E80...0x3029,
        0x302E...0x303E,
        0x3041...0x3098,
        0x309B...0x33FF,
        0x3400...0x4DBF,
        0x4E00...0x9FFF,
        0xA000...0xA4CF,
        0xA960...0xA97F,
        0xAC00...0xD7A3,
        0xF900...0xFAFF,
        0xFE10...0xFE19,
        0xFE30...0xFE4F,
        0xFE50...0xFE6B,
        0xFF00...0xFF60,
        0xFFE0...0xFFE6,
        0x16FE0...0x16FE4,
        0x17000...0x18CFF,
        0x1B000...0x1B2FF,
        0x1F200...0x1F2FF,
        0x1F300...0x1F64F,
        0x1F900...0x1F9FF,
        0x20000...0x3FFFD,
    ]

    public static func of(_ string: String) -> Int {
        if isPrintableASCII(string) { return string.utf8.count }
        var total = 0
        Grapheme.forEach(in: string) { total += $0.width }
        return total
    }

    /// A cluster takes the columns of all its scalars, as a terminal lays
    /// them out: marks, joiners and selectors add nothing, while an Indic
    /// conjunct or a spacing vowel sign adds its own column ("क्ष" is two,
    /// "กำ" is two). An emoji sequence (joined with ZWJ, with a skin tone,
    /// a presentation selector, a keycap or a flag's pair) is drawn as one
    /// wide glyph.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count == 1 { return of(first) }
        if isEmojiSequence(scalars) { return 2 }
        var width = 0
        for scalar in scalars { width += ControlCharacters.isControl(scalar) ? 1 : of(scalar) }
        return width
    }

    /// The parts of a grapheme a terminal draws one after the other, each
    /// starting with a scalar that takes columns and carrying the marks that
    /// follow it, with their columns: ncurses keeps one spacing character
    /// per cell. An emoji sequence stays whole.
    public static func parts(of grapheme: String) -> [(text: [Unicode.Scalar], columns: Int)] {
        let scalars = grapheme.unicodeScalars
        if scalars.count > 1, isEmojiSequence(scalars) { return [(Array(scalars), 2)] }
        var parts: [(text: [Unicode.Scalar], columns: Int)] = []
        for scalar in scalars {
            let columns = ControlCharacters.isControl(scalar) ? 1 : of(scalar)
            if columns > 0 || parts.isEmpty {
                parts.append(([scalar], columns))
            } else {
                parts[parts.count - 1].text.append(scalar)
            }
        }
        return parts
    }

    private static func isEmojiSequence(_ scalars: Character.UnicodeScalarView) -> Bool {
        guard let first = scalars.first, first.properties.isEmoji else { return false }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        return scalars.dropFirst().contains { scalar in
            switch scalar.value {
            case 0x200D, 0xFE0F, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: true
            default: false
            }
        }
    }

    /// Wide blocks are checked first because they are the common non-Latin
    /// case (CJK text) and need no Unicode property lookup.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value == 0xAD ? 0 : 1 }
        if isPlainNarrow(value) { return 1 }
        if isWide(value) { return 2 }
        if isZeroWidth(scalar) { return 0 }
        if value >= 0x231A, scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// Cuts at a grapheme boundary so that the result, ellipsis included,
    /// is at most `width` columns; a wide character that would straddle the
    /// limit is dropped whole. When even the ellipsis does not fit, the text
    /// is cut without one.
    public static func truncate(_ string: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if of(string) <= width { return string }
        let ellipsisWidth = of(ellipsis)
        let useEllipsis = ellipsisWidth <= width
        let budget = useEllipsis ? width - ellipsisWidth : width
        var result = ""
        var used = 0
        for character in string {
            let characterWidth = of(character)
            if used + characterWidth > budget { break }
            result.append(character)
            used += characterWidth
        }
        return useEllipsis ? result + ellipsis : result
    }

    /// Pads with spaces on the right; text already wider is returned as is,
    /// because silently cutting would hide a layout bug.
    public static func pad(_ string: String, toWidth width: Int) -> String {
        let missing = width - of(string)
        return missing > 0 ? string + String(repeating: " ", count: missing) : string
    }

    /// Printable ASCII is one column per byte and one grapheme per byte,
    /// which lets callers skip grapheme breaking altogether.
    static func isPrintableASCII(_ string: String) -> Bool {
        string.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Letters and symbols known to take one column without asking Unicode's properties, spans
    /// that hold no mark, format, wide or emoji-presentation character: Greek, Cyrillic and
    /// general punctuation, frequent in books; arrows, mathematical operators, technical symbols,
    /// control pictures and geometric shapes, which the screen's own marks are made of; box
    /// drawing, block elements and braille, which pictures and PDF pages are drawn with.
    private static func isPlainNarrow(_ value: UInt32) -> Bool {
        (0x370...0x482).contains(value) || (0x48A...0x52F).contains(value)
            || (0x2010...0x2029).contains(value) || (0x202F...0x205F).contains(value)
            || (0x2190...0x2319).contains(value) || (0x2400...0x243F).contains(value)
            || (0x2500...0x25FC).contains(value) || (0x2800...0x28FF).contains(value)
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1160...0x11FF, 0xD7B0...0xD7FF:
            return true
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: return true
            default: return false
            }
        }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
