import Foundation
import OctavoCanvas
import OctavoNavigator
import OctavoPreferences
import OctavoPublication
import OctavoTestSupport
import Testing

/// PDF pages drawn with their content (issue 12): `colors.pdf` is a 400×300 page whose left
/// third is black, middle third red, and whose right third holds large black text.
@Suite struct PDFContentTests {
    private func navigator(_ preferences: PDFPreferences = PDFPreferences(), file: String = "colors.pdf") throws -> PDFNavigator {
        let navigator = try PDFNavigator(publication: try Publication.open(at: try Fixtures.pdf(file)), initialLocation: nil, config: .init(preferences: preferences))
        navigator.viewport = Viewport(width: 80, height: 24)
        return navigator
    }

    /// What a cell shows most of: the background of a blank cell, else its ink.
    private func shown(_ cell: Cell) -> RGBColor {
        (cell.grapheme == " " ? cell.style.background : cell.style.foreground) ?? RGBColor(hex: 0x808080)
    }

    @Test func theBlackAreaIsDarkTheRedAreaRedAndTheTextHasInk() throws {
        let navigator = try navigator()
        let canvas = navigator.renderCanvas()
        let page = try #require(navigator.drawnPictures.first)
        #expect(page.failure == nil)
        #expect(page.source == "page 1")
        let rect = page.rect
        // The page keeps its 4:3 proportions: twice as many columns as rows, and a third more.
        #expect(abs(Double(rect.width) / Double(rect.height * 2) - 4.0 / 3) < 0.15, "\(rect)")
        func cell(_ fx: Double, _ fy: Double) -> RGBColor {
            shown(canvas[x: rect.x + Int(Double(rect.width) * fx), y: rect.y + Int(Double(rect.height) * fy)])
        }
        for fy in [0.1, 0.5, 0.9] {
            let black = cell(1.0 / 6, fy), red = cell(0.5, fy)
            #expect(max(black.red, black.green, black.blue) < 0x30, "black area: \(black)")
            #expect(red.red > 0xD0 && red.green < 0x30 && red.blue < 0x30, "red area: \(red)")
        }
        let textArea = (rect.x + rect.width * 2 / 3 + 1..<rect.maxX).flatMap { x in (rect.y..<rect.maxY).map { canvas[x: x, y: $0] } }
        let inked = textArea.filter { cell in
            let colors = [cell.style.foreground, cell.style.background].compactMap { $0 }
            return cell.grapheme != " " && colors.contains { max($0.red, $0.green, $0.blue) < 0x60 }
        }
        #expect(inked.count >= 6, "the large text leaves ink in the right third")
        let paper = textArea.filter { shown($0) == RGBColor(hex: 0xFFFFFF) }
        #expect(paper.count > inked.count, "and white paper around it")
    }

    /// On a portrait page (`multi.pdf`'s first), fit width makes the page wider than fit page;
    /// the background colour fills the area around it.
    @Test func fitAndBackgroundColourChangeTheDrawing() throws {
        let navigator = try navigator(PDFPreferences(fit: .page, scroll: true), file: "multi.pdf")
        let before = navigator.renderCanvas()
        let rect = try #require(navigator.drawnPictures.first).rect
        navigator.submitPreferences(PDFPreferences(fit: .width, scroll: true))
        let fitted = navigator.renderCanvas()
        #expect(fitted.text != before.text || fitted != before, "fit width changes the drawing")
        #expect(try #require(navigator.drawnPictures.first).rect.width > rect.width)

        navigator.submitPreferences(PDFPreferences(backgroundColor: Color(rawValue: 0x102030), fit: .page, scroll: true))
        let recoloured = navigator.renderCanvas()
        #expect(shown(recoloured[x: 1, y: 12]) == RGBColor(hex: 0x102030))
        #expect(shown(before[x: 1, y: 12]) != RGBColor(hex: 0x102030))
    }

    /// Drawing the same page again comes from memory: the cells are equal and the drawing cheap.
    @Test func aPageDrawnAgainIsTheSame() throws {
        let navigator = try navigator()
        let first = navigator.renderCanvas()
        #expect(navigator.renderCanvas() == first)
    }
}

extension PDFContentTests {
    /// A locator with only a highlighted text finds the page whose text holds it, through
    /// poppler's text of each page.
    @Test func aLocatorWithTextFindsItsPage() throws {
        let navigator = try PDFNavigator(publication: try Publication.open(at: try Fixtures.pdf("multi.pdf")), initialLocation: nil, config: .init(preferences: PDFPreferences(spread: .never)))
        let target = Locator(href: "elsewhere.pdf", type: "application/pdf", text: .init(highlight: "Page 3"))
        #expect(navigator.go(to: target))
        #expect(navigator.currentLocation?.locations.position == 3)
        #expect(!navigator.go(to: Locator(href: "elsewhere.pdf", type: "application/pdf", text: .init(highlight: "not in the book"))))
    }

    /// A locator from another reader may carry any number: a position out of the document is
    /// refused and a progression beyond the end goes to the last page, without a crash.
    @Test func aLocatorsNumbersAreKeptWithinTheDocument() throws {
        let navigator = try PDFNavigator(publication: try Publication.open(at: try Fixtures.pdf("multi.pdf")), initialLocation: nil, config: .init(preferences: PDFPreferences(spread: .never)))
        let elsewhere = { (locations: Locator.Locations) in Locator(href: "elsewhere.pdf", type: "application/pdf", locations: locations) }
        #expect(!navigator.go(to: elsewhere(.init(position: Int.min))))
        #expect(!navigator.go(to: elsewhere(.init(totalProgression: .nan))))
        #expect(navigator.go(to: elsewhere(.init(totalProgression: 1e300, position: Int.min))))
        #expect(navigator.currentLocation?.locations.position == 3)
        #expect(navigator.go(to: elsewhere(.init(totalProgression: -1e300))))
        #expect(navigator.currentLocation?.locations.position == 1)
    }
}
