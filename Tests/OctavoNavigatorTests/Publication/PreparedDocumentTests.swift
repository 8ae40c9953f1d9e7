import OctavoPublication
import Foundation
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
