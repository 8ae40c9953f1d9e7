@testable import OctavoPublication
import PropertyBased
import Testing

/// The byte-level readings of style-sheet text give what reading it as characters gives.
struct TextTrimmingTests {
    /// Pieces of text where trimming goes wrong when bytes are mistaken for characters: ASCII
    /// white space, a no-break space, a combining mark that joins the space before it, CR LF,
    /// quotes, commas and control characters.
    static let pieces = [" ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{A0}", "\u{301}", "a", "é", "Georgia", "\"", "'", ",", "\u{01}", "\u{7F}", "\u{85}"]
    static let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...16).map { $0.map { pieces[$0] }.joined() }
    static let asciiText = text.map { String($0.unicodeScalars.filter(\.isASCII).map(Character.init)) }

    @Test func trimmingMatchesCharacterWhiteSpace() async {
        await propertyCheck(input: Self.text) { text in
            let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
            let end = text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? start
            #expect(text.trimmingWhitespace() == text[start..<end])
        }
    }

    @Test func asciiFamilyListMatchesScalarReading() async {
        await propertyCheck(input: Self.asciiText) { text in
            #expect(CSSDeclarations.asciiFamilyList(text.utf8) == CSSDeclarations.scalarFamilyList(text))
        }
    }

    @Test func familyListUnquotesAndDropsEmptyNames() {
        #expect(CSSDeclarations.familyList("'dejavu sans', , \"georgia\",serif") == "dejavu sans,georgia,serif")
        #expect(CSSDeclarations.familyList(" , '' ") == nil)
        #expect(CSSDeclarations.familyList("inherit") == nil)
    }
}
