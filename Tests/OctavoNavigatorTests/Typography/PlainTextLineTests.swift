import OctavoPublication
import OctavoTestSupport
import Testing
@testable import OctavoNavigator

/// Counting pages steps over plain ASCII text's bytes rather than making an atom of each
/// character; the lines must be the general breaker's, however text, widths and the lines asked
/// for at a time fall.
@Suite struct PlainTextLineTests {
    /// Words with every break rule plain text has (spaces, solidus before a letter, hyphens,
    /// characters that may not start or end a line, words longer than a line), and characters
    /// that are not plain, which hand the line over to the general breaker.
    private static let pieces = [
        "the", "reader", "turned", "a", "page", "well-known", "up-to-date", "and/or", "http://example.org/a/b",
        "(aside)", "[note]", "end.", "comma,", "what?", "100%", "a/1", "--", "-", "/", "((", "))",
        "supercalifragilisticexpialidocious", "pneumonoultramicroscopicsilicovolcanoconiosis-and-more",
        "café", "cafe\u{301}", "naïve", "日本語の文章", "a\u{A0}b", "soft\u{AD}hyphen", "x\ny", "  ",
    ]

    private static func randomBlock(_ generator: inout SeededGenerator, startOffset: Int) -> ContentBlock {
        let plainOnly = Int.random(in: 0..<3, using: &generator) == 0
        let count = Int.random(in: 0...120, using: &generator)
        var runs: [TextRun] = []
        var text = ""
        for index in 0..<count {
            var piece = pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            if plainOnly { piece = piece.unicodeScalars.allSatisfy { (0x20...0x7E).contains($0.value) } ? piece : "word" }
            text += (index > 0 ? String(repeating: " ", count: Int.random(in: 1...2, using: &generator)) : "") + piece
            // Emphasis starts a new run, inside a word as often as between two.
            if Int.random(in: 0..<8, using: &generator) == 0 {
                runs.append(TextRun(text, emphasis: runs.count % 2 == 1))
                text = ""
            }
        }
        runs.append(TextRun(text))
        let kind: ContentBlock.Kind = Int.random(in: 0..<5, using: &generator) == 0 ? .listItem(marker: "•", depth: 2) : .paragraph
        return ContentBlock(kind: kind, runs: runs, publisherIndent: Double(Int.random(in: 0...2, using: &generator)), startOffset: startOffset)
    }

    /// Every line of `block`, asked for `lineLimit` at a time.
    private static func lines(of block: ContentBlock, breaker: LineBreaker, lineLimit: Int) -> [String] {
        var state: LineBreakState? = breaker.start(of: block)
        var lines: [String] = []
        while let from = state {
            let part = breaker.lines(for: block, followedBy: nil, from: from, lineLimit: lineLimit)
            lines += part.lines.map { "\($0.startOffset)..<\($0.endOffset) rows \($0.rows)\($0.isGap ? " gap" : "")" }
            state = part.next
        }
        return lines
    }

    @Test func plainTextBreaksWhereTheGeneralBreakerDoes() throws {
        var generator = SeededGenerator.announced("plainTextBreaksWhereTheGeneralBreakerDoes")
        for _ in 0..<400 {
            let preferences = EPUBPreferences(
                fontSize: [1.0, 1.3, 2.0][Int.random(in: 0..<3, using: &generator)],
                lineHeight: [nil, 1.5][Int.random(in: 0..<2, using: &generator)],
                publisherStyles: Bool.random(using: &generator)
            )
            let editor = EPUBPreferencesEditor(initialPreferences: preferences, metadata: Metadata(title: "Plain"), defaults: EPUBDefaults())
            let measure = Int.random(in: 8...100, using: &generator)
            var quick = LineBreaker(style: ReflowStyle(editor: editor), measure: measure, hyphenation: nil)
            quick.placesGlyphs = false
            #expect(quick.countsPlainText)
            var general = quick
            general.stepsOverPlainText = false
            let block = Self.randomBlock(&generator, startOffset: Int.random(in: 0...500, using: &generator))
            let lineLimit = Int.random(in: 1...30, using: &generator)
            let expected = Self.lines(of: block, breaker: general, lineLimit: lineLimit)
            let counted = Self.lines(of: block, breaker: quick, lineLimit: lineLimit)
            #expect(counted == expected, "measure \(measure), \(lineLimit) lines at a time, \(preferences): \(block.text.debugDescription)")
            if counted != expected { return }
        }
    }

    /// The shortcut is taken only where every plain character is a cell: spacing, drawn glyphs
    /// and vertical text go the general way.
    @Test func spacingAndDrawnLinesTakeTheGeneralWay() {
        let metadata = Metadata(title: "Plain")
        for preferences in [EPUBPreferences(letterSpacing: 0.1, publisherStyles: false), EPUBPreferences(publisherStyles: false, wordSpacing: 0.2)] {
            var breaker = LineBreaker(style: ReflowStyle(editor: EPUBPreferencesEditor(initialPreferences: preferences, metadata: metadata, defaults: EPUBDefaults())), measure: 40, hyphenation: nil)
            breaker.placesGlyphs = false
            #expect(!breaker.countsPlainText, "\(preferences)")
        }
        let drawn = LineBreaker(style: ReflowStyle(editor: EPUBPreferencesEditor(initialPreferences: EPUBPreferences(), metadata: metadata, defaults: EPUBDefaults())), measure: 40, hyphenation: nil)
        #expect(!drawn.countsPlainText)
    }
}
