import Foundation
import OctavoNavigator
import OctavoTestSupport
import Testing

/// Seeded fuzzing of books: random markup and damaged archives either open and draw, or are
/// refused with an error; never a crash or a hang. Bounded so CI stays quick; the seed is printed
/// (OCTAVO_TEST_SEED replays a run).
@Suite struct HostileBookFuzzTests {
    static let fragments = [
        "<p>", "</p>", "<h1>", "</h1>", "<ul><li>", "</li></ul>", "<em>", "</em>", "<b>", "<br/>", "<img src=\"x.png\" alt=\"a\"/>",
        "&amp;", "&unknown;", "&#0;", "&#x1B;", "&#xD800;", "<![CDATA[x]]>", "<!--", "-->", "<", ">", "\"", "'", "\u{1B}[31m",
        "\u{202E}", "\u{0}", "مرحبا", "日本語", "word", " ", "\n", "<div style=\"display:none\">", "</div>", "<table><tr><td>", "</td></tr></table>",
        "<pre>", "</pre>", "<blockquote>", "</blockquote>", "<a href=\"#x\">", "</a>", String(repeating: "x", count: 300),
    ]

    @Test func randomMarkupOpensAndDraws() throws {
        var generator = SeededGenerator.announced("randomMarkupOpensAndDraws")
        for _ in 0..<60 {
            let body = (0..<Int.random(in: 0...80, using: &generator)).map { _ in Self.fragments.randomElement(using: &generator)! }.joined()
            let url = try TestEPUB(chapters: [("c1.xhtml", body), ("c2.xhtml", "<p>End.</p>")], rawChapters: Bool.random(using: &generator) ? ["c1.xhtml"] : []).write()
            try drawIfItOpens(url, generator: &generator)
        }
    }

    @Test func damagedArchivesOpenOrAreRefused() throws {
        var generator = SeededGenerator.announced("damagedArchivesOpenOrAreRefused")
        let original = try Data(contentsOf: TestEPUB(chapters: [("c1.xhtml", "<p>Some text to damage.</p>")]).write())
        for _ in 0..<60 {
            var bytes = [UInt8](original)
            ArchiveDamage.apply(to: &bytes, using: &generator)
            let url = TestEPUB.folder.appendingPathComponent("fuzz-\(UUID().uuidString).epub")
            try Data(bytes).write(to: url)
            try drawIfItOpens(url, generator: &generator)
        }
    }

    private func drawIfItOpens(_ url: URL, generator: inout SeededGenerator) throws {
        guard let publication = try? Publication.open(at: url),
              let navigator = try? EPUBNavigator(publication: publication, initialLocation: nil, config: .init()) else { return }
        navigator.viewport = Viewport(width: Int.random(in: 10...100, using: &generator), height: Int.random(in: 3...40, using: &generator))
        _ = navigator.renderText()
        for _ in 0..<5 where navigator.goForward() { _ = navigator.renderText() }
        navigator.submitPreferences(EPUBPreferences(fontSize: 2, publisherStyles: false, textAlign: .justify, wordSpacing: 0.5))
        _ = navigator.renderText()
    }
}
