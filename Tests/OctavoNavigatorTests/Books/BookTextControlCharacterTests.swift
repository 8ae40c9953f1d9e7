import OctavoNavigator
import OctavoTestSupport
import Testing

/// Book text goes through the canvas, which shows control characters instead of passing them to
/// the terminal: an escape sequence in a chapter must not clear anyone's screen.
@Suite struct BookTextControlCharacterTests {
    @Test func escapeSequencesInABookAreShownNotExecuted() throws {
        let book = TestEPUB(chapters: [("c.xhtml", "<p>Before&#27;[2J&#7;after &#x9B;31m end</p>")])
        let navigator = try EPUBNavigator(publication: Publication.open(at: book.write()), initialLocation: nil, config: .init())
        navigator.viewport = Viewport(width: 60, height: 10)
        let text = navigator.renderText()
        #expect(text.contains("Before␛[2J␇after"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(!text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) })
    }
}
