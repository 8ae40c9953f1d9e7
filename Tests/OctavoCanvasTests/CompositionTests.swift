import OctavoCanvas
import Testing

@Suite struct CompositionTests {
    let blue = CellStyle(background: RGBColor(hex: 0x0000FF))

    private func pane(_ rows: [String], width: Int, style: CellStyle = .plain) -> Canvas {
        var canvas = Canvas(width: width, height: rows.count, style: style)
        for (y, row) in rows.enumerated() {
            canvas.draw(row, at: Point(x: 0, y: y), style: style)
        }
        return canvas
    }

    private func screen(width: Int, height: Int) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        canvas.fill(canvas.bounds, with: ".", style: .plain)
        return canvas
    }

    @Test func copiesCellsAndStyles() {
        var canvas = screen(width: 5, height: 4)
        canvas.draw(pane(["ab", "cd"], width: 3, style: blue), at: Point(x: 1, y: 1))
        #expect(canvas.text == ".....\n.ab .\n.cd .\n.....")
        #expect(canvas[x: 3, y: 1] == Cell(" ", style: blue))
        #expect(canvas[x: 4, y: 1].style == .plain)
    }

    @Test func clippedByCanvasOnEverySide() {
        let sub = pane(["abc", "def", "ghi"], width: 3)
        var canvas = screen(width: 3, height: 3)
        canvas.draw(sub, at: Point(x: -1, y: -1))
        #expect(canvas.text == "ef.\nhi.\n...")
        canvas = screen(width: 3, height: 3)
        canvas.draw(sub, at: Point(x: 2, y: 2))
        #expect(canvas.text == "...\n...\n..a")
    }

    @Test func clippedByClipRect() {
        var canvas = screen(width: 4, height: 2)
        canvas.draw(pane(["abcd", "efgh"], width: 4), at: .zero, clip: Rect(x: 1, y: 1, width: 2, height: 5))
        #expect(canvas.text == "....\n.fg.")
    }

    @Test func wideCharactersCutByEdgesBecomeSpaces() {
        let sub = pane(["日本"], width: 4, style: blue)
        var canvas = screen(width: 5, height: 1)
        canvas.draw(sub, at: Point(x: -1, y: 0))
        #expect(canvas.row(0) == " 本..")
        #expect(canvas[x: 0, y: 0] == Cell(" ", style: blue))
        canvas = screen(width: 5, height: 1)
        canvas.draw(sub, at: Point(x: 2, y: 0))
        #expect(canvas.row(0) == "..日")
        #expect(canvas[x: 4, y: 0] == Cell(" ", style: blue))
        canvas = screen(width: 5, height: 1)
        canvas.draw(sub, at: .zero, clip: Rect(x: 1, y: 0, width: 3, height: 1))
        #expect(canvas.row(0) == ". 本.")
    }

    /// A pane drawn whole keeps every cell, wide graphemes and their continuations included,
    /// and the wide grapheme it lands on the right half of loses its left half.
    @Test func aWholePaneKeepsItsWideCharacters() {
        let sub = pane(["日本a", "b語c ", "é̃x"], width: 5, style: blue)
        var canvas = Canvas(width: 8, height: 3)
        canvas.draw("日本日本", at: .zero, style: .plain)
        canvas.draw(sub, at: Point(x: 1, y: 0))
        #expect(canvas.row(0) == " 日本a本")
        #expect(canvas.row(1) == " b語c")
        for y in 0..<3 {
            for x in 0..<5 { #expect(canvas[x: x + 1, y: y] == sub[x: x, y: y], "cell \(x), \(y)") }
        }
    }

    @Test func composingOverHalfOfAWideCharacterClearsTheOtherHalf() {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("日本", at: .zero, style: .plain)
        canvas.draw(pane(["x"], width: 1), at: Point(x: 1, y: 0))
        #expect(canvas.row(0) == " x本")
    }
}
