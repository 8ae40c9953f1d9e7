import OctavoCanvas
import Testing

@Suite struct TextWidthTests {
    @Test(arguments: [
        ("hello", 5),
        ("", 0),
        ("日本語", 6),
        ("「日本語」", 10),
        ("한국어", 6),
        ("ひらがな", 8),
        ("ＡＢ", 4),
        ("ｱｲ", 2),
        ("\u{3000}", 2),
        ("e\u{301}", 1),
        ("é", 1),
        ("😀", 2),
        ("🦀", 2),
        ("👍🏽", 2),
        ("👨\u{200D}👩\u{200D}👧", 2),
        ("🇯🇵", 2),
        ("❤", 1),
        ("❤\u{FE0F}", 2),
        ("✅", 2),
        ("1\u{FE0F}\u{20E3}", 2),
        ("a\u{FE0F}", 1),
        ("\u{200B}", 0),
        ("\u{AD}", 0),
        ("a\u{1B}b", 3),
        ("\r\n", 2),
        ("ﬁ", 1),
    ] as [(String, Int)])
    func displayWidth(text: String, expected: Int) {
        #expect(TextWidth.of(text) == expected)
    }

    /// The symbols pictures and PDF pages are drawn with (box drawing, block elements, braille)
    /// take one column, with or without the shortcut that skips their Unicode properties.
    @Test func pictureSymbolsAreOneColumn() {
        for value in Array(0x2500...0x259F) + Array(0x2800...0x28FF) {
            let scalar = Unicode.Scalar(UInt32(value))!
            #expect(TextWidth.of(Character(scalar)) == 1, "U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    /// The spans measured without Unicode's properties must be those the properties would give
    /// one column: no mark or format character, none shown as an emoji.
    @Test func symbolsMeasuredWithoutPropertiesAreWhatThePropertiesSay() {
        let spans: [ClosedRange<UInt32>] = [0x2190...0x2319, 0x2400...0x243F, 0x25A0...0x25FC]
        for value in spans.joined() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let category = scalar.properties.generalCategory
            #expect(![.nonspacingMark, .enclosingMark, .format].contains(category), "U+\(String(value, radix: 16, uppercase: true))")
            #expect(!scalar.properties.isEmojiPresentation, "U+\(String(value, radix: 16, uppercase: true))")
            #expect(TextWidth.of(scalar) == 1)
        }
        #expect(TextWidth.of(Unicode.Scalar(0x231A)!) == 2, "the watch after the technical symbols is an emoji")
        #expect(TextWidth.of(Unicode.Scalar(0x25FD)!) == 2, "so are the small squares after the geometric shapes")
    }

    @Test func clustersAreMeasuredWhole() {
        let decomposedHangul: Character = "\u{1100}\u{1161}\u{11A8}"
        #expect(TextWidth.of(decomposedHangul) == 2)
        let family: Character = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
        #expect(TextWidth.of(family) == 2)
        #expect(TextWidth.of(Character("e\u{301}")) == 1)
    }

    /// Scripts whose clusters hold more than one spacing character take the
    /// columns of all of them, as terminals lay them out (issue 13).
    @Test(arguments: [
        ("\u{0915}\u{094D}\u{0937}", 2),          // क्ष: KA, virama, SSA
        ("\u{0915}\u{093F}", 2),                   // कि: KA, vowel sign I (spacing)
        ("\u{0915}\u{094D}\u{0937}\u{093F}", 3),  // क्षि
        ("\u{0D15}\u{0D4D}\u{0D37}", 2),          // ക്ഷ (Malayalam)
        ("\u{0D15}\u{0D3E}", 2),                   // കാ: KA, vowel sign AA
        ("\u{0E01}\u{0E33}", 2),                   // กำ (Thai): KO KAI, SARA AM
        ("\u{0E01}\u{0E48}", 1),                   // ก่: KO KAI, tone mark
        ("\u{263A}\u{FE0E}", 1),                   // text presentation stays narrow
    ] as [(String, Int)])
    func clustersWithSeveralSpacingCharacters(text: String, expected: Int) {
        #expect(text.count == 1, "one grapheme cluster")
        #expect(TextWidth.of(Character(text)) == expected)
        let parts = TextWidth.parts(of: text)
        #expect(parts.map(\.columns).reduce(0, +) == expected, "a terminal draws the parts in the same columns")
    }

    @Test func aThreeColumnClusterIsNeverDrawnInPieces() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("\u{0915}\u{094D}\u{0937}\u{093F}x", at: Point(x: 0, y: 0), style: .plain)
        #expect(canvas[x: 0, y: 0].grapheme == "\u{0915}\u{094D}\u{0937}\u{093F}")
        #expect(canvas[x: 1, y: 0].isContinuation && canvas[x: 2, y: 0].isContinuation)
        #expect(canvas[x: 3, y: 0].grapheme == "x")
        canvas[x: 2, y: 0] = Cell("y", style: .plain)
        #expect((0..<2).allSatisfy { canvas[x: $0, y: 0].grapheme == " " }, "what is left of the cut cluster becomes spaces")
        #expect(canvas[x: 2, y: 0].grapheme == "y")
    }

