/// Where a line may break between two characters that no space separates: the part of Unicode
/// line breaking (UAX #14) that Chinese, Japanese and Korean text needs, with the Japanese rules
/// of kinsoku shori, and the break after a solidus that paths and addresses need. A line may break between two ideographs, kana or Hangul syllables, or
/// between one of them and other text, unless the second may not start a line (closing brackets
/// and punctuation, iteration marks, the prolonged sound mark, small kana) or the first may not
/// end one (opening brackets). Breaks at spaces and after hyphens are decided elsewhere.
enum LineBreakRules {
    /// Whether a line may end after the grapheme that starts with `before` and the next start
    /// with the one that starts with `after`. Graphemes are given by their first scalars, which
    /// decide their class: every pair of characters laid out is asked.
    static func allowsBreak(between before: UInt32, and after: UInt32) -> Bool {
        // A solidus (UAX #14 class SY) lets a path or an address break after it, before a letter
        // (not a Hebrew one, which keeps it, as rule LB21a has it).
        if before == 0x2F { return Unicode.Scalar(after)?.properties.isAlphabetic == true && !(0x0590...0x05FF).contains(after) }
        guard isIdeographic(before) || isIdeographic(after) else { return false }
        return !mayNotStartLine(after) && !mayNotEndLine(before)
    }

    /// Closing brackets and punctuation, iteration marks, the prolonged sound mark and small kana
    /// (UAX #14 classes CL, CP, EX, IS, NS and CJ, the strict Japanese line breaking).
    static func mayNotStartLine(_ scalar: UInt32) -> Bool {
        noStart.contains(scalar) || smallKana.contains(where: { $0.contains(scalar) })
    }

    /// Opening brackets and quotation marks (UAX #14 class OP, and opening QU).
    static func mayNotEndLine(_ scalar: UInt32) -> Bool {
        noEnd.contains(scalar)
    }

    /// Ideographs, kana, Hangul syllables, CJK punctuation and fullwidth forms: text written
    /// without spaces, which breaks between characters.
    static func isIdeographic(_ scalar: UInt32) -> Bool {
        // Asked for every character laid out; most scripts lie below the first range.
        guard scalar >= 0x2E80 else { return false }
        return ideographicRanges.contains { $0.contains(scalar) }
    }

    private static let ideographicRanges: [ClosedRange<UInt32>] = [
        0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x312F, 0x3190...0x31FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFD,
    ]

    private static let noStart: Set<UInt32> = Set("""
        )]}»、。，．・：；？！‼⁇⁈⁉ゝゞヽヾーｰ々〻‐゠–〜～」』】〕〉》〙〗〟’”）］｝｠｡｣､･ﾞﾟ゛゜…‥!%,.:;?
        """.unicodeScalars.map(\.value))

    private static let noEnd: Set<UInt32> = Set("""
        ([{«「『【〔〈《〘〖〝‘“（［｛｟｢
        """.unicodeScalars.map(\.value))

    /// Small hiragana and katakana (ぁぃぅぇぉっゃゅょゎゕゖ and their katakana, ㇰ–ㇿ, halfwidth ｧ–ｯ).
    private static let smallKana: [ClosedRange<UInt32>] = [
        0x3041...0x3041, 0x3043...0x3043, 0x3045...0x3045, 0x3047...0x3047, 0x3049...0x3049,
        0x3063...0x3063, 0x3083...0x3083, 0x3085...0x3085, 0x3087...0x3087, 0x308E...0x308E,
        0x3095...0x3096, 0x30A1...0x30A1, 0x30A3...0x30A3, 0x30A5...0x30A5, 0x30A7...0x30A7,
        0x30A9...0x30A9, 0x30C3...0x30C3, 0x30E3...0x30E3, 0x30E5...0x30E5, 0x30E7...0x30E7,
        0x30EE...0x30EE, 0x30F5...0x30F6, 0x31F0...0x31FF, 0xFF67...0xFF6F,
    ]
}
