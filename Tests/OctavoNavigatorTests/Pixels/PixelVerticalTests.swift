import Foundation
import OctavoGraphics
import OctavoNavigator
import OctavoPublication
import OctavoTestSupport
import Testing

/// Vertical Japanese in pixels (issue 35), as a web view sets `writing-mode: vertical-rl`
/// through Pango's east gravity: lines are columns read from the right edge leftwards, each
/// ideograph upright and an em down the line, and no column starts with a closing mark.
@Suite struct PixelVerticalTests {
    static let fontFile = "/usr/share/fonts/opentype/ipafont-mincho/ipam.ttf"

    /// A Japanese book (right to left, so vertical by default) of one long paragraph.
    static func book() throws -> Publication {
        guard FileManager.default.fileExists(atPath: fontFile) else {
            throw PixelPages.PixelPageError(description: "\(fontFile) is missing: install the Debian package fonts-ipafont-mincho (scripts/install-packages.sh test)")
        }
        var book = TestEPUB(title: "縦書き", language: "ja", direction: "rtl", chapters: [("one.xhtml", "<p>\(LineBreakingTests.japanese)</p>")])
        book.identifier = "urn:uuid:vertical-pixels"
        return try Publication.open(at: book.write())
    }

    @Test func linesAreColumnsFromTheRightEdge() throws {
        let navigator = try PixelPages.navigator(try Self.book(), preferences: EPUBPreferences(publisherStyles: false), device: PixelDevice(width: 600, height: 400))
        let page = try PixelPages.render(navigator)
        let lines = page.lines.filter { !$0.text.isEmpty }
        try #require(lines.count > 3, "\(lines)")
        let lefts = lines.map(\.box.x)
        #expect(zip(lefts, lefts.dropFirst()).allSatisfy { $0 > $1 }, "each column left of the one before: \(lefts)")
        let right = page.contentBox.x + page.contentBox.width
        #expect(abs((lines[0].box.x + lines[0].box.width) - right) <= 1, "the first column on the right edge")
        #expect(lines.allSatisfy { $0.box.height <= page.contentBox.height + 1 }, "no column runs past the page")
        let noStart = Set("、。」）ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ")
        for line in lines.dropFirst() {
            #expect(line.text.first.map { !noStart.contains($0) } ?? true, "a column starts with \(line.text.first!): \(line.text)")
        }
    }

    /// A column of ideographs alone is as long as its characters times the em, as full-width
    /// glyphs advance by an em in vertical text.
    @Test func ideographsAdvanceAnEmDownTheColumn() throws {
        let navigator = try PixelPages.navigator(try Self.book(), preferences: EPUBPreferences(publisherStyles: false), device: PixelDevice(width: 600, height: 400))
        let page = try PixelPages.render(navigator)
        let em = try #require(page.fontSize)
        let kana = page.lines.first { line in line.text.count > 5 && line.text.unicodeScalars.allSatisfy { $0.value >= 0x3000 } }
        let column = try #require(kana, "a column of ideographs and kana only: \(page.lines.map(\.text))")
        let expected = Double(column.text.count) * em
        #expect(abs(Double(column.box.height) - expected) <= expected * 0.02 + 1, "\(column.box.height) px for \(column.text.count) characters of \(em) px")
    }

    /// The ink is in the columns: the top right of the page, where the first column starts, is
    /// not the background, and its bottom left, past the last column, is.
    @Test func theInkStartsAtTheTopRight() throws {
        let navigator = try PixelPages.navigator(try Self.book(), preferences: EPUBPreferences(publisherStyles: false), device: PixelDevice(width: 600, height: 400))
        let page = try PixelPages.render(navigator)
        let first = try #require(page.lines.first)
        var inked = 0
        for y in first.box.y..<(first.box.y + 40) {
            for x in first.box.x..<(first.box.x + first.box.width) where page.image.color(x: x, y: y) != page.image.color(x: 0, y: 0) { inked += 1 }
        }
        #expect(inked > 20, "the first characters are drawn in the first column")
    }
}
