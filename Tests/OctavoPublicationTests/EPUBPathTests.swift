@testable import OctavoPublication
import Testing

/// Hrefs inside a book, resolved as a reading system does: relative to their file, percent-
/// decoded, fragments kept, links out of the book and out of the archive refused.
@Suite struct EPUBPathTests {
    @Test func resolvesAgainstTheFolderOfItsFile() {
        #expect(EPUBPath.resolve("c2.xhtml#note", relativeTo: "OEBPS/text/c1.xhtml")! == ("OEBPS/text/c2.xhtml", "note"))
        #expect(EPUBPath.resolve("../style/book.css", relativeTo: "OEBPS/text/c1.xhtml")! == ("OEBPS/style/book.css", nil))
        #expect(EPUBPath.resolve("#top", relativeTo: "OEBPS/c1.xhtml")! == ("OEBPS/c1.xhtml", "top"))
        #expect(EPUBPath.resolve("/images/a.png", relativeTo: "OEBPS/c1.xhtml")! == ("images/a.png", nil))
    }

    @Test func percentEscapesAreDecodedAndBadOnesKeptAsWritten() {
        #expect(EPUBPath.resolve("My%20Chapter%C3%A9.xhtml", relativeTo: "c.xhtml")?.path == "My Chapteré.xhtml")
        #expect(EPUBPath.resolve("100%.xhtml", relativeTo: "c.xhtml")?.path == "100%.xhtml", "a lone % is no escape")
        #expect(EPUBPath.resolve("a%zz.xhtml", relativeTo: "c.xhtml")?.path == "a%zz.xhtml")
        #expect(EPUBPath.resolve("a%FF.xhtml", relativeTo: "c.xhtml")?.path == "a%FF.xhtml", "not UTF-8 once decoded")
    }

    @Test func linksOutOfTheBookOrAboveItsRootLeadNowhere() {
        #expect(EPUBPath.resolve("https://example.org/a.html", relativeTo: "c.xhtml") == nil)
        #expect(EPUBPath.resolve("mailto:someone@example.org", relativeTo: "c.xhtml") == nil)
        #expect(EPUBPath.resolve("../../etc/passwd", relativeTo: "OEBPS/c.xhtml") == nil)
        #expect(EPUBPath.resolve("%2E%2E/%2E%2E/x", relativeTo: "OEBPS/c.xhtml") == nil, "escaped dots climb too")
    }
}

extension EPUBPathTests {
    @Test func normalPathsAreKeptAndOthersNormalised() {
        #expect(EPUBPath.normalize("OEBPS/text/c1.xhtml") == "OEBPS/text/c1.xhtml")
        #expect(EPUBPath.normalize("OEBPS/./text//c1.xhtml") == "OEBPS/text/c1.xhtml")
        #expect(EPUBPath.normalize("/OEBPS/a/../c1.xhtml/") == "OEBPS/c1.xhtml")
        #expect(EPUBPath.normalize("a/...b/.c") == "a/...b/.c", "dots inside a name are a name")
        #expect(EPUBPath.normalize("..") == nil)
        #expect(EPUBPath.normalize("a/../..") == nil)
    }
}

extension EPUBPathTests {
    /// A "/" or "#" is a delimiter even where a combining mark follows it and makes one
    /// character of the two, and names in any script pass through whole.
    @Test func delimitersAreFoundByTheirByteWhateverFollowsThem() {
        #expect(EPUBPath.resolve("ch\u{E9}pitre.xhtml#\u{301}note", relativeTo: "OEBPS/\u{65E5}\u{672C}/c1.xhtml")!
            == ("OEBPS/\u{65E5}\u{672C}/ch\u{E9}pitre.xhtml", "\u{301}note"))
        #expect(EPUBPath.normalize("a/\u{301}b/../c") == "a/c")
        #expect(EPUBPath.normalize("\u{65E5}/./\u{672C}//x\u{301}.xhtml") == "\u{65E5}/\u{672C}/x\u{301}.xhtml")
    }
}
