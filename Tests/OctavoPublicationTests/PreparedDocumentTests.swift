import OctavoPublication
import Foundation
import OctavoTestSupport
import Testing

/// A chapter parsed ahead on another thread is the chapter a reader would have parsed itself,
/// with the same failures.
@Suite struct PreparedDocumentTests {
    @Test func aPreparedChapterIsTheChapterParsedInPlace() throws {
        let book = try TestEPUB(chapters: [
            ("one.xhtml", "<h1>One</h1><p>First <em>words</em>.</p>"),
            ("two.xhtml", "<h1 id=\"t\">Two</h1><p style=\"text-align: right\">Second.</p>"),
        ]).write()
        let direct = try Publication.open(at: book)
        let prepared = try Publication.open(at: book)
        prepared.prepareContentDocument(at: 1)
        prepared.prepareContentDocument(at: 1)
        #expect(try prepared.contentDocument(at: 1) == direct.contentDocument(at: 1))
        // Taken once: the next read parses again, to the same text.
        #expect(try prepared.contentDocument(at: 1) == direct.contentDocument(at: 1))
        #expect(try prepared.contentDocument(at: 0) == direct.contentDocument(at: 0))
    }

    /// The screen opens a book with its first chapter parsed while the table of contents is
    /// read; the chapters that follow share the style sheet that parse read.
    @Test func aChapterPreparedWhileTheBookOpensIsTheChapterParsedInPlace() throws {
        let head = "<link rel=\"stylesheet\" type=\"text/css\" href=\"style.css\"/>"
        var book = TestEPUB(chapters: [
            ("one.xhtml", "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head>\(head)</head><body><p class=\"c\">First.</p></body></html>"),
            ("two.xhtml", "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head>\(head)</head><body><p class=\"c\">Second.</p></body></html>"),
        ])
        book.rawChapters = ["one.xhtml", "two.xhtml"]
        book.extraEntries = [("OPS/style.css", Data(".c { text-align: right; color: red }".utf8))]
        let url = try book.write()
        let direct = try Publication.open(at: url)
        let prepared = try Publication.open(at: url, preparingToShow: 0)
        #expect(prepared.tableOfContents == direct.tableOfContents)
        #expect(prepared.readingOrder == direct.readingOrder)
        let first = try prepared.contentDocument(at: 0)
        #expect(first == (try direct.contentDocument(at: 0)))
        #expect(first.blocks.contains { $0.publisherAlignment == .right }, "the linked sheet applies")
        #expect(try prepared.contentDocument(at: 1) == direct.contentDocument(at: 1))
        // A resource that is not there is not prepared, and the book opens all the same.
        #expect(try Publication.open(at: url, preparingToShow: 9).readingOrder.count == 2)
    }

    @Test func aPreparedChapterFailsAsTheChapterParsedInPlace() throws {
        var book = TestEPUB(chapters: [("bomb.xhtml", String(repeating: " ", count: 40 << 20))])
        book.rawChapters = ["bomb.xhtml"]
        let publication = try Publication.open(at: book.write())
        publication.prepareContentDocument(at: 0)
        #expect {
            try publication.contentDocument(at: 0)
        } throws: { error in
            "\(error)".contains("expands to more than 33554432 bytes")
        }
    }

    @Test func preparingAResourceThatIsNotThereChangesNothing() throws {
        let publication = try Publication.open(at: TestEPUB().write())
        publication.prepareContentDocument(at: 7)
        #expect {
            try publication.contentDocument(at: 7)
        } throws: { error in
            "\(error)".contains("has no text resource 7")
        }
    }

    @Test func backgroundWorkGivesEveryWaiterTheSameOutcome() throws {
        struct Refusal: Error, Equatable {}
        let sum = BackgroundWork { (1...1000).reduce(0, +) }
        #expect(try sum.value() == 500_500)
        #expect(try sum.value() == 500_500)
        let refused = BackgroundWork { () throws -> Int in throw Refusal() }
        #expect(throws: Refusal.self) { try refused.value() }
        #expect(throws: Refusal.self) { try refused.value() }
    }
}
