import Foundation
import OctavoCanvas
import OctavoPublication
import OctavoNavigator
import OctavoTestSupport
import Testing

/// A chapter too large to wait for (issue 15): a screen's first frame draws it from its
/// opening, the same page as the whole chapter gives, and the next frame from the whole.
@Suite struct LargeChapterOpeningTests {
    /// About 1.2 MB of numbered paragraphs in one chapter, the rest of the book small.
    private static func book() throws -> URL {
        let paragraphs = (1...12_000).map { "<p>Paragraph \($0): the rain kept falling on the town while the reader turned another page of it.</p>" }
        let book = TestEPUB(chapters: [("large.xhtml", "<h1>Large</h1>" + paragraphs.joined(separator: "\n")), ("small.xhtml", "<p>Small.</p>")])
        return try book.write()
    }

    @Test func anOpeningIsTheStartOfTheWholeChapter() throws {
        let url = try Self.book()
        let publication = try Publication.open(at: url, preparingToShow: 0)
        let opening = try #require(publication.contentDocumentOpening(at: 0))
        let whole = try Publication.open(at: url).contentDocument(at: 0)
        #expect(opening.blocks.count > 20 && opening.blocks.count < whole.blocks.count / 10)
        #expect(Array(opening.blocks.dropLast()) == Array(whole.blocks.prefix(opening.blocks.count - 1)), "same blocks, same offsets")
        #expect(try Publication.open(at: url, preparingToShow: 1).contentDocumentOpening(at: 1) == nil, "a small chapter is parsed whole")
        let reader = try Publication.open(at: url)
        reader.prepareContentDocument(at: 0)
        #expect(reader.contentDocumentOpening(at: 0) == nil, "only a book opened to show it has one")
    }

    @Test func aFirstFrameFromTheOpeningShowsThePageTheWholeChapterGives() throws {
        let url = try Self.book()
        let whole = try EPUBNavigator(publication: try Publication.open(at: url), initialLocation: nil, config: .init())
        whole.viewport = Viewport(width: 60, height: 30)
        let expected = whole.renderText()
        #expect(!whole.drewFromOpening)

        let navigator = try EPUBNavigator(publication: try Publication.open(at: url, preparingToShow: 0), initialLocation: nil, config: .init())
        navigator.viewport = Viewport(width: 60, height: 30)
        navigator.pictureDrawing.defersDecoding = true
        #expect(navigator.renderText() == expected)
        #expect(navigator.drewFromOpening)
        navigator.pictureDrawing.defersDecoding = false
        #expect(navigator.renderText() == expected)
        #expect(!navigator.drewFromOpening)
        // The end of the chapter, which its opening does not hold, is there to go to.
        let start = try #require(whole.currentLocation)
        let end = Locator(href: start.href, type: start.type, locations: .init(progression: 0.999))
        #expect(whole.go(to: end) && navigator.go(to: end))
        #expect(navigator.renderText() == whole.renderText())
        #expect(navigator.renderText().contains("Paragraph 11"))
    }
}
