import OctavoCanvas
import Testing

@Suite struct StyleApplicationTests {
    @Test func restylesOnlyTheRect() {
        var canvas = Canvas(width: 4, height: 2)
        canvas.draw("abcd", at: .zero, style: .plain)
        canvas.apply(style: { $0.dimmed }, in: Rect(x: 1, y: 0, width: 2, height: 1))
        #expect(canvas.text == "abcd\n")
        #expect(canvas[x: 0, y: 0].style == .plain)
        #expect(canvas[x: 1, y: 0].style == CellStyle(dim: true))
        #expect(canvas[x: 2, y: 0].style == CellStyle(dim: true))
        #expect(canvas[x: 3, y: 0].style == .plain)
        #expect(canvas[x: 1, y: 1].style == .plain)
    }

    @Test func transformKeepsOtherAttributes() {
        let red = CellStyle(foreground: RGBColor(hex: 0xFF0000), bold: true)
        var canvas = Canvas(width: 2, height: 1, style: red)
        canvas.apply(style: { $0.reversed }, in: canvas.bounds)
        #expect(canvas[x: 1, y: 0].style == CellStyle(foreground: RGBColor(hex: 0xFF0000), bold: true, reverse: true))
    }

    @Test func wideCharacterIsRestyledWhole() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("日本語", at: .zero, style: .plain)
        canvas.apply(style: { $0.reversed }, in: Rect(x: 1, y: 0, width: 2, height: 1))
        let styles = (0..<6).map { canvas[x: $0, y: 0].style.reverse }
        #expect(styles == [true, true, true, true, false, false])
    }

    @Test func rectOutsideCanvasChangesNothing() {
        var canvas = Canvas(width: 3, height: 1)
        let before = canvas
        canvas.apply(style: { $0.bolded }, in: Rect(x: 3, y: 0, width: 4, height: 1))
        canvas.apply(style: { $0.bolded }, in: Rect(x: 0, y: -2, width: 3, height: 2))
        #expect(canvas == before)
    }
}
