import OctavoCanvas
import Testing

@Suite struct BoxTests {
    @Test func singleLineBox() {
        var canvas = Canvas(width: 6, height: 3)
        canvas.drawBox(canvas.bounds, style: .plain)
        #expect(canvas.text == "┌────┐\n│    │\n└────┘")
    }

    @Test func asciiBox() {
        var canvas = Canvas(width: 6, height: 3)
        canvas.drawBox(canvas.bounds, style: .plain, border: .ascii)
        #expect(canvas.text == "+----+\n|    |\n+----+")
    }

    @Test func interiorIsLeftAlone() {
        var canvas = Canvas(width: 4, height: 3)
        canvas.fill(canvas.bounds, with: "x", style: .plain)
        canvas.drawBox(canvas.bounds, style: .plain)
        #expect(canvas.text == "┌──┐\n│xx│\n└──┘")
    }

    @Test func titleSitsOnTopBorder() {
        var canvas = Canvas(width: 12, height: 2)
        canvas.drawBox(canvas.bounds, style: .plain, title: "Settings")
        #expect(canvas.text == "┌ Settings ┐\n└──────────┘")
    }

    @Test func longTitleIsTruncated() {
        var canvas = Canvas(width: 10, height: 2)
        canvas.drawBox(canvas.bounds, style: .plain, title: "Preferences")
        #expect(canvas.row(0) == "┌ Prefe… ┐")
    }

    @Test func wideTitleIsTruncatedWithoutSplitting() {
        var canvas = Canvas(width: 9, height: 2)
        canvas.drawBox(canvas.bounds, style: .plain, title: "設定画面")
        #expect(canvas.row(0) == "┌ 設定… ┐")
    }

    @Test func titleControlsAreShownSafely() {
        var canvas = Canvas(width: 10, height: 2)
        canvas.drawBox(canvas.bounds, style: .plain, title: "\u{1B}[H")
        #expect(canvas.row(0) == "┌ ␛[H ───┐")
    }

    @Test func tooNarrowForTitleDrawsPlainBorder() {
        var canvas = Canvas(width: 4, height: 2)
        canvas.drawBox(canvas.bounds, style: .plain, title: "T")
        #expect(canvas.text == "┌──┐\n└──┘")
    }

    @Test func degenerateBoxesAreLines() {
        var canvas = Canvas(width: 4, height: 3)
        canvas.drawBox(Rect(x: 0, y: 0, width: 3, height: 1), style: .plain)
        canvas.drawBox(Rect(x: 3, y: 0, width: 1, height: 3), style: .plain)
        #expect(canvas.text == "───│\n   │\n   │")
    }

    @Test func boxIsClippedByCanvas() {
        var canvas = Canvas(width: 4, height: 3)
        canvas.drawBox(Rect(x: -1, y: 1, width: 4, height: 3), style: .plain)
        #expect(canvas.text == "\n──┐\n  │")
    }

    @Test func boxTakesStyle() {
        let style = CellStyle(foreground: RGBColor(hex: 0x00FF00))
        var canvas = Canvas(width: 3, height: 3)
        canvas.drawBox(canvas.bounds, style: style)
        #expect(canvas[x: 0, y: 0].style == style)
        #expect(canvas[x: 2, y: 1].style == style)
        #expect(canvas[x: 1, y: 1].style == .plain)
    }
}
