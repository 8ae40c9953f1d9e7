import OctavoCanvas
import Testing

@Suite struct TextDrawingTests {
    let red = CellStyle(foreground: RGBColor(hex: 0xFF0000))

    @Test func newCanvasIsBlankInItsStyle() {
        let canvas = Canvas(width: 3, height: 2, style: red)
        #expect(canvas.bounds == Rect(x: 0, y: 0, width: 3, height: 2))
        #expect(canvas[x: 2, y: 1] == Cell(" ", style: red))
        #expect(canvas.text == "\n")
    }

    @Test func drawsAndReportsColumnsAdvanced() {
        var canvas = Canvas(width: 8, height: 2)
        let advanced = canvas.draw("Hello", at: Point(x: 1, y: 1), style: red)
        #expect(advanced == 5)
        #expect(canvas.text == "\n Hello")
        #expect(canvas[x: 1, y: 1] == Cell("H", style: red))
        #expect(canvas[x: 6, y: 1] == Cell(" "))
    }

    @Test func wideCharactersTakeTwoCells() {
        var canvas = Canvas(width: 8, height: 1)
        #expect(canvas.draw("日本語", at: .zero, style: .plain) == 6)
        #expect(canvas.row(0) == "日本語")
        #expect(canvas[x: 0, y: 0].grapheme == "日")
        #expect(canvas[x: 1, y: 0].isContinuation)
        #expect(canvas[x: 2, y: 0].grapheme == "本")
        #expect(!canvas[x: 6, y: 0].isContinuation)
    }

    @Test func clustersStayInOneCell() {
        var canvas = Canvas(width: 6, height: 1)
        let family = "👨\u{200D}👩\u{200D}👧"
        #expect(canvas.draw("e\u{301}" + family + "!", at: .zero, style: .plain) == 4)
        #expect(canvas[x: 0, y: 0].grapheme == "e\u{301}")
        #expect(canvas[x: 1, y: 0].grapheme == family)
        #expect(canvas[x: 2, y: 0].isContinuation)
        #expect(canvas[x: 3, y: 0].grapheme == "!")
    }

    /// Cells keep up to 15 bytes of a cluster inline and longer ones elsewhere: both read back
    /// whole, and two frames showing the same long cluster do not differ.
    @Test(arguments: 0...12) func clustersOfEveryLengthReadBackWhole(marks: Int) {
        let cluster = "e" + String(repeating: "\u{301}", count: marks)
        var first = Canvas(width: 3, height: 1)
        first.draw(cluster + "x", at: .zero, style: .plain)
        #expect(first[x: 0, y: 0].grapheme == cluster, "\(cluster.utf8.count) bytes")
        #expect(first[x: 1, y: 0].grapheme == "x")
        var second = Canvas(width: 3, height: 1)
        second.draw(cluster + "x", at: .zero, style: .plain)
        #expect(second.changes(from: first).isEmpty)
    }

    @Test(arguments: [
        "Ça été déjà — “vu”",
        "e\u{301}te\u{301}",
        "가\u{11A8}나",
        "🇯🇵🇫🇷x",
        "क्षत्रिय",
        "Ελληνικά и русский",
        "か\u{3099}き",
        "a\u{200D}b",
        "日本語、テスト。",
        "x\u{FE0F}❤\u{FE0F}!",
    ])
    func cellsHoldTheSameGraphemesAsSwift(text: String) {
        var canvas = Canvas(width: 40, height: 1)
        let advanced = canvas.draw(text, at: .zero, style: .plain)
        let drawn = (0..<canvas.width).map { canvas[x: $0, y: 0] }.filter { !$0.isContinuation }.map(\.grapheme)
        #expect(Array(drawn.prefix(text.count)) == text.map(String.init))
        #expect(advanced == text.reduce(0) { $0 + TextWidth.of($1) })
        #expect(advanced == TextWidth.of(text))
    }

    @Test func zeroWidthClusterWithoutBaseTakesNoColumn() {
        var canvas = Canvas(width: 4, height: 1)
        #expect(canvas.draw("a\u{200B}b", at: .zero, style: .plain) == 2)
        #expect(canvas.row(0) == "ab")
    }

    @Test func clipsAtLeftAndRightCanvasEdges() {
        var canvas = Canvas(width: 4, height: 2)
        #expect(canvas.draw("abcdef", at: Point(x: -2, y: 0), style: .plain) == 6)
        #expect(canvas.draw("abcdef", at: Point(x: 1, y: 1), style: .plain) == 6)
        #expect(canvas.text == "cdef\n abc")
    }

    @Test func rowsOutsideCanvasOrClipAreUntouched() {
        var canvas = Canvas(width: 4, height: 2)
        let before = canvas
        #expect(canvas.draw("abc", at: Point(x: 0, y: -1), style: .plain) == 3)
        #expect(canvas.draw("abc", at: Point(x: 0, y: 2), style: .plain) == 3)
        #expect(canvas.draw("abc", at: Point(x: 0, y: 0), style: .plain, clip: Rect(x: 0, y: 1, width: 4, height: 1)) == 3)
        #expect(canvas == before)
    }

