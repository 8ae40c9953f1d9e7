@testable import OctavoPublication
import Testing

/// What a book's markup says in its attributes: the first of a repeated attribute, a prefixed
/// one by its local name, and the same answers from the dictionary of them all.
@Suite struct MarkupAttributeTests {
    private func element(_ markup: String) throws -> MarkupElement {
        try #require(MarkupParser.parse(markup, html: true).root.elements.first)
    }

    @Test func aRepeatedAttributeKeepsItsFirstValue() throws {
        let link = try element(#"<a href="first.xhtml" id="x" href="second.xhtml">"#)
        #expect(link.attribute("href") == "first.xhtml")
        #expect(link.attributes == ["href": "first.xhtml", "id": "x"])
    }

    @Test func aRepeatAmongManyAttributesKeepsItsFirstValueToo() throws {
        let names = (1...20).map { "data-a\($0)" }
        let markup = "<p " + names.map { "\($0)=\"first\"" }.joined(separator: " ") + " data-a15=\"second\" data-a3=\"second\">"
        let paragraph = try element(markup)
        #expect(paragraph.attribute("data-a15") == "first")
        #expect(paragraph.attribute("data-a3") == "first")
        #expect(paragraph.attributes.count == 20)
    }

    /// A hostile tag repeating one attribute a hundred thousand times keeps one, as a book
    /// with a million would: nothing grows with the repeats.
    @Test func aTagOfRepeatsKeepsOneAttribute() throws {
        let markup = "<p " + String(repeating: "a=\"1\" ", count: 100_000) + "b=\"2\">text</p>"
        let paragraph = try element(markup)
        #expect(paragraph.attributeList.map(\.name) == ["a", "b"])
    }

    @Test func aPrefixedAttributeIsFoundByItsLocalName() throws {
        let section = try element(#"<section epub:type="chapter" xml:lang="fr">"#)
        #expect(section.attribute("type") == "chapter")
        #expect(section.attribute("lang") == "fr")
        #expect(section.attribute("epub:type") == "chapter")
        #expect(section.attribute("pub:type") == nil)
        #expect(section.attribute("id") == nil)
    }

    @Test func anUnprefixedAttributeWinsOverAPrefixedOneWhereverItIsWritten() throws {
        let paragraph = try element(#"<p xml:lang="de" lang="en">"#)
        #expect(paragraph.attribute("lang") == "en")
    }

    @Test func valuesAreDecodedAndValuelessAttributesAreEmpty() throws {
        let input = try element(#"<input title="a &amp; b" disabled value=plain>"#)
        #expect(input.attribute("title") == "a & b")
        #expect(input.attribute("disabled") == "")
        #expect(input.attribute("value") == "plain")
    }

    @Test func descendantsComeInDocumentOrder() throws {
        let root = MarkupParser.parse("<ol><li id='1'><ol><li id='2'/></ol></li><li id='3'/></ol>").root
        #expect(root.descendants("li").compactMap { $0.attribute("id") } == ["1", "2", "3"])
    }
}
