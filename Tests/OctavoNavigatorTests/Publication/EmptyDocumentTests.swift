import Foundation
import OctavoNavigator
import OctavoPreferences
import Testing

/// Documents with nothing to lay out open, draw and turn pages like any other (issue 14).
@Suite struct EmptyDocumentTests {
    static let bodies = ["", "   ", "<div><span></span></div>", "<img src=\"missing.png\"/>", "<!-- only a comment -->"]

    @Test(arguments: bodies)
    func aFirstChapterWithoutTextOpensAndDraws(body: String) throws {
        let url = try TestEPUB(chapters: [("empty.xhtml", body), ("chapter2.xhtml", "<p>Text after.</p>")]).write()
        let navigator = try EPUBNavigator(publication: try Publication.open(at: url), initialLocation: nil, config: .init())
        navigator.viewport = Viewport(width: 40, height: 10)
        _ = navigator.renderText()
        #expect(navigator.currentLocation != nil)
        var turns = 0
        while navigator.goForward(), turns < 20 { turns += 1 }
        #expect(navigator.renderText().contains("Text after."))
    }

    @Test func aBookWhoseOnlyChapterIsEmptyOpens() throws {
        let url = try TestEPUB(chapters: [("empty.xhtml", "")]).write()
        let navigator = try EPUBNavigator(publication: try Publication.open(at: url), initialLocation: nil, config: .init())
        navigator.submitPreferences(EPUBPreferences(fontSize: 2))
        #expect(!navigator.goForward())
        let lines = navigator.renderText().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(lines.count == 2 && lines[0] == "Chapter 1" && lines[1].hasPrefix("page 1 of 1"), "only the running head and the footer: \(lines)")
        #expect(navigator.currentLocation?.href == "OPS/empty.xhtml" || navigator.currentLocation?.href == "empty.xhtml")
    }
}
