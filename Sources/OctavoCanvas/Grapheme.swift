/// One grapheme cluster found by ``Grapheme/forEach(in:_:)``: a lone scalar
/// on the fast path, or a full `Character` when scalars may join.
enum Grapheme {
    case scalar(Unicode.Scalar)
    case cluster(Character)

    var width: Int {
        switch self {
        case .scalar(let scalar): TextWidth.of(scalar)
        case .cluster(let character): TextWidth.of(character)
        }
    }

    /// As a cell keeps it; a cluster's controls have been replaced by the caller.
    var cellGrapheme: CellGrapheme {
        switch self {
        case .scalar(let scalar): CellGrapheme(safe: scalar)
        case .cluster(let character): CellGrapheme(safe: String(character))
        }
    }

    /// Walking a string by `Character` costs much more than by
    /// scalar, which matters for full-screen redraws of non-ASCII text.
    /// Between two scalars that no rule of UAX #29 can join (no controls,
    /// marks, joiners, jamo, regional indicators or prepended characters)
    /// there is always a boundary, so such scalars are taken one at a time
    /// and only the rest goes through `Character`.
    static func forEach(in text: String, _ body: (Grapheme) -> Void) {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if neverJoins(scalar), next == scalars.endIndex || neverJoins(scalars[next]) {
                body(.scalar(scalar))
                index = next
            } else {
                body(.cluster(text[index]))
                index = text.index(after: index)
            }
        }
    }

    /// Latin, Greek, Cyrillic, general punctuation, kana, CJK ideographs,
    /// Hangul syllables and fullwidth forms, minus the controls, the soft
    /// hyphen, the line separators, the bidi controls and the combining
    /// marks inside those blocks.
    private static func neverJoins(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x300 { return value >= 0x20 && value != 0x7F && !(0x80...0x9F).contains(value) && value != 0xAD }
        if value < 0x530 { return value >= 0x370 && !(0x483...0x489).contains(value) }
        if value < 0x2010 { return false }
        if value < 0x2060 { return !(0x2028...0x202E).contains(value) }
        if value < 0x3000 { return false }
        if value < 0x3100 { return !(0x302A...0x302F).contains(value) && !(0x3097...0x309A).contains(value) }
        if value < 0x4E00 { return false }
        if value <= 0x9FFF { return true }
        if value < 0xAC00 { return false }
        if value <= 0xD7A3 { return true }
        return (0xFF01...0xFF60).contains(value)
    }
}
