import Foundation
import OctavoGraphics
import OctavoNavigator
import OctavoPublication
import OctavoSample
import OctavoTestSupport
import Testing

/// Fixed-layout pages in pixels (issue 35): each page laid out at its viewport's size and scaled
/// to the device as a whole, one page on a portrait device and a spread on a landscape one,
/// centred on grey; the picture in it scales with the page.
@Suite struct PixelFixedLayoutTests {
    /// Pages of 600×900 CSS pixels, each a line of text over a 300×150 picture (red left half,
    /// blue right half).
    static func comic() throws -> Publication {
        var rgb = [UInt8]()
        for _ in 0..<150 { for x in 0..<300 { rgb += x < 150 ? [0xE0, 0x10, 0x10] : [0x10, 0x10, 0xE0] } }
        var book = TestEPUB(title: "Comic", fixedLayout: true)
        book.chapters = (1...5).map { number in
            ("page\(number).xhtml", """
                <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Page \(number)</title>\
                <meta name="viewport" content="width=600, height=900"/></head>\
                <body><p>Panel \(number) shows the hero.</p><img src="images/panel.png" alt="A panel"/></body></html>
                """)
        }
        book.rawChapters = Set(book.chapters.map(\.name))
        book.extraEntries = [("OPS/images/panel.png", PNGEncoder.encode(width: 300, height: 150, rgb: rgb))]
        return try Publication.open(at: book.write())
    }

    @Test func aPortraitDeviceShowsOnePageScaledToFit() throws {
        let navigator = try PixelPages.navigator(try Self.comic(), device: PixelDevice(width: 400, height: 900))
        let page = try PixelPages.render(navigator)
        // 600×900 scaled by 400/600: 400×600, centred from y = 150.
        #expect(page.contentBox == PixelPage.Box(x: 0, y: 150, width: 400, height: 600))
        #expect(page.image.color(x: 200, y: 20) == 0x808080, "grey above the page")
        #expect(page.lines.map(\.text) == ["Panel 1 shows the hero."])
        let picture = try #require(page.pictures.first)
        #expect(picture.box.width == 200 && picture.box.height == 100, "the picture scales with the page: \(picture.box)")
        #expect(page.image.color(x: picture.box.x + 20, y: picture.box.y + 50) == 0xE01010)
        #expect(page.image.color(x: picture.box.x + 180, y: picture.box.y + 50) == 0x1010E0)
        let number = try #require(page.fontSize)
        #expect(abs(number - 16 * 400 / 600) < 0.01, "the root em scales with the page: \(number)")
    }

    @Test func aLandscapeDeviceShowsASpreadAndTurnsBySpreads() throws {
        let navigator = try PixelPages.navigator(try Self.comic(), preferences: EPUBPreferences(spread: .auto), device: PixelDevice(width: 1200, height: 900))
        var page = try PixelPages.render(navigator)
        let first = page.lines.map(\.text)
        #expect(first.count == 2 && first.allSatisfy { $0.hasPrefix("Panel ") }, "\(first)")
        #expect(page.contentBox.width == 1200 && page.contentBox.height == 900)
        #expect(navigator.goForward())
        page = try PixelPages.render(navigator)
        let second = page.lines.map(\.text)
        #expect(Set(second).isDisjoint(with: first), "the next spread: \(second) after \(first)")
    }
}