    @Test func clipRectLimitsColumnsAndRows() {
        var canvas = Canvas(width: 10, height: 3)
        let clip = Rect(x: 2, y: 1, width: 3, height: 2)
        for y in 0..<3 {
            canvas.draw("abcdefgh", at: Point(x: 0, y: y), style: .plain, clip: clip)
        }
        #expect(canvas.text == "\n  cde\n  cde")
    }

    @Test func wideCharacterCutByRightEdgeBecomesSpace() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.fill(canvas.bounds, with: ".", style: .plain)
        #expect(canvas.draw("abcd日", at: .zero, style: red) == 6)
        #expect(canvas.row(0) == "abcd")
        #expect(canvas[x: 4, y: 0] == Cell(" ", style: red))
    }

    @Test func wideCharacterCutByLeftEdgeBecomesSpace() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.fill(canvas.bounds, with: ".", style: .plain)
        canvas.draw("日本", at: Point(x: -1, y: 0), style: red)
        #expect(canvas.row(0) == " 本..")
        #expect(canvas[x: 0, y: 0] == Cell(" ", style: red))
        #expect(!canvas[x: 0, y: 0].isContinuation)
    }

    @Test func wideCharactersAtBothClipEdges() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.fill(canvas.bounds, with: ".", style: .plain)
        canvas.draw("日本語", at: .zero, style: .plain, clip: Rect(x: 1, y: 0, width: 3, height: 1))
        #expect(canvas.row(0) == ". 本..")
        canvas.fill(canvas.bounds, with: ".", style: .plain)
        canvas.draw("a日本", at: .zero, style: .plain, clip: Rect(x: 0, y: 0, width: 4, height: 1))
        #expect(canvas.row(0) == "a日 ..")
    }

    @Test func overwritingRightHalfClearsLeftHalf() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("日本", at: .zero, style: red)
        canvas.draw("x", at: Point(x: 1, y: 0), style: .plain)
        #expect(canvas.row(0) == " x本")
        #expect(canvas[x: 0, y: 0] == Cell(" ", style: red))
    }

    @Test func overwritingLeftHalfClearsRightHalf() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("日本", at: .zero, style: red)
        canvas.draw("y", at: Point(x: 2, y: 0), style: .plain)
        #expect(canvas.row(0) == "日y")
        #expect(canvas[x: 3, y: 0] == Cell(" ", style: red))
    }

    @Test func wideOverWideAtOffsetClearsBothNeighbours() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("日本", at: .zero, style: .plain)
        canvas.draw("語", at: Point(x: 1, y: 0), style: .plain)
        #expect(canvas.row(0) == " 語")
        #expect(!canvas[x: 3, y: 0].isContinuation)
        #expect(canvas[x: 2, y: 0].isContinuation)
    }

    @Test func subscriptKeepsWideCharactersWhole() {
        var canvas = Canvas(width: 3, height: 1)
        canvas[x: 0, y: 0] = Cell("日")
        #expect(canvas[x: 1, y: 0].isContinuation)
        canvas[x: 2, y: 0] = Cell("本")
        #expect(canvas[x: 2, y: 0] == Cell(" "))
        canvas[x: 1, y: 0] = Cell("z")
        #expect(canvas.row(0) == " z")
        canvas[x: 2, y: 0] = .continuation(style: red)
        #expect(canvas[x: 2, y: 0] == Cell(" ", style: red))
    }

    @Test func fillCoversOnlyTheClippedRect() {
        var canvas = Canvas(width: 4, height: 3)
        canvas.fill(Rect(x: 2, y: 1, width: 5, height: 5), with: "#", style: red)
        #expect(canvas.text == "\n  ##\n  ##")
        #expect(canvas[x: 3, y: 2].style == red)
        #expect(canvas[x: 1, y: 2].style == .plain)
    }

    @Test func fillWithWideCharacterLeavesSpaceInOddColumn() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.fill(canvas.bounds, with: "日", style: .plain)
        #expect(canvas.row(0) == "日日")
        #expect(canvas[x: 4, y: 0] == Cell(" "))
    }

    @Test func clearRestoresDefaultStyle() {
        var canvas = Canvas(width: 3, height: 1, style: red)
        canvas.draw("abc", at: .zero, style: .plain)
        canvas.clear()
        #expect(canvas == Canvas(width: 3, height: 1, style: red))
    }
}

extension TextDrawingTests {
    /// One character drawn on its own lands as the same text of one character would: narrow,
    /// wide, with a mark, of no width, a control, inside the clip, outside it, and wide across
    /// either of its edges.
    @Test func aCharacterIsDrawnAsATextOfOne() {
        let style = CellStyle(foreground: RGBColor(hex: 0x336699))
        let clip = Rect(x: 1, y: 0, width: 3, height: 1)
        for character: Character in ["▀", "日", "e\u{0303}", "\u{200B}", "\u{1B}", "a"] {
            for x in -1..<5 {
                var byText = Canvas(width: 5, height: 1)
                byText.fill(byText.bounds, with: "日", style: .plain)
                var byCharacter = byText
                byText.draw(String(character), at: Point(x: x, y: 0), style: style, clip: clip)
                byCharacter.draw(character: character, at: Point(x: x, y: 0), style: style, clip: clip)
                #expect(byCharacter == byText, "\(character.unicodeScalars.map(\.value)) at \(x)")
            }
        }
    }
}
