import OctavoPublication
import Foundation
import OctavoTestSupport
import Testing

/// Hostile and damaged books: a clear error naming the file, or a book opened with warnings.
@Suite struct EPUBBadInputTests {
    private func write(_ data: Data) throws -> URL {
        try FileManager.default.createDirectory(at: TestEPUB.folder, withIntermediateDirectories: true)
        let url = TestEPUB.folder.appendingPathComponent("\(UUID().uuidString).epub")
        try data.write(to: url)
        return url
    }

    private func openError(_ url: URL) -> String? {
        do {
            _ = try Publication.open(at: url)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aDamagedZipIsRefusedClearly() throws {
        var data = try Data(contentsOf: TestEPUB().write())
        data = data.prefix(40) + Data(repeating: 0, count: 60)
        let url = try write(data)
        let message = try #require(openError(url))
        #expect(message.hasPrefix(url.path) && message.contains("zip"))
    }

    @Test func aMissingPackageDocumentIsRefusedClearly() throws {
        var book = TestEPUB()
        book.omitContainer = true
        book.chapters = []
        let url = try book.write()
        let message = try #require(openError(url))
        #expect(message.contains("no readable spine item") || message.contains("OPF"))
    }

    @Test func aMissingContainerFallsBackToTheFirstPackage() throws {
        var book = TestEPUB()
        book.omitContainer = true
        let publication = try Publication.open(at: book.write())
        #expect(publication.warnings.contains("META-INF/container.xml is missing"))
        #expect(publication.readingOrder.count == 1)
    }

    @Test func aSpineItemThatDoesNotExistIsSkippedWithAWarning() throws {
        var book = TestEPUB(chapters: [("a.xhtml", "<p>a</p>")])
        book.ghostChapters = ["ghost.xhtml"]
        let publication = try Publication.open(at: book.write())
        #expect(publication.readingOrder.map(\.href) == ["OPS/a.xhtml"])
        #expect(publication.warnings.contains("spine item OPS/ghost.xhtml is missing from the archive; skipped"))
    }

    @Test func aSpineItemListedTwiceIsKeptOnceWithAWarning() throws {
        var book = TestEPUB(chapters: [("a.xhtml", "<p>a</p>"), ("b.xhtml", "<p>b</p>")])
        book.ghostChapters = ["a.xhtml"]
        let publication = try Publication.open(at: book.write())
        #expect(publication.readingOrder.map(\.href) == ["OPS/a.xhtml", "OPS/b.xhtml"])
        #expect(publication.warnings.contains("spine lists OPS/a.xhtml more than once; kept once"))
    }

    @Test func malformedXHTMLStillGivesItsText() throws {
        let book = TestEPUB(chapters: [("c.xhtml", "<p>one <b>two<p>three</i> &bogus; <div>four")])
        let document = try Publication.open(at: book.write()).contentDocument(at: 0)
        #expect(document.blocks.map(\.text).joined(separator: "|") == "one two|three &bogus;|four")
        #expect(!document.repairs.isEmpty)
    }

    @Test func entityDeclarationsAreNeverExpanded() throws {
        let laughs = """
        <?xml version="1.0"?>
        <!DOCTYPE html [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
        <html><body><p>&lol3;</p></body></html>
        """
        var book = TestEPUB(chapters: [("c.xhtml", laughs)])
        book.rawChapters = ["c.xhtml"]
        let document = try Publication.open(at: book.write()).contentDocument(at: 0)
        #expect(document.blocks.map(\.text) == ["&lol3;"])
    }

    @Test func aZipBombIsStoppedAtTheLimit() throws {
        var book = TestEPUB(chapters: [("bomb.xhtml", String(repeating: " ", count: 40 << 20))])
        book.rawChapters = ["bomb.xhtml"]
        let publication = try Publication.open(at: book.write())
        #expect {
            try publication.contentDocument(at: 0)
        } throws: { error in
            "\(error)".contains("expands to more than 33554432 bytes")
        }
    }

    /// Where the zip's central directory records `name`: its signature, then its fields.
    private func directoryRecord(of name: String, in data: Data) throws -> Int {
        let name = Array(name.utf8)
        let signature: [UInt8] = [0x50, 0x4B, 0x01, 0x02]
        let bytes = [UInt8](data)
        return try #require(bytes.indices.first { start in
            bytes[start...].starts(with: signature) && bytes.count > start + 46 + name.count
                && Array(bytes[(start + 46)..<(start + 46 + name.count)]) == name
        })
    }

    @Test func anEntryWhoseDataDoesNotMatchItsChecksumIsRefused() throws {
        let book = TestEPUB(chapters: [("chapter1.xhtml", "<p>Hello.</p>")])
        var data = try Data(contentsOf: book.write())
        // The CRC-32 is at 16 in the record.
        data[try directoryRecord(of: "OPS/chapter1.xhtml", in: data) + 16] ^= 0xFF
        let publication = try Publication.open(at: try write(data))
        #expect {
            try publication.contentDocument(at: 0)
        } throws: { error in
            "\(error)".contains("chapter1.xhtml is damaged: its data does not match its checksum")
        }
    }

    @Test func storedAndDeflatedEntriesReadAlike() throws {
        var book = TestEPUB(chapters: [("stored.xhtml", "<p>Kept as it is.</p>"), ("deflated.xhtml", "<p>Squeezed.</p>")])
        book.storedChapters = ["stored.xhtml"]
        let publication = try Publication.open(at: book.write())
        #expect(try publication.contentDocument(at: 0).blocks.first?.text == "Kept as it is.")
        #expect(try publication.contentDocument(at: 1).blocks.first?.text == "Squeezed.")
    }

    /// Folder entries ("OPS/") are records of the zip's table of contents but no files.
    @Test func folderEntriesAreCountedButNotListed() throws {
        var book = TestEPUB(chapters: [("chapter1.xhtml", "<p>Hello.</p>")])
        book.extraEntries = [("OPS/images/", Data())]
        let publication = try Publication.open(at: book.write())
        #expect(try publication.contentDocument(at: 0).blocks.first?.text == "Hello.")
    }

    @Test func anUnknownCompressionMethodIsNamed() throws {
        var data = try Data(contentsOf: TestEPUB(chapters: [("chapter1.xhtml", "<p>Hello.</p>")]).write())
        // The method is at 10 in the record; 12 is bzip2, which EPUB does not allow.
        data[try directoryRecord(of: "OPS/chapter1.xhtml", in: data) + 10] = 12
        let publication = try Publication.open(at: try write(data))
        #expect {
            try publication.contentDocument(at: 0)
        } throws: { error in
            "\(error)".contains("chapter1.xhtml is damaged: it uses a compression method EPUB does not allow")
        }
    }

    @Test func aTableOfContentsPromisingMoreEntriesThanItHoldsIsRefused() throws {
        var data = try Data(contentsOf: TestEPUB().write())
        // The end record is the last 22 bytes (no comment); its entry count is at 10.
        data[data.count - 22 + 10] &+= 5
        let url = try write(data)
        #expect(openError(url) == "\(url.path): is not a valid EPUB (zip archive): its zip table of contents is damaged")
    }

    @Test func zipEntriesNamedToClimbOutAreNeverFollowed() throws {
        var book = TestEPUB()
        book.extraEntries = [("../../x.xhtml", Data("<p>escape</p>".utf8))]
        book.chapters = [("c.xhtml", "<p>safe</p>")]
        let publication = try Publication.open(at: book.write())
        #expect(publication.readingOrder.map(\.href) == ["OPS/c.xhtml"])
        #expect(!FileManager.default.fileExists(atPath: TestEPUB.folder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("x.xhtml").path))
    }

    @Test func notABookAtAll() throws {
        let url = try write(Data("hello".utf8))
        #expect(openError(url) == "\(url.path): is neither an EPUB (zip) nor a PDF")
        let empty = try write(Data())
        #expect(openError(empty) == "\(empty.path): is empty")
        #expect(openError(URL(fileURLWithPath: "/nonexistent/book.epub"))?.hasPrefix("/nonexistent/book.epub: cannot be read") == true)
    }
}

