import Foundation
import OctavoCanvas
import OctavoNavigator
import OctavoPublication
import OctavoSample
import OctavoTestSupport
import Testing

/// EPUB pictures drawn as cells in their own colours, where the markup puts them, with the
/// image filter applied to their pixels (issue 12).
@Suite struct PictureTests {
    /// A 160×80 picture, red on the left and blue on the right, between two paragraphs.
    private func navigator(
        picture: Data? = Self.halves, markup: String = #"<img src="images/halves.png" alt="Two halves"/>"#,
        preferences: EPUBPreferences = EPUBPreferences(), size: Viewport = Viewport(width: 60, height: 30)
    ) throws -> EPUBNavigator {
        var book = TestEPUB(chapters: [("chapter1.xhtml", "<p>Before the picture.</p>\(markup)<p>After the picture.</p>")])
        if let picture { book.extraEntries = [("OPS/images/halves.png", picture)] }
        let navigator = try EPUBNavigator(publication: try Publication.open(at: try book.write()), initialLocation: nil, config: .init(preferences: preferences))
        navigator.viewport = size
        return navigator
    }

    static let halves: Data = {
        var rgb = [UInt8]()
        for _ in 0..<80 { for x in 0..<160 { rgb += x < 80 ? [0xE0, 0x10, 0x10] : [0x10, 0x10, 0xE0] } }
        return PNGEncoder.encode(width: 160, height: 80, rgb: rgb)
    }()

    /// The colour a cell shows most of: its background when it is blank, else its ink.
    private func shown(_ cell: Cell) -> RGBColor? {
        cell.grapheme == " " ? cell.style.background : cell.style.foreground
    }

    private func row(containing text: String, in canvas: Canvas) -> Int? {
        canvas.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }
    }

    @Test func aPictureIsDrawnInItsOwnColoursInItsPlace() throws {
        let navigator = try navigator()
        let canvas = navigator.renderCanvas()
        let picture = try #require(navigator.drawnPictures.first)
        #expect(picture.failure == nil)
        #expect(picture.alt == "Two halves")
        #expect(picture.source == "OPS/images/halves.png")
        // 160 CSS pixels are 20 columns; half as many rows as a cell is tall per width.
        #expect(picture.rect.width == 20 && picture.rect.height == 5)
        let before = try #require(row(containing: "Before", in: canvas)), after = try #require(row(containing: "After", in: canvas))
        #expect(before < picture.rect.y && picture.rect.maxY <= after)
        let left = try #require(shown(canvas[x: picture.rect.x + 2, y: picture.rect.y + 2]))
        let right = try #require(shown(canvas[x: picture.rect.maxX - 3, y: picture.rect.y + 2]))
        #expect(left.red > 0xC0 && left.blue < 0x40, "left: \(left)")
        #expect(right.blue > 0xC0 && right.red < 0x40, "right: \(right)")
    }

    @Test func invertShowsTheOppositeColours() throws {
        let navigator = try navigator(preferences: EPUBPreferences(imageFilter: .invert, theme: .dark))
        let canvas = navigator.renderCanvas()
        let picture = try #require(navigator.drawnPictures.first)
        let left = try #require(shown(canvas[x: picture.rect.x + 2, y: picture.rect.y + 2]))
        // The opposite of red (E0 10 10) is cyan (1F EF EF).
        #expect(left.red < 0x40 && left.green > 0xC0 && left.blue > 0xC0, "left: \(left)")
    }

    @Test func darkenShowsThePictureDarker() throws {
        let plain = try navigator(preferences: EPUBPreferences(theme: .dark))
        let darkened = try navigator(preferences: EPUBPreferences(imageFilter: .darken, theme: .dark))
        let before = plain.renderCanvas(), after = darkened.renderCanvas()
        let rect = try #require(plain.drawnPictures.first).rect
        let original = try #require(shown(before[x: rect.x + 2, y: rect.y + 2]))
        let dimmed = try #require(shown(after[x: rect.x + 2, y: rect.y + 2]))
        #expect(Int(dimmed.red) < Int(original.red) - 20, "\(original) → \(dimmed)")
        #expect(abs(Int(dimmed.red) - Int((Double(original.red) * 0.8).rounded())) <= 8)
    }

    /// The filter changes colours only: nothing is laid out again, the picture stays in place.
    @Test func aFilterDoesNotMoveThePicture() throws {
        let navigator = try navigator(preferences: EPUBPreferences(theme: .dark))
        _ = navigator.renderCanvas()
        let rect = try #require(navigator.drawnPictures.first).rect
        navigator.submitPreferences(EPUBPreferences(imageFilter: .invert, theme: .dark))
        _ = navigator.renderCanvas()
        #expect(navigator.drawnPictures.first?.rect == rect)
    }

    @Test func aDamagedPictureShowsItsAltTextAndWhy() throws {
        var damaged = Self.halves
        damaged.replaceSubrange(40..<damaged.count, with: Data(repeating: 0x55, count: 200))
        let navigator = try navigator(picture: damaged)
        let canvas = navigator.renderCanvas()
        let picture = try #require(navigator.drawnPictures.first)
        let failure = try #require(picture.failure)
        #expect(failure.hasPrefix("the picture could not be decoded"))
        #expect(canvas.text.contains("[Image: Two halves]"))
        let area = (picture.rect.y..<picture.rect.maxY).map { y in
            (picture.rect.x..<picture.rect.maxX).map { canvas[x: $0, y: y].grapheme }.joined().trimmingCharacters(in: .whitespaces)
        }
        #expect(area.joined(separator: " ").contains("the picture could not be decoded"), "\(area)")
    }

    /// A picture whose file is missing keeps its alt text as before: nothing to size it by.
    @Test func aMissingPictureIsItsAltText() throws {
        let navigator = try navigator(picture: nil)
        #expect(navigator.renderCanvas().text.contains("[Image: Two halves]"))
        #expect(navigator.drawnPictures.isEmpty)
    }

    /// The markup's width wins, and a picture taller than the page is made to fit on one.
    @Test func markupSizesAndPageHeightLimitThePicture() throws {
        let wide = try navigator(markup: #"<img src="images/halves.png" width="320" alt="Two halves"/>"#)
        _ = wide.renderCanvas()
        #expect(wide.drawnPictures.first?.rect.size == Size(width: 40, height: 10))
        let tall = try navigator(markup: #"<img src="images/halves.png" width="160" height="2000" alt="Two halves"/>"#, size: Viewport(width: 60, height: 20))
        _ = tall.renderCanvas()
        #expect(tall.drawnPictures.isEmpty, "the picture does not fit under the first paragraph, so it starts the next page")
        tall.goForward()
        let canvas = tall.renderCanvas()
        let rect = try #require(tall.drawnPictures.first).rect
        #expect(rect.height <= 20 && rect.width >= 1)
        #expect(canvas.bounds.contains(Point(x: rect.x, y: rect.maxY - 1)))
    }
}