    @Test func combiningMarkOnItsOwnHasNoWidth() {
        #expect(TextWidth.of(Unicode.Scalar(0x301)!) == 0)
        #expect(TextWidth.of(Unicode.Scalar(0x200D)!) == 0)
        #expect(TextWidth.of(Unicode.Scalar(0xFE0F)!) == 0)
        #expect(TextWidth.of(Unicode.Scalar(0x1160)!) == 0)
    }

    @Test(arguments: [0x1100, 0x115F, 0x2E80, 0x303E, 0x3041, 0x33FF, 0x3400, 0x4DBF, 0x4E00, 0x9FFF,
                      0xA000, 0xA4CF, 0xAC00, 0xD7A3, 0xF900, 0xFAFF, 0xFE30, 0xFE4F, 0xFF01, 0xFF60,
                      0xFFE0, 0xFFE6, 0x1F300, 0x1F64F, 0x1F900, 0x1F9FF, 0x20000, 0x3FFFD] as [UInt32])
    func wideRangeBoundariesAreWide(value: UInt32) {
        #expect(TextWidth.of(Unicode.Scalar(value)!) == 2)
    }

    @Test(arguments: [0x10FF, 0x2E7F, 0x303F, 0xA4D0, 0xD7A4, 0xFF61, 0xFFE7, 0x3FFFE] as [UInt32])
    func justOutsideWideRangesIsNarrow(value: UInt32) {
        #expect(TextWidth.of(Unicode.Scalar(value)!) == 1)
    }

    @Test func truncateAddsEllipsisWithinWidth() {
        #expect(TextWidth.truncate("Hello, world", toWidth: 8) == "Hello, …")
        #expect(TextWidth.truncate("short", toWidth: 10) == "short")
        #expect(TextWidth.truncate("exact", toWidth: 5) == "exact")
        #expect(TextWidth.truncate("abcdef", toWidth: 1) == "…")
        #expect(TextWidth.truncate("abc", toWidth: 0) == "")
    }

    @Test func truncateNeverSplitsWideCharacters() {
        let cut = TextWidth.truncate("日本語テキスト", toWidth: 6)
        #expect(cut == "日本…")
        #expect(TextWidth.of(cut) == 5)
        #expect(TextWidth.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
    }

    @Test func truncateDropsEllipsisThatCannotFit() {
        #expect(TextWidth.truncate("abcdef", toWidth: 2, ellipsis: "...") == "ab")
        #expect(TextWidth.truncate("abcdef", toWidth: 5, ellipsis: "...") == "ab...")
    }

    @Test func padCountsColumnsNotCharacters() {
        #expect(TextWidth.pad("日本", toWidth: 6) == "日本  ")
        #expect(TextWidth.pad("e\u{301}", toWidth: 3) == "e\u{301}  ")
        #expect(TextWidth.pad("toolong", toWidth: 3) == "toolong")
    }
}
