import OctavoCanvas
import Testing

@Suite struct GoldenDescriptionTests {
    let strong = CellStyle(foreground: RGBColor(hex: 0xFEFEFE), background: RGBColor(hex: 0x000000), bold: true, dim: true)

    private func sample(lastStyle: CellStyle? = nil) -> Canvas {
        var canvas = Canvas(width: 8, height: 2)
        canvas.draw("Hi", at: .zero, style: strong)
        canvas.draw("日本", at: Point(x: 3, y: 0), style: CellStyle.plain.reversed)
        canvas.draw("ok", at: Point(x: 6, y: 1), style: lastStyle ?? strong)
        return canvas
    }

    private let expected = """
        size 8x2
        text
        |Hi 日本 |
        |      ok|
        style
        |aa.bbbb.|
        |......aa|
        legend
        .: plain
        a: fg #FEFEFE bg #000000 bold dim
        b: reverse
        """

    @Test func exactFormat() {
        #expect(sample().goldenDescription == expected)
    }

    @Test func textLayerTrimsButGoldenKeepsWidth() {
        #expect(sample().text == "Hi 日本\n      ok")
    }

    @Test func defaultStyleIsTheDotEvenWhenNotPlain() {
        let paper = CellStyle(foreground: RGBColor(hex: 0x101010), background: RGBColor(hex: 0xFFFFF0))
        var canvas = Canvas(width: 3, height: 1, style: paper)
        canvas.draw("x", at: Point(x: 1, y: 0), style: .plain)
        #expect(canvas.goldenDescription == """
            size 3x1
            text
            | x |
            style
            |.a.|
            legend
            .: fg #101010 bg #FFFFF0
            a: plain
            """)
    }

    @Test func styleWordsInFixedOrder() {
        let all = CellStyle(
            foreground: RGBColor(hex: 0x010203), background: RGBColor(hex: 0xA0B0C0),
            bold: true, dim: true, italic: true, underline: true, reverse: true
        )
        #expect(all.description == "fg #010203 bg #A0B0C0 bold dim italic underline reverse")
        #expect(CellStyle.plain.description == "plain")
        #expect(CellStyle(italic: true).with(background: RGBColor(hex: 0xFF)).description == "bg #0000FF italic")
    }

    @Test func manyStylesGetDistinctSingleColumnSymbols() {
        var canvas = Canvas(width: 70, height: 1)
        for x in 0..<70 {
            canvas.draw("x", at: Point(x: x, y: 0), style: CellStyle(foreground: RGBColor(hex: x)))
        }
        let styleRow = canvas.goldenDescription.split(separator: "\n")[4]
        #expect(styleRow == "|abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ĀāĂăĄąĆć|")
    }

    @Test func equalDescriptionsHaveNoDifference() {
        #expect(Canvas.goldenDifference(expected: expected, actual: sample().goldenDescription) == nil)
    }

    @Test func differenceNamesStyleRowAndColumn() {
        let actual = sample(lastStyle: CellStyle.plain.reversed).goldenDescription
        let caret = String(repeating: " ", count: 19) + "^"
        #expect(Canvas.goldenDifference(expected: expected, actual: actual) == """
            golden mismatch at line 7 (style row 1), column 6
              expected: |......aa|
              actual:   |......bb|
            \(caret)
            """)
    }

    @Test func differenceColumnCountsWideCharactersAsTwo() {
        var canvas = sample()
        canvas.draw("x", at: Point(x: 5, y: 0), style: CellStyle.plain.reversed)
        let message = Canvas.goldenDifference(expected: expected, actual: canvas.goldenDescription)
        #expect(message?.hasPrefix("golden mismatch at line 3 (text row 0), column 5\n") == true)
    }

    @Test func differenceReportsMissingLines() {
        let message = Canvas.goldenDifference(expected: expected, actual: expected + "\nc: bold")
        #expect(message == "golden mismatch at line 12 (legend row 3)\n  expected: <missing>\n  actual:   c: bold")
    }
}
