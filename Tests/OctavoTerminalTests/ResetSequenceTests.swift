import Testing
@testable import OctavoTerminal

@Suite struct ResetSequenceTests {
    let xterm: [String: String] = [
        "sgr0": "\u{1B}(B\u{1B}[m", "cnorm": "\u{1B}[?12l\u{1B}[?25h", "rmkx": "\u{1B}[?1l\u{1B}>",
        "rmcup": "\u{1B}[?1049l\u{1B}[23;0;0t", "kmous": "\u{1B}[<",
    ]

    func bytes(_ capabilities: [String: String], mouse: Bool) -> String {
        String(decoding: ResetSequence.bytes(capability: { capabilities[$0].map { Array($0.utf8) } }, mouse: mouse), as: UTF8.self)
    }

    @Test func undoesAttributesCursorKeypadAndScreenInThatOrder() {
        let expected = "\u{1B}(B\u{1B}[m" + "\u{1B}[?12l\u{1B}[?25h" + "\u{1B}[?1l\u{1B}>" + "\u{1B}[?1049l\u{1B}[23;0;0t"
        #expect(bytes(xterm, mouse: false) == expected)
        #expect(bytes(xterm, mouse: true) == String(decoding: ResetSequence.mouseReportingOff, as: UTF8.self) + expected)
    }

    @Test func mouseModesAreOnlyResetWhereCursesCanSetThem() {
        #expect(bytes(["sgr0": "\u{1B}[m"], mouse: true) == "\u{1B}[m")
    }

    @Test func paddingIsRemoved() {
        #expect(bytes(["sgr0": "\u{1B}[m\u{0F}$<2>", "cnorm": "\u{1B}[?25h$<5*/>"], mouse: false) == "\u{1B}[m\u{0F}\u{1B}[?25h")
        #expect(ResetSequence.withoutPadding(Array("a$<x>b$".utf8)) == Array("a$<x>b$".utf8))
    }
}
