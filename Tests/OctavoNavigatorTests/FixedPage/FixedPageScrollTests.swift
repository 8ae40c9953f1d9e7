import OctavoCanvas
@testable import OctavoNavigator
@testable import OctavoPublication
import Testing

/// Scroll mode: the page strip and its scrollbar.
@Suite struct FixedPageScrollTests {
    private let a4 = PDFPageSize(width: 595, height: 842)

    /// Three 11×8 pages one row apart: 26 rows, 8 on screen, so an 8-cell track has a 2-cell thumb.
    private let vertical = FixedLayoutOptions(fit: .page, spread: .never, scroll: true, pageSpacing: 24)
    private let viewport = Size(width: 20, height: 8)

    private func render(_ options: FixedLayoutOptions, offset: Int) -> Canvas {
        FixedPageRenderer.render(
            pages: [a4, a4, a4], labels: { ["Page \($0 + 1)"] }, position: .scroll(offset: offset), viewport: viewport, options: options
        )
    }

    private func column(_ x: Int, of canvas: Canvas) -> String {
        (0..<canvas.height).map { canvas[x: x, y: $0].grapheme }.joined()
    }

    @Test func thumbLengthAndPlace() {
        #expect(ScrollbarRenderer.thumb(trackLength: 8, offset: 0, visibleLength: 8, totalLength: 26) == 0..<2)
        #expect(ScrollbarRenderer.thumb(trackLength: 8, offset: 9, visibleLength: 8, totalLength: 26) == 3..<5)
        #expect(ScrollbarRenderer.thumb(trackLength: 8, offset: 18, visibleLength: 8, totalLength: 26) == 6..<8)
        #expect(ScrollbarRenderer.thumb(trackLength: 8, offset: 0, visibleLength: 8, totalLength: 5) == 0..<8)
        #expect(ScrollbarRenderer.thumb(trackLength: 8, offset: 0, visibleLength: 1, totalLength: 10_000) == 0..<1)
        #expect(ScrollbarRenderer.thumb(trackLength: 0, offset: 0, visibleLength: 1, totalLength: 10) == 0..<0)
    }

    @Test func verticalScrollbarAtTopMiddleAndEnd() {
        #expect(column(19, of: render(vertical, offset: 0)) == "██░░░░░░")
        #expect(column(19, of: render(vertical, offset: 9)) == "░░░██░░░")
        #expect(column(19, of: render(vertical, offset: 18)) == "░░░░░░██")
        #expect(column(19, of: render(vertical, offset: 500)) == "░░░░░░██")
    }

    @Test func scrolledStripGolden() {
        #expect(render(vertical, offset: 5).text == """
                │         │    ░
                │         │    ░
                └─────────┘    █
                               █
                ┌ 2 ──────┐    ░
                │         │    ░
                │         │    ░
                │ Page 2  │    ░
            """)
    }

    @Test func scrollbarColoursFollowTheOptions() {
        let canvas = render(vertical, offset: 0)
        let background = CellStyle(foreground: RGBColor(hex: 0x000000), background: RGBColor(hex: 0x808080))
        #expect(canvas[x: 19, y: 0] == Cell("█", style: background.with(foreground: RGBColor(hex: 0xFFFFFF))))
        #expect(canvas[x: 19, y: 7] == Cell("░", style: background))
    }

    @Test func hiddenScrollbarGivesItsColumnBackToThePages() {
        var options = vertical
        options.visibleScrollbar = false
        let canvas = render(options, offset: 0)
        #expect(!canvas.text.contains("░") && !canvas.text.contains("█"))
        #expect(FixedPageGeometry(pages: [a4], options: options, viewport: viewport).contentRegion.width == 20)
    }

    @Test func paginatedModeHasNoScrollbar() {
        let canvas = FixedPageRenderer.render(
            pages: [a4, a4, a4], labels: { _ in [] }, position: .spread(0), viewport: viewport, options: FixedLayoutOptions(visibleScrollbar: true)
        )
        #expect(!canvas.text.contains("░") && !canvas.text.contains("█"))
    }

    /// 20 of 32 columns visible: a 13-cell thumb on the bottom row.
    @Test func horizontalScrollbarOnTheBottomRow() {
        let options = FixedLayoutOptions(scroll: true, scrollAxis: .horizontal, pageSpacing: 12)
        #expect(render(options, offset: 0).row(7) == String(repeating: "█", count: 13) + String(repeating: "░", count: 7))
        #expect(render(options, offset: 12).row(7) == String(repeating: "░", count: 7) + String(repeating: "█", count: 13))
        #expect(render(options, offset: 0).row(0) == "┌ 1 ─────┐ ┌ 2 ─────")
    }

    @Test func scrollingByAViewportMovesToTheNextPage() {
        let geometry = FixedPageGeometry(pages: [a4, a4, a4], options: vertical, viewport: viewport)
        #expect(geometry.viewportLength == 8)
        let next = geometry.clamped(.scroll(offset: 0 + geometry.viewportLength + 1))
        #expect(geometry.visiblePages(at: next) == [1])
    }
}
