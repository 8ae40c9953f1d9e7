import Foundation
@testable import OctavoNavigator
@testable import OctavoPublication
import Testing

/// Well-formed documents of each structure a producer may write.
@Suite struct PDFReaderDocumentTests {
    private func read(_ writer: PDFFixtureWriter, name: String = "test.pdf") throws -> PDFDocumentInfo {
        try PDFDocumentReader.read(data: writer.data, name: name)
    }

    @Test func classicOnePageA4WithTitle() throws {
        let info = try read(PDFReaderFixtures.classicA4())
        #expect(info.version == "1.7")
        #expect(info.pageCount == 1)
        #expect(info.pageSizes == [PDFPageSize(width: 595, height: 842)])
        #expect(info.title == "A Plain Title")
        #expect(info.author == "Ann Author")
        #expect(info.isEncrypted == false)
        #expect(info.warnings.isEmpty)
    }

    @Test func inheritedOverriddenRotatedAndCroppedPages() throws {
        let info = try read(PDFReaderFixtures.multiPage())
        #expect(info.version == "1.4")
        #expect(info.pageSizes == PDFReaderFixtures.multiPageSizes.map { PDFPageSize(width: $0.0, height: $0.1) })
        #expect(info.title == "Many Pages")
        #expect(info.warnings.isEmpty)
    }

    @Test func incrementalUpdateNewestWins() throws {
        let info = try read(PDFReaderFixtures.incrementalUpdate())
        #expect(info.title == "Second Title")
        #expect(info.author == nil)
        #expect(info.pageSizes == [PDFPageSize(width: 595, height: 842), PDFPageSize(width: 300, height: 300)])
        #expect(info.warnings.isEmpty)
    }

    @Test func crossReferenceStreamAndObjectStream() throws {
        let info = try read(PDFReaderFixtures.xrefStreamDocument())
        #expect(info.version == "1.5")
        #expect(info.pageSizes == (0..<7).map { PDFPageSize(width: Double(500 + $0), height: 700) })
        #expect(info.title == "日本語の本")
        #expect(info.warnings.isEmpty)
    }

    @Test func hybridFileUsesXRefStm() throws {
        let info = try read(PDFReaderFixtures.hybrid())
        #expect(info.pageSizes == [PDFPageSize(width: 400, height: 600)])
        #expect(info.warnings.isEmpty)
    }

    @Test(arguments: [
        ("<FEFF65E5672C8A9E306E672C>", "日本語の本"),
        ("<48656C6C6F2C20776F726C64>", "Hello, world"),
        ("<4A6F7>", "Jop"),
        ("(Caf\\351 \\(draft\\)\\tone\\\\two \\\nthree (nested) \\101\\0619)", "Café (draft)\tone\\two three (nested) A19"),
        ("<EFBBBF4772C3BC c39f>", "Grüß"),
        ("(\\200 Bullet \\240 Euro \\030)", "• Bullet € Euro ˘"),
        ("(  padded  \\000)", "padded"),
        ("()", nil),
        ("<FEFF001B6A61001B0041>", "A"),
    ] as [(String, String?)])
    func titleEncodings(literal: String, expected: String?) throws {
        let info = try read(PDFReaderFixtures.classicA4(title: literal))
        #expect(info.title == expected)
    }

    @Test func utf16TitleAsRawLiteralBytes() throws {
        var writer = PDFFixtureWriter()
        writer.object(1, "<< /Type /Catalog /Pages 2 0 R >>")
        writer.object(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 100 100] >>")
        writer.object(3, "<< /Type /Page /Parent 2 0 R >>")
        writer.object(4, raw: Array("<< /Title (".utf8) + [0xFE, 0xFF] + "日本語の本".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            + Array(") /Author 5 0 R >>".utf8))
        writer.object(5, "(Indirect Author)")
        writer.startxref(writer.xrefTable(trailer: "/Size 6 /Root 1 0 R /Info 4 0 R"))
        let info = try read(writer)
        #expect(info.title == "日本語の本")
        #expect(info.author == "Indirect Author")
    }

