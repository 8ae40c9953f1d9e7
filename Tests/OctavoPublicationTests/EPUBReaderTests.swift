import OctavoPublication
import Foundation
import OctavoTestSupport
import Testing

@Suite struct EPUBReaderTests {
    @Test func readsTheLiveManualInEnglish() throws {
        let publication = try Publication.open(at: Fixtures.url("live-manual.en.epub"))
        #expect(publication.format == .epub)
        #expect(publication.metadata.title == "Live Systems Manual")
        #expect(publication.metadata.languages == ["en"])
        #expect(publication.metadata.identifier == "urn:uuid:5946f730f5507ab7b8fd85c9c536b89bd30afc6d5f336d8cafd50d54a84d9be6")
        #expect(publication.metadata.layout == .reflowable)
        #expect(publication.metadata.readingProgression == nil)
        #expect(publication.readingOrder.count > 20)
        #expect(Set(publication.readingOrder.map(\.href)).count == publication.readingOrder.count)
        func flatten(_ links: [Link]) -> [Link] { links.flatMap { [$0] + flatten($0.children) } }
        let entries = flatten(publication.tableOfContents)
        #expect(entries.count > 20)
        #expect(entries.allSatisfy { $0.title?.isEmpty == false })
        #expect(entries.contains { $0.title == "About this manual" })
    }

    @Test func readsTheLiveManualInJapanese() throws {
        let publication = try Publication.open(at: Fixtures.url("live-manual.ja.epub"))
        #expect(publication.metadata.title == "Live システムマニュアル")
        #expect(publication.metadata.languages == ["ja"])
        #expect(publication.metadata.language?.isCJK == true)
        let text = try (0..<publication.readingOrder.count).map { try publication.contentDocument(at: $0) }
        #expect(text.contains { $0.blocks.contains { $0.text.contains("このマニュアルについて") } })
    }

    @Test func contentBecomesBlocks() throws {
        let book = TestEPUB(chapters: [("c.xhtml", """
        <h2 id="top">Title &amp; more</h2>
        <p style="text-align: center">A   <em>very</em>\n <strong>bold</strong>&nbsp;claim&hellip;</p>
        <ul><li>one</li><li>two<ol><li>nested</li></ol></li></ul>
        <blockquote><p>Quoted</p></blockquote>
        <pre>  keep
          spaces</pre>
        <table><tr><th>A</th><th>B</th></tr><tr><td>1</td><td>2</td></tr></table>
        <p>before<img src="x.png" alt="A map"/>after<br/>line</p><hr/>
        """)])
        let document = try Publication.open(at: book.write()).contentDocument(at: 0)
        let kinds = document.blocks.map(\.kind)
        #expect(kinds == [
            .heading(level: 2), .paragraph, .listItem(marker: "•", depth: 1), .listItem(marker: "•", depth: 1),
            .listItem(marker: "1.", depth: 2), .quote, .preformatted, .tableRow, .tableRow,
            .paragraph, .image(alt: "A map"), .paragraph, .rule,
        ])
        #expect(document.blocks[0].text == "Title & more")
        #expect(document.blocks[1].text == "A very bold\u{A0}claim…")
        #expect(document.blocks[1].runs.map(\.emphasis) == [false, true, false, false, false])
        #expect(document.blocks[1].runs.map(\.strong) == [false, false, false, true, false])
        #expect(document.blocks[1].publisherAlignment == .center)
        #expect(document.blocks[6].text == "  keep\n  spaces")
        #expect(document.blocks[7].text == "A │ B" && document.blocks[8].text == "1 │ 2")
        #expect(document.blocks[11].text == "after\nline")
        #expect(document.anchors["top"] == 0)
        #expect(document.blocks[1].startOffset == document.blocks[0].length)
    }

    @Test func publisherCSSGivesAlignmentAndIndent() throws {
        var book = TestEPUB(chapters: [("c.xhtml", "<p>plain</p><p class=\"first\">first</p>")])
        book.extraEntries = [("OPS/style.css", Data("p { text-indent: 1.5em; text-align: justify } /* x */ .first { text-indent: 0 }".utf8))]
        book.chapters[0].body = "<link rel=\"stylesheet\" href=\"style.css\"/>" + book.chapters[0].body
        let document = try Publication.open(at: book.write()).contentDocument(at: 0)
        #expect(document.blocks.map(\.publisherIndent) == [1.5, 0])
        #expect(document.blocks.map(\.publisherAlignment) == [.justify, .justify])
    }

    @Test func rightToLeftVerticalAndFixedLayoutMetadata() throws {
        let arabic = try Publication.open(at: TestEPUB(language: "ar", direction: "rtl", chapters: [("c.xhtml", "<p>مرحبا بالعالم</p>")]).write())
        #expect(arabic.metadata.readingProgression == .rtl && arabic.metadata.languages == ["ar"])
        let vertical = try Publication.open(at: TestEPUB(language: "ja", direction: "rtl", chapters: [("c.xhtml", "<p>縦書きの本です。</p>")]).write())
        #expect(vertical.metadata.readingProgression == .rtl && vertical.metadata.language?.isCJK == true)
        let fixed = try Publication.open(at: TestEPUB(fixedLayout: true).write())
        #expect(fixed.metadata.layout == .fixed)
    }

    @Test func hrefsAreResolvedDecodedAndNormalised() throws {
        let book = TestEPUB(chapters: [("sub/../chap%20one.xhtml", "<p>x</p>")])
        var edited = book
        edited.chapters = [("chap one.xhtml", "<p>x</p>")]
        let url = try edited.write()
        let publication = try Publication.open(at: url)
        #expect(publication.readingOrder.map(\.href) == ["OPS/chap one.xhtml"])
        #expect(publication.tableOfContents.map(\.href) == ["OPS/chap one.xhtml"])
        #expect(publication.readingOrderIndex(of: "OPS/chap one.xhtml#frag") == 0)
    }
}