@Suite struct TruncatedEPUBTests {
    @Test func aTruncatedEPUBSaysSoInWords() throws {
        let data = try Data(contentsOf: TestEPUB().write())
        let url = TestEPUB.folder.appendingPathComponent("\(UUID().uuidString)-truncated.epub")
        try data.prefix(data.count / 2).write(to: url)
        do {
            _ = try Publication.open(at: url)
            Issue.record("a truncated EPUB opened")
        } catch {
            let message = "\(error)"
            #expect(message.hasPrefix(url.path))
            #expect(message.contains("is not a valid EPUB (zip archive): it has no zip table of contents at its end (truncated, or not a zip file)"))
            #expect(!message.contains("missingEndOfCentralDirectoryRecord"))
        }
    }
}

/// A book's budget of inflated bytes in all: entries past it are left out with one line that
/// says so, and an entry read before stays readable.
@Suite struct InflatedTotalTests {
    @Test func entriesPastTheTotalAreLeftOutAndSaySo() throws {
        let picture = Data(repeating: 0x41, count: 30 << 20)
        let pictures = (0..<9).map { (path: "OEBPS/p\($0).png", data: picture) }
        let publication = try Publication.open(at: TestEPUB(extraEntries: pictures).write())
        for index in 0..<8 { #expect(try publication.pictureData(at: "OEBPS/p\(index).png").count == 30 << 20) }
        #expect(throws: (any Error).self) { try publication.pictureData(at: "OEBPS/p8.png") }
        do {
            _ = try publication.pictureData(at: "OEBPS/p8.png")
        } catch {
            #expect("\(error)".hasSuffix("inflates to more than 256 MB in all; entry OEBPS/p8.png is left out"))
        }
        // Read again, an entry already counted costs nothing more.
        #expect(try publication.pictureData(at: "OEBPS/p0.png").count == 30 << 20)
    }
}
