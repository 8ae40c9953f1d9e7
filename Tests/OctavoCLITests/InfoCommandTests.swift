import Foundation
import Testing

@Suite struct InfoCommandTests {
    @Test(arguments: TestBook.allCases)
    func jsonDescribesThePublication(book: TestBook) throws {
        let sandbox = try CLISandbox()
        let result = try sandbox.run(["info", "--json"] + book.arguments(in: sandbox))
        #expect(result.status == 0, "\(result.stderr)")
        let info = try result.object()
        #expect(info["title"] as? String == book.title)
        #expect(info["format"] as? String == (book.isPDF ? "pdf" : "epub"))
        #expect(info["layout"] as? String == (book.isPDF ? "fixed" : "reflowable"))
        #expect(info["readingProgression"] as? String == "ltr")
        #expect(info["languages"] as? [String] == (book.isPDF ? [] : ["en"]))
        #expect(info.keys.contains("identifier"))
        #expect((info["readingOrderCount"] as? Int ?? 0) > 0)
        #expect(info["tableOfContentsCount"] is Int)
        #expect(info["authors"] is [String])
        if book.isPDF {
            #expect(info["pageCount"] as? Int == 2)
            #expect(info["stylesheetFamily"] is NSNull)
        } else {
            #expect(info["stylesheetFamily"] as? String == "default")
            #expect(info["identifier"] is String)
        }
    }

    @Test func theReadingProgressionIsResolvedWithTheStoredPreferences() throws {
        let sandbox = try CLISandbox()
        try sandbox.run("set", "language", "ar")
        let info = try sandbox.run("info", "--json").object()
        #expect(info["readingProgression"] as? String == "rtl")
        #expect(info["publicationReadingProgression"] as? String == "ltr")
        #expect(info["stylesheetFamily"] as? String == "rtl")
    }

    @Test func textListsTheFields() throws {
        let sandbox = try CLISandbox()
        let result = try sandbox.run("info", TestBook.liveManualPath)
        #expect(result.status == 0)
        #expect(result.stdout.contains("title:"))
        #expect(result.stdout.contains("Live Systems Manual"))
        #expect(result.stdout.contains("readingOrderCount:"))
    }
}
