import Foundation
import OctavoNavigator
import OctavoPreferences
import OctavoTestSupport
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
        #expect(navigator.paginate(until: nil))
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

/// Markup nested far past any real book and a table of contents that loops back on itself open
/// and draw; the nesting is flattened past a bound and the loop is never followed (issue 14).
@Suite struct DeepAndCyclicBookTests {
    @Test func markupNestedTenThousandDeepOpensAndDraws() throws {
        let depth = 10_000
        let body = String(repeating: "<div><span>", count: depth) + "deep text" + String(repeating: "</span></div>", count: depth)
        let url = try TestEPUB(chapters: [("deep.xhtml", body)]).write()
        let publication = try Publication.open(at: url)
        #expect(try publication.contentDocument(at: 0).repairs.contains("elements nested more than 256 deep are flattened"))
        let navigator = try EPUBNavigator(publication: publication, initialLocation: nil, config: .init())
        navigator.viewport = Viewport(width: 60, height: 12)
        #expect(navigator.renderText().contains("deep text"))
    }

    @Test func aTableOfContentsThatLoopsIsReadOnce() throws {
        var book = TestEPUB(chapters: [("one.xhtml", "<p><a href=\"two.xhtml\">next</a></p>"), ("two.xhtml", "<p><a href=\"one.xhtml#top\">back</a></p>")])
        book.navigation = false
        let nested = String(repeating: "<li><a href=\"one.xhtml\">One</a><ol>", count: 2_000) + String(repeating: "</ol></li>", count: 2_000)
        let nav = """
            <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Nav</title></head>
            <body><nav epub:type="toc"><ol>\(nested)<li><a href="nav.xhtml">Contents</a></li><li><a href="two.xhtml">Two</a></li></ol></nav></body></html>
            """
        book.extraEntries = [("OPS/nav.xhtml", Data(nav.utf8))]
        let publication = try Publication.open(at: try book.write())
        #expect(publication.readingOrder.count == 2)
        let navigator = try EPUBNavigator(publication: publication, initialLocation: nil, config: .init())
        navigator.viewport = Viewport(width: 60, height: 12)
        #expect(navigator.renderText().contains("next"))
        #expect(navigator.goForward(), "the second chapter follows the first")
        #expect(navigator.renderText().contains("back"))
    }
}
