import Foundation
import OctavoTestSupport
import Testing

/// Nothing from a book or a user reaches the terminal as a control sequence (issue 14).
@Suite struct TerminalSafeOutputTests {
    /// PDFDocEncoding turns most C0 bytes of a title into accents, but not BEL; the file name
    /// carries ESC and a right-to-left override as given.
    static let hostileTitle = "Evil\u{07}Title"
    static let hostileName = "evil\u{1B}[31m\u{202E}fdp.pdf"

    private func hostilePDF(in sandbox: CLISandbox) throws -> String {
        let url = sandbox.root.appendingPathComponent(Self.hostileName)
        try MinimalPDF.data(pages: [(595, 842)], title: Self.hostileTitle).write(to: url)
        return url.path
    }

    @Test func infoShowsEscapesInsteadOfSendingThem() throws {
        let sandbox = try CLISandbox()
        let book = try hostilePDF(in: sandbox)
        let text = try sandbox.run("info", book)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(!text.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
        #expect(text.stdout.contains(#"Evil\x07Title"#))
        #expect(text.stdout.contains(#"evil\e[31mU+202Efdp.pdf"#))
    }

    @Test func jsonEscapesThemAndGivesBackTheExactString() throws {
        let sandbox = try CLISandbox()
        let book = try hostilePDF(in: sandbox)
        let json = try sandbox.run("info", book, "--json")
        #expect(!json.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
        let object = try json.object()
        #expect(object["title"] as? String == Self.hostileTitle)
        #expect((object["path"] as? String)?.hasSuffix(Self.hostileName) == true)
    }

    @Test func errorsQuoteUserInputVisibly() throws {
        let sandbox = try CLISandbox()
        let result = try sandbox.run("list", "--profile", "bad\u{1B}[31mname\u{202E}")
        #expect(result.status != 0)
        #expect(!result.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
        #expect(result.stderr.contains(#"bad\e[31mnameU+202E"#), "\(result.stderr)")
    }
}

@Suite struct UnwritableCacheTests {
    @Test func anUnwritableCacheSaysWhichFolderAndWhy() throws {
        let sandbox = try CLISandbox()
        let blocker = try sandbox.write("a file, not a folder", to: "cache-is-a-file")
        sandbox.environment["XDG_CACHE_HOME"] = blocker
        let result = try sandbox.run("list")
        #expect(result.status == 4)
        #expect(result.stderr.contains("cannot write the sample book: \(blocker): is not a folder"), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("Error Domain"))
    }
}
