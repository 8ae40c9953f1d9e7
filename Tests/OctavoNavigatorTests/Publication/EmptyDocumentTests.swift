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

@Suite struct HugeWordTests {
    /// A word longer than any page is broken at the width; breaking it is linear in its length
    /// (it used to scan the rest of the word for every line). Speed is measured in octavo-bench;
    /// this checks the result.
    @Test func aHugeWordIsBrokenAtTheWidth() throws {
        let word = String(repeating: "a", count: 100_000)
        let url = try TestEPUB(chapters: [("huge.xhtml", "<p>\(word)</p><p>After.</p>")]).write()
        let navigator = try EPUBNavigator(publication: try Publication.open(at: url), initialLocation: nil, config: .init())
        navigator.viewport = Viewport(width: 40, height: 12)
        let lines = navigator.renderText().split(separator: "\n").filter { $0.contains("aaaa") }
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(lines.contains { $0.filter { $0 == "a" }.count >= 30 }, "lines are filled, not one letter each")
    }
}

/// A paragraph much longer than one layout segment (256 lines) is broken in parts, and the
/// parts join without losing, repeating or reordering a word, forward and backward.
@Suite struct LongParagraphTests {
    @Test func pagesThroughAParagraphOfManySegmentsShowEveryWordOnce() throws {
        let count = 12_000
        let paragraph = (1...count).map { "w\($0)" }.joined(separator: " ")
        let url = try TestEPUB(chapters: [("long.xhtml", "<p>\(paragraph)</p><p>w\(count + 1)</p>")]).write()
        let navigator = try EPUBNavigator(publication: try Publication.open(at: url), initialLocation: nil, config: .init())
        navigator.viewport = Viewport(width: 40, height: 12)
        func words() -> [Int] {
            navigator.renderText().split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { token in
                token.first == "w" ? Int(token.dropFirst()) : nil
            }
        }
        var shown = words()
        var firstWords = [shown.first]
        while navigator.goForward() {
            let page = words()
            shown += page
            firstWords.append(page.first)
        }
        #expect(shown == Array(1...count + 1), "every word once, in order")
        // About 2,000 lines at this width: eight segments of 256 lines.
        #expect(firstWords.count > 150, "the paragraph spans several segments")
        var backward: [Int?] = [words().first]
        while navigator.goBackward() { backward.append(words().first) }
        #expect(Array(backward.reversed()) == firstWords, "going back shows the same pages")
    }
}
