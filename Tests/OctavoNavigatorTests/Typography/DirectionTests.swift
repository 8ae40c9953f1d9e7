import Foundation
import OctavoPreferences
import OctavoTestSupport
import Testing
import OctavoNavigator

/// Alignment follows each paragraph's direction (issue 13): start is the right edge of a
/// right-to-left paragraph.
@Suite struct DirectionTests {
    static let arabic = "هذه فقرة عربية قصيرة"
    static let english = "A short English line"

    /// The body rows of the first page, untrimmed, so where the text sits can be seen.
    private func rows(_ body: String, direction: String? = nil, preferences: EPUBPreferences = EPUBPreferences()) throws -> [String] {
        var book = TestEPUB(chapters: [("text.xhtml", body)])
        book.direction = direction
        let navigator = try EPUBNavigator(publication: try Publication.open(at: try book.write()), initialLocation: nil, config: .init(preferences: preferences))
        navigator.viewport = Viewport(width: 60, height: 12)
        return navigator.renderText().split(separator: "\n").map(String.init)
    }

    private func isFlushRight(_ row: String) -> Bool {
        let leading = row.prefix { $0 == " " }.count
        let trailing = row.reversed().prefix { $0 == " " }.count
        return leading > trailing + 10
    }

    @Test func anArabicParagraphInALeftToRightBookIsFlushRight() throws {
        let rows = try rows("<p>\(Self.english)</p><p>\(Self.arabic)</p>")
        let arabic = try #require(rows.first { $0.contains("عربية") })
        let english = try #require(rows.first { $0.contains("English") })
        #expect(isFlushRight(arabic), "[\(arabic)]")
        #expect(!isFlushRight(english), "[\(english)]")
        let navigator = try EPUBNavigator(publication: try Publication.open(at: try TestEPUB(chapters: [("text.xhtml", "<p>\(Self.english)</p><p>\(Self.arabic)</p>")]).write()), initialLocation: nil, config: .init())
        navigator.viewport = Viewport(width: 40, height: 10)
        navigator.paginate(until: nil)
        NavigatorGolden.check(navigator.renderCanvas(), named: "direction-arabic-in-english")
    }

    @Test func dirLeftToRightKeepsAParagraphFlushLeftInARightToLeftBook() throws {
        let rows = try rows("<p>\(Self.arabic)</p><p dir=\"ltr\">\(Self.english)</p>", direction: "rtl")
        #expect(isFlushRight(try #require(rows.first { $0.contains("عربية") })))
        #expect(!isFlushRight(try #require(rows.first { $0.contains("English") })))
    }

    @Test func rightToLeftProgressionOnALeftToRightBookSetsParagraphsRight() throws {
        let rows = try rows("<p>\(Self.english)</p>", preferences: EPUBPreferences(readingProgression: .rtl))
        let english = try #require(rows.first { $0.contains("English") })
        #expect(isFlushRight(english), "as Readium's dir=\"rtl\" does: [\(english)]")
    }
}
