import OctavoCanvas
import Testing

@Suite struct ControlCharacterTests {
    private func scalars(of canvas: Canvas) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                result += canvas[x: x, y: y].grapheme.unicodeScalars
            }
        }
        return result
    }

    @Test func escapeSequenceIsShownNotExecuted() {
        var canvas = Canvas(width: 10, height: 1)
        #expect(canvas.draw("\u{1B}[2J", at: .zero, style: .plain) == 4)
        #expect(canvas.row(0) == "␛[2J")
        #expect(!scalars(of: canvas).contains(where: ControlCharacters.isControl))
    }

    @Test(arguments: [
        ("\u{0}", "␀"),
        ("\t", "␉"),
        ("\u{7}", "␇"),
        ("\u{1F}", "␟"),
        ("\u{7F}", "␡"),
        ("\u{9B}", "\u{FFFD}"),
        ("\u{85}", "\u{FFFD}"),
        ("\r\n", "␍␊"),
    ] as [(String, String)])
    func controlsBecomeVisibleSymbols(input: String, shown: String) {
        var canvas = Canvas(width: 4, height: 1)
        canvas.draw("a" + input, at: .zero, style: .plain)
        #expect(canvas.row(0) == "a" + shown)
        #expect(!scalars(of: canvas).contains(where: ControlCharacters.isControl))
    }

    @Test func controlsAreClippedLikeOtherText() {
        var canvas = Canvas(width: 2, height: 1)
        #expect(canvas.draw("\u{1B}\u{1B}\u{1B}", at: Point(x: -1, y: 0), style: .plain) == 3)
        #expect(canvas.row(0) == "␛␛")
    }

    @Test func sanitizeLeavesSafeTextAlone() {
        #expect(ControlCharacters.sanitize("Chapter 1 — 日本") == "Chapter 1 — 日本")
        #expect(ControlCharacters.sanitize("a\u{1B}]0;x\u{7}b") == "a␛]0;x␇b")
    }

    @Test func cellsCannotHoldControls() {
        #expect(Cell("\u{1B}").grapheme == "␛")
        #expect(Cell("\r\n").grapheme == "␍")
        var canvas = Canvas(width: 2, height: 1)
        canvas[x: 0, y: 0] = Cell("\u{9B}")
        #expect(canvas.row(0) == "\u{FFFD}")
    }

    @Test func printableNeighboursOfControlsAreNotControls() {
        #expect(!ControlCharacters.isControl(" "))
        #expect(!ControlCharacters.isControl("~"))
        #expect(!ControlCharacters.isControl("\u{A0}"))
        #expect(ControlCharacters.isControl("\u{9F}"))
    }
}

@Suite struct VisibleTextTests {
    @Test func controlsAndBidirectionalOverridesBecomeVisibleEscapes() {
        #expect(VisibleText.escaped("a\u{1B}[31mb") == #"a\e[31mb"#)
        #expect(VisibleText.escaped("bell\u{07} del\u{7F}") == #"bell\x07 del\x7F"#)
        #expect(VisibleText.escaped("csi\u{9B}2J") == "csiU+009B2J")
        #expect(VisibleText.escaped("abc\u{202E}fed\u{2066}x\u{2069}") == "abcU+202EfedU+2066xU+2069")
        #expect(VisibleText.escaped("lines\nand\ttabs, عربي, 日本語") == "lines\nand\ttabs, عربي, 日本語")
    }

    @Test func theCanvasNeverHoldsABidirectionalOverride() {
        var canvas = Canvas(width: 10, height: 1)
        _ = canvas.draw("a\u{202E}b", at: .zero, style: .plain)
        #expect(canvas.row(0).hasPrefix("a"))
        #expect(!canvas.row(0).unicodeScalars.contains { $0.value == 0x202E })
    }
}
