import OctavoCanvas
@testable import OctavoNavigator
@testable import OctavoPublication
import Testing

/// Pages drawn as framed boxes: goldens, colours, labels and cost.
@Suite struct FixedPageRendererTests {
    private let a4 = PDFPageSize(width: 595, height: 842)
    private let landscape = PDFPageSize(width: 842, height: 595)

    private func render(_ pages: [PDFPageSize], _ options: FixedLayoutOptions, viewport: Size,
                        at position: FixedPosition = .spread(0), labels: (Int) -> [String] = { ["Page \($0 + 1)", "595×842 pt"] }) -> Canvas {
        FixedPageRenderer.render(pages: pages, labels: labels, position: position, viewport: viewport, options: options)
    }

    @Test func onePageGolden() {
        let canvas = render([a4], FixedLayoutOptions(spread: .never), viewport: Size(width: 12, height: 6), labels: { ["P\($0 + 1)"] })
        let expected = """
            size 12x6
            text
            |  ┌ 1 ───┐  |
            |  │      │  |
            |  │  P1  │  |
            |  │      │  |
            |  │      │  |
            |  └──────┘  |
            style
            |..aaaaaaaa..|
            |..aaaaaaaa..|
            |..aaaaaaaa..|
            |..aaaaaaaa..|
            |..aaaaaaaa..|
            |..aaaaaaaa..|
            legend
            .: fg #000000 bg #808080
            a: fg #000000 bg #FFFFFF
            """
        #expect(Canvas.goldenDifference(expected: expected, actual: canvas.goldenDescription) == nil)
    }

    /// The first page of an rtl spread is on the right; equal pages get equal widths, and a
    /// label too long for the page ends in "…".
    @Test func rtlSpreadGolden() {
        let canvas = render([a4, a4, a4], FixedLayoutOptions(spread: .always, readingProgression: .rtl), viewport: Size(width: 30, height: 8))
        #expect(canvas.text == """
                ┌ 2 ──────┐┌ 1 ──────┐
                │         ││         │
                │         ││         │
                │ Page 2  ││ Page 1  │
                │595×842 …││595×842 …│
                │         ││         │
                │         ││         │
                └─────────┘└─────────┘
            """)
    }

    @Test func ltrSpreadPutsTheFirstPageOnTheLeft() {
        let canvas = render([a4, a4, a4], FixedLayoutOptions(spread: .always), viewport: Size(width: 30, height: 8))
        #expect(canvas.row(0) == "    ┌ 1 ──────┐┌ 2 ──────┐")
        let last = render([a4, a4, a4], FixedLayoutOptions(spread: .always), viewport: Size(width: 30, height: 8), at: .spread(1))
        #expect(last.row(0) == "         ┌ 3 ──────┐")
    }

    @Test func touchingPagesKeepTheirOwnFramesAndSpacingOpensAGap() {
        let touching = render([a4, a4], FixedLayoutOptions(spread: .always), viewport: Size(width: 80, height: 24))
        #expect(touching.row(0).contains("┐┌"))
        #expect(touching.row(12).contains("││"))
        #expect(touching.row(23).contains("┘└"))
        let apart = render([a4, a4], FixedLayoutOptions(spread: .always, pageSpacing: 24), viewport: Size(width: 80, height: 24))
        #expect(apart.row(0).contains("┐  ┌"))
    }

    @Test func coloursOfBackgroundPaperAndInk() {
        let options = FixedLayoutOptions(
            spread: .never, backgroundColor: RGBColor(hex: 0x112233), pageColor: RGBColor(hex: 0xFFEEDD), inkColor: RGBColor(hex: 0x445566)
        )
        let canvas = render([a4], options, viewport: Size(width: 12, height: 6))
        let paper = CellStyle(foreground: RGBColor(hex: 0x445566), background: RGBColor(hex: 0xFFEEDD))
        #expect(canvas[x: 0, y: 0].style == CellStyle(foreground: RGBColor(hex: 0x445566), background: RGBColor(hex: 0x112233)))
        #expect(canvas[x: 11, y: 5].style.background == RGBColor(hex: 0x112233))
        #expect(canvas[x: 2, y: 0] == Cell("┌", style: paper))
        #expect(canvas[x: 5, y: 1] == Cell(" ", style: paper))
        #expect(canvas[x: 9, y: 5] == Cell("┘", style: paper))
    }

    @Test func fitWidthVisiblyDiffersFromFitPage() {
        let page = render([landscape], FixedLayoutOptions(fit: .page, spread: .never), viewport: Size(width: 40, height: 10))
        let width = render([landscape], FixedLayoutOptions(fit: .width, spread: .never), viewport: Size(width: 40, height: 10))
        #expect(page.row(0).hasPrefix("      ┌ 1 "))
        #expect(width.row(0).hasPrefix("┌ 1 "))
        #expect(width.row(9) == "│                                      │")
        let scrolledDown = render([landscape], FixedLayoutOptions(fit: .width, spread: .never), viewport: Size(width: 40, height: 10),
                                  at: .spread(0, rowOffset: 99))
        #expect(scrolledDown.row(9).hasPrefix("└"))
    }

    @Test func tinyViewportDrawsSomething() {
        let canvas = render([a4, a4, a4], FixedLayoutOptions(), viewport: Size(width: 10, height: 5))
        #expect(canvas.text == """
             ┌ 1 ──┐
             │Page…│
             │595×…│
             │     │
             └─────┘
            """)
        for viewport in [Size(width: 1, height: 1), Size(width: 0, height: 3), Size(width: 3, height: 2)] {
            for options in [FixedLayoutOptions(spread: .always), FixedLayoutOptions(scroll: true), FixedLayoutOptions(scroll: true, scrollAxis: .horizontal)] {
                let canvas = render([a4, a4], options, viewport: viewport)
                #expect(canvas.size == Size(width: viewport.width, height: viewport.height))
            }
        }
    }

    @Test func labelsAreAskedOnlyForPagesOnScreen() {
        let pages = Array(repeating: a4, count: 1000)
        var asked: [Int] = []
        let canvas = render(pages, FixedLayoutOptions(spread: .always), viewport: Size(width: 80, height: 24), at: .spread(250)) {
            asked.append($0)
            return ["Page \($0 + 1)"]
        }
        #expect(asked == [500, 501])
        #expect(canvas.row(0).contains(" 501 ") && canvas.row(0).contains(" 502 "), "[\(canvas.row(0))]")

        asked = []
        let options = FixedLayoutOptions(fit: .page, spread: .never, scroll: true)
        let geometry = FixedPageGeometry(pages: pages, options: options, viewport: Size(width: 20, height: 8))
        let position = FixedPosition.scroll(offset: 8 * 700 + 3)
        _ = FixedPageRenderer.render(geometry: geometry, labels: { asked.append($0); return [] }, position: position)
        #expect(asked == [700, 701])
        #expect(geometry.visiblePages(at: position) == [700, 701])
    }

    @Test func labelsCannotSmuggleControlCharacters() {
        let canvas = render([a4], FixedLayoutOptions(spread: .never), viewport: Size(width: 40, height: 12), labels: { _ in ["\u{1B}[2J"] })
        #expect(canvas.text.contains("␛[2J"))
        #expect(!canvas.text.contains("\u{1B}"))
    }
}