    @Test func junkBeforeHeaderWithTrueOffsets() throws {
        let info = try read(PDFReaderFixtures.classicA4(junk: "Some mail gateway banner\r\n"))
        #expect(info.pageSizes == [PDFPageSize(width: 595, height: 842)])
        #expect(info.warnings.isEmpty)
    }

    @Test func encryptedGivesPagesButNoStrings() throws {
        let writer = PDFReaderFixtures.custom(
            pages: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            extra: [(3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>"),
                    (9, "<< /Filter /Standard /V 2 /R 3 /O <00> /U <00> /P -4 >>")],
            info: "<< /Title <9A3B77C1> >>",
            trailerExtra: "/Encrypt 9 0 R /ID [<01> <01>]")
        let info = try read(writer)
        #expect(info.isEncrypted)
        #expect(info.title == nil)
        #expect(info.pageSizes == [PDFPageSize(width: 595, height: 842)])
        #expect(info.warnings == ["the document is encrypted; title and author not read"])
    }

    @Test func missingMediaBoxFallsBackToLetter() throws {
        let writer = PDFReaderFixtures.custom(pages: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                                              extra: [(3, "<< /Type /Page /Parent 2 0 R >>")])
        let info = try read(writer)
        #expect(info.pageSizes == [PDFPageSize(width: 612, height: 792)])
        #expect(info.warnings == ["1 page(s) without a MediaBox; US Letter (612×792) assumed"])
    }

    @Test func cropBoxIsClippedToMediaBox() throws {
        let writer = PDFReaderFixtures.custom(
            pages: "<< /Type /Pages /Kids [3 0 R] /Count 1 /CropBox [-50 -50 100 1000] >>",
            extra: [(3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /UserUnit 2 >>")])
        let info = try read(writer)
        #expect(info.pageSizes == [PDFPageSize(width: 200, height: 1684)])
    }

    @Test func wrongAndIndirectStreamLengths() throws {
        var writer = PDFFixtureWriter(version: "1.5")
        writer.object(1, "<< /Type /Catalog /Pages 2 0 R >>")
        try writer.objectStream(3, objects: [
            (2, "<< /Type /Pages /Kids [4 0 R] /Count 1 >>"),
            (4, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 10 20] >>"),
        ], length: "3")
        let stream = try writer.xrefStream(5, entries: [1: .inFile(writer.offsets[1] ?? 0), 3: .inFile(writer.offsets[3] ?? 0),
                                                        2: .compressed(stream: 3, index: 0), 4: .compressed(stream: 3, index: 1)],
                                           trailer: "/Root 1 0 R")
        writer.startxref(stream)
        let info = try read(writer)
        #expect(info.pageSizes == [PDFPageSize(width: 10, height: 20)])
    }

    @Test func thousandPagesQuickly() throws {
        let data = PDFReaderFixtures.manyPages(1000).data
        let clock = ContinuousClock()
        var info: PDFDocumentInfo?
        let elapsed = try clock.measure { info = try PDFDocumentReader.read(data: data, name: "big.pdf") }
        #expect(info?.pageCount == 1000)
        #expect(info?.pageSizes[999] == PDFPageSize(width: 349, height: 400))
        #expect(elapsed < .seconds(1))
    }

    @Test func readsFromAFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-pdf-\(UUID().uuidString).pdf")
        try PDFReaderFixtures.classicA4().data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let info = try PDFDocumentReader.read(contentsOf: url)
        #expect(info.pageCount == 1)
        #expect(info.title == "A Plain Title")
    }

    @Test func looksLikePDF() {
        #expect(PDFDocumentReader.looksLikePDF(Data("%PDF-1.7\n".utf8)))
        #expect(PDFDocumentReader.looksLikePDF(Data((String(repeating: " ", count: 1000) + "%PDF-2.0").utf8)))
        #expect(!PDFDocumentReader.looksLikePDF(Data((String(repeating: " ", count: 1024) + "%PDF-2.0").utf8)))
        #expect(!PDFDocumentReader.looksLikePDF(Data("PK\u{3}\u{4}".utf8)))
        #expect(!PDFDocumentReader.looksLikePDF(Data()))
    }
}
