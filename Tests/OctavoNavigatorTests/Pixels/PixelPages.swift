import Foundation
import OctavoGraphics
import OctavoNavigator
import OctavoPublication
import OctavoSample
import OctavoTestSupport

/// Navigators laid out in pixels, for the pixel tests.
enum PixelPages {
    static let goldenFolder = NavigatorGolden.folder.appendingPathComponent("pixels")

    /// A navigator on `publication` with `preferences`, laid out for `device`, at the start.
    static func navigator(
        _ publication: Publication, preferences: EPUBPreferences = EPUBPreferences(),
        device: PixelDevice = PixelDevice(width: 600, height: 800)
    ) throws -> EPUBNavigator {
        let navigator = try EPUBNavigator(publication: publication, initialLocation: nil, config: .init(preferences: preferences))
        try navigator.usePixels(device)
        return navigator
    }

    /// A navigator as above, moved to the first page showing a line that starts with `text`, so
    /// that two layouts of a book are compared on the same text.
    static func navigator(
        _ publication: Publication, preferences: EPUBPreferences = EPUBPreferences(),
        device: PixelDevice = PixelDevice(width: 600, height: 800), showing text: String
    ) throws -> EPUBNavigator {
        let navigator = try self.navigator(publication, preferences: preferences, device: device)
        for _ in 0..<200 {
            if try render(navigator).lines.contains(where: { $0.text.hasPrefix(text) }) { return navigator }
            guard navigator.goForward() else { break }
        }
        throw PixelPageError(description: "no page shows a line starting with \"\(text)\"")
    }

    /// The page drawn, or a failure naming what could not be drawn.
    static func render(_ navigator: EPUBNavigator) throws -> PixelPage {
        guard let page = navigator.renderPixelPage() else { throw PixelPageError(description: "the page could not be drawn in pixels") }
        return page
    }

    struct PixelPageError: Error, CustomStringConvertible {
        var description: String
    }

    /// A book of plain paragraphs, for geometry that the publisher's styles would blur. Its
    /// markup names no language, so the language setting applies, as the package's does.
    static func paragraphs(_ texts: [String]) throws -> Publication {
        let body = texts.map { "<p>\($0)</p>" }.joined()
        let page = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Paragraphs</title></head><body>\(body)</body></html>
            """
        var book = TestEPUB(title: "Paragraphs", chapters: [("chapter1.xhtml", page)])
        book.rawChapters = ["chapter1.xhtml"]
        return try Publication.open(at: book.write())
    }

    /// A heading, then a paragraph, a 160×80 picture (red on the left, blue on the right) and
    /// another paragraph.
    static func pictureBook() throws -> Publication {
        var rgb = [UInt8]()
        for _ in 0..<80 { for x in 0..<160 { rgb += x < 80 ? [0xE0, 0x10, 0x10] : [0x10, 0x10, 0xE0] } }
        var book = TestEPUB(title: "Picture", chapters: [("chapter1.xhtml", """
            <h1>A map</h1><p>Before the picture, a first paragraph.</p>\
            <img src="images/halves.png" alt="Two halves"/><p>After the picture, the last one.</p>
            """)])
        book.extraEntries = [("OPS/images/halves.png", PNGEncoder.encode(width: 160, height: 80, rgb: rgb))]
        return try Publication.open(at: book.write())
    }

    /// Long words, which English and French patterns hyphenate differently.
    static let longWords = """
        The administration considered the documentation inadequate, incomprehensible and \
        unnecessarily complicated; nevertheless the international representatives recommended \
        its immediate publication, notwithstanding considerable disagreement.
        """

    static let prose = """
        When the first settlers came to the valley they found a river that ran clear and cold \
        from the mountains, and they built their houses along its banks so that each family \
        could fish and draw water without walking far. The fields they cleared were small at \
        first, but each generation added to them, and by the time the railway arrived the \
        valley was known for its orchards, its mills and its difficult, beautiful winters.
        """
}
