import Foundation
import OctavoGraphics
@testable import OctavoNavigator
import OctavoPublication
import OctavoTestSupport
import Testing

/// Issue 35's "the geometry is exact": the lines of a page in pixels show the settings as Readium
/// CSS sets them in a web view.
@Suite struct PixelGeometryTests {
    static let advanced = EPUBPreferences(publisherStyles: false)

    /// Lines followed by another of the same paragraph: the next one starts one pitch lower.
    private func linesInsideParagraphs(_ page: PixelPage, pitch: Double) -> [(PixelPage.Line, PixelPage.Line)] {
        zip(page.lines, page.lines.dropFirst()).filter { Double($1.box.y - $0.box.y) < pitch * 1.5 }
    }

    @Test(arguments: [(1.0, 1.5), (1.25, 1.4), (1.5, 1.2)])
    func baselinesAreTheFontSizeTimesTheLineHeightApart(fontSize: Double, lineHeight: Double) throws {
        let book = try PixelPages.paragraphs([PixelPages.prose, PixelPages.prose])
        let page = try PixelPages.render(try PixelPages.navigator(book, preferences: Self.advanced.merging(.init(fontSize: fontSize, lineHeight: lineHeight))))
        let pitch = 16 * fontSize * lineHeight
        let pairs = linesInsideParagraphs(page, pitch: pitch)
        try #require(pairs.count >= 6)
        for (line, next) in pairs {
            let distance = next.baseline - line.baseline
            #expect(abs(distance - pitch) <= pitch * 0.02 + 0.001, "baselines \(distance) apart, the pitch is \(pitch)")
        }
        #expect(page.fontSize == 16 * fontSize)
    }

    @Test func letterSpacingWidensALineByItsAmountPerCharacter() throws {
        let text = "Hello world, a short line."
        let book = try PixelPages.paragraphs([text])
        let plain = try PixelPages.render(try PixelPages.navigator(book, preferences: Self.advanced.merging(.init(letterSpacing: 0))))
        // Readium sets letter-spacing to half the preference, in rem: 0.2 is 0.1em.
        let spaced = try PixelPages.render(try PixelPages.navigator(book, preferences: Self.advanced.merging(.init(letterSpacing: 0.2))))
        let before = try #require(plain.lines.first), after = try #require(spaced.lines.first)
        #expect(before.text == text && after.text == text)
        let expected = 0.1 * 16 * Double(text.count)
        let widened = Double(after.box.width - before.box.width)
        #expect(abs(widened - expected) <= expected * 0.05, "widened by \(widened) pixels, expected \(expected)")
    }

    @Test func justifiedLinesSpanTheContentBox() throws {
        let book = try PixelPages.paragraphs([PixelPages.prose, PixelPages.prose + " " + PixelPages.prose])
        let page = try PixelPages.render(try PixelPages.navigator(book, preferences: Self.advanced.merging(.init(textAlign: .justify))))
        #expect(page.contentBox == PixelPage.Box(x: 20, y: 20, width: 560, height: 760))
        let full = linesInsideParagraphs(page, pitch: 16 * 1.2).map(\.0)
        try #require(full.count >= 8)
        let right = page.contentBox.x + page.contentBox.width
        for line in full {
            #expect(line.box.x == page.contentBox.x, "\(line.text)")
            #expect(abs(line.box.x + line.box.width - right) <= 1, "\(line.text) ends at \(line.box.x + line.box.width), the box at \(right)")
        }
    }

    @Test func aHyphenatedLineShowsItsHyphen() throws {
        let book = try PixelPages.paragraphs([PixelPages.prose])
        let page = try PixelPages.render(try PixelPages.navigator(
            book, preferences: Self.advanced.merging(.init(hyphens: true, textAlign: .justify)), device: PixelDevice(width: 300, height: 800)
        ))
        let hyphenated = page.lines.filter { $0.text.hasSuffix("-") }
        #expect(!hyphenated.isEmpty, "no line of \(page.lines.map(\.text)) ends with a hyphen")
    }

    @Test func pagesAreCountedInPixelsAndTheLastOneHoldsTheEnd() throws {
        let book = try PixelPages.paragraphs(Array(repeating: PixelPages.prose, count: 12))
        let small = try PixelPages.navigator(book, device: PixelDevice(width: 400, height: 500))
        _ = small.paginate(until: nil)
        let large = try PixelPages.navigator(book, device: PixelDevice(width: 800, height: 1000))
        _ = large.paginate(until: nil)
        let smallCount = try #require(small.pageCount), largeCount = try #require(large.pageCount)
        #expect(smallCount > largeCount && largeCount >= 2)
        #expect(small.go(toPage: smallCount))
        let last = try PixelPages.render(small)
        #expect(last.lines.last?.text.hasSuffix("winters.") == true)
    }

    @Test func aDevicePixelRatioScalesTheRootFont() throws {
        let book = try PixelPages.paragraphs([PixelPages.prose])
        let page = try PixelPages.render(try PixelPages.navigator(book, device: PixelDevice(width: 1200, height: 1600, devicePixelRatio: 2)))
        #expect(page.fontSize == 32)
        #expect(page.contentBox.x == 40)
    }
}

/// Right-to-left text in pixels: a line's first word is on its right, its last on its left.
@Suite struct PixelRightToLeftTests {
    @Test func theFirstWordOfAnArabicLineIsOnItsRight() throws {
        let book = TestEPUB(title: "Arabic", language: "ar", direction: "rtl", chapters: [("one.xhtml", "<p>كان يوما باردا مشرقا</p>")])
        let navigator = try PixelPages.navigator(try Publication.open(at: book.write()))
        let line = try #require(navigator.currentPage().columns.first?.first?.line)
        let first = try #require(line.glyphs.first), last = try #require(line.glyphs.last)
        #expect(first.x > last.x, "the first word at \(first.x), the last at \(last.x)")
        let page = try PixelPages.render(navigator)
        let drawn = try #require(page.lines.first)
        #expect(abs(drawn.box.x + drawn.box.width - (page.contentBox.x + page.contentBox.width)) <= 2, "the line starts at the right edge")
    }
}
