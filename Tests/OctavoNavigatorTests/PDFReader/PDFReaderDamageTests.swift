import Foundation
@testable import OctavoNavigator
@testable import OctavoPublication
import Testing

/// Broken and hostile files: each gives a repaired result with a warning or a `PDFReadError`
/// naming the file and the problem, never a crash or a hang.
@Suite struct PDFReaderDamageTests {
    private func read(_ data: Data, limits: PDFLimits = .standard) throws(PDFReadError) -> PDFDocumentInfo {
        try PDFDocumentReader.read(data: data, name: "bad.pdf", limits: limits)
    }

    private func problem(_ data: Data, limits: PDFLimits = .standard) -> String? {
        do {
            _ = try read(data, limits: limits)
            return nil
        } catch {
            return error.problem
        }
    }

    @Test func notAPDF() {
        #expect(throws: PDFReadError(file: "notes.txt", problem: "not a PDF file (no %PDF- header in the first 1024 bytes)")) {
            try PDFDocumentReader.read(data: Data("hello, world".utf8), name: "notes.txt")
        }
        #expect(PDFReadError(file: "a.pdf", problem: "the file is empty").description == "a.pdf: the file is empty")
    }

    @Test func emptyFile() {
        #expect(problem(Data()) == "the file is empty")
    }

    @Test func headerOnly() {
        #expect(problem(Data("%PDF-1.7\n".utf8))?.hasPrefix("no document catalog") == true)
    }

    @Test func truncatedFileKeepsThePagesThatArrived() throws {
        let writer = PDFReaderFixtures.multiPage()
        let cut = try #require(writer.offsets[6]) + 12
        let info = try read(writer.data.prefix(cut))
        #expect(info.pageSizes == [PDFPageSize(width: 612, height: 792), PDFPageSize(width: 420, height: 595),
                                   PDFPageSize(width: 792, height: 612)])
        #expect(info.title == nil)
        #expect(info.warnings.contains("xref table damaged; objects found by scanning (no startxref at the end of the file)"))
        #expect(info.warnings.contains("the page tree's /Count says 6 but 3 page(s) were found"))
    }

    @Test func truncatedBeforeThePageTree() throws {
        let writer = PDFReaderFixtures.multiPage()
        let beforeCatalog = try #require(writer.offsets[1])
        #expect(problem(writer.data.prefix(beforeCatalog)) == "no document catalog (/Root with /Pages) found")
        let beforePages = try #require(writer.offsets[2])
        #expect(problem(writer.data.prefix(beforePages))
            == "no pages found: page tree node 2 0 R is missing or not a dictionary; skipped")
    }

    @Test func wrongXrefOffsetsAreRebuiltByScanning() throws {
        var writer = PDFFixtureWriter()
        writer.object(1, "<< /Type /Catalog /Pages 2 0 R >>")
        writer.object(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
        writer.object(3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>")
        writer.object(4, "<< /Title (Recovered) >>")
        writer.startxref(writer.xrefTable(trailer: "/Size 5 /Root 1 0 R /Info 4 0 R", shift: 7))
        let info = try read(writer.data)
        #expect(info.pageSizes == [PDFPageSize(width: 595, height: 842)])
        #expect(info.title == "Recovered")
        #expect(info.warnings.count == 1)
        #expect(info.warnings.first?.hasPrefix("xref table damaged; objects found by scanning (object 1 is not at offset") == true)
    }

    @Test(arguments: [999_999, 40, -5])
    func startxrefPointingToGarbage(offset: Int) throws {
        var writer = PDFReaderFixtures.classicA4()
        writer.startxref(offset)
        let info = try read(writer.data)
        #expect(info.pageSizes == [PDFPageSize(width: 595, height: 842)])
        #expect(info.title == "A Plain Title")
        #expect(info.warnings.count == 1)
        #expect(info.warnings.first?.hasPrefix("xref table damaged; objects found by scanning (startxref does not lead") == true)
    }

    @Test func offsetsCountedFromTheHeaderInsteadOfTheFileStart() throws {
        let junk = "JUNK JUNK\n"
        var writer = PDFFixtureWriter(junk: junk)
        writer.object(1, "<< /Type /Catalog /Pages 2 0 R >>")
        writer.object(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 10 10] >>")
        writer.object(3, "<< /Type /Page /Parent 2 0 R >>")
        let xref = writer.xrefTable(trailer: "/Size 4 /Root 1 0 R", shift: -junk.utf8.count)
        writer.startxref(xref - junk.utf8.count)
        let info = try read(writer.data)
        #expect(info.pageSizes == [PDFPageSize(width: 10, height: 10)])
        #expect(info.warnings.first?.hasPrefix("xref table damaged") == true)
    }

    @Test func pageTreeCycle() throws {
        let writer = PDFReaderFixtures.custom(
            pages: "<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 /MediaBox [0 0 100 200] >>",
            extra: [(3, "<< /Type /Page /Parent 2 0 R >>"),
                    (4, "<< /Type /Pages /Parent 2 0 R /Kids [2 0 R 3 0 R 5 0 R] >>"),
                    (5, "<< /Type /Page /Parent 4 0 R /Rotate 270 >>")])
        let info = try read(writer.data)
        #expect(info.pageSizes == [PDFPageSize(width: 100, height: 200), PDFPageSize(width: 200, height: 100)])
        #expect(info.warnings == [
            "page tree node 2 0 R appears twice (a cycle or a shared node); skipped",
            "page tree node 3 0 R appears twice (a cycle or a shared node); skipped",
        ])
    }

    @Test func countLie() throws {
        let writer = PDFReaderFixtures.custom(pages: "<< /Type /Pages /Kids [3 0 R] /Count 1000000 >>",
                                              extra: [(3, "<< /Type /Page /MediaBox [0 0 1 1] >>")])
        let info = try read(writer.data)
        #expect(info.pageCount == 1)
        #expect(info.warnings == ["the page tree's /Count says 1000000 but 1 page(s) were found"])
    }

    @Test func absurdPageTreeDepth() {
        var extra: [(Int, String)] = []
        for level in 3..<23 { extra.append((level, "<< /Type /Pages /Kids [\(level + 1) 0 R] >>")) }
        extra.append((23, "<< /Type /Page /MediaBox [0 0 5 5] >>"))
        let data = PDFReaderFixtures.custom(pages: "<< /Type /Pages /Kids [3 0 R] >>", extra: extra).data
        var limits = PDFLimits.standard
        limits.maxPageTreeDepth = 10
        #expect(problem(data, limits: limits) == "no pages found: page tree deeper than 10 levels; deeper nodes skipped")
        #expect((try? read(data))?.pageSizes == [PDFPageSize(width: 5, height: 5)])
    }

    @Test func prevLoop() throws {
        var writer = PDFFixtureWriter()
        writer.object(1, "<< /Type /Catalog /Pages 2 0 R >>")
        writer.object(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
        writer.object(3, "<< /Type /Page /MediaBox [0 0 50 60] >>")
        writer.object(4, "<< /Title (Old) >>")
        let first = writer.bytes.count
        writer.xrefTable(trailer: "/Size 5 /Root 1 0 R /Info 4 0 R /Prev \(first)")
        writer.startxref(first)
        writer.object(4, "<< /Title (New) >>")
        let second = writer.bytes.count
        writer.xrefTable(numbers: [4], trailer: "/Size 5 /Root 1 0 R /Info 4 0 R /Prev \(first)", includeFreeHead: false)
        writer.startxref(second)
        let info = try read(writer.data)
        #expect(info.title == "New")
        #expect(info.pageSizes == [PDFPageSize(width: 50, height: 60)])
        #expect(info.warnings == ["/Prev loop back to offset \(first); the loop was cut"])
    }

    /// 8 MiB of zeros after the page tree in an object stream: about 8 KiB compressed.
    @Test func deflateBombIsCapped() throws {
        var writer = PDFFixtureWriter(version: "1.5")
        try writer.objectStream(3, objects: [
            (1, "<< /Type /Catalog /Pages 2 0 R >>"),
            (2, "<< /Type /Pages /Kids [4 0 R] /Count 1 >>"),
            (4, "<< /Type /Page /MediaBox [0 0 30 40] >>"),
        ], padding: [UInt8](repeating: 0, count: 8 << 20))
        #expect(writer.bytes.count < 64 << 10)
        let xref = try writer.xrefStream(5, entries: [3: .inFile(writer.offsets[3] ?? 0), 1: .compressed(stream: 3, index: 0),
                                                      2: .compressed(stream: 3, index: 1), 4: .compressed(stream: 3, index: 2)],
                                         trailer: "/Root 1 0 R")
        writer.startxref(xref)
        var limits = PDFLimits.standard
        limits.maxStreamOutput = 1 << 20
        #expect(problem(writer.data, limits: limits)
            == "the document catalog is unreadable (object stream 3: a stream inflates to more than 1 MiB, the limit for one stream)")
        limits.maxTotalOutput = 512 << 10
        #expect(problem(writer.data, limits: limits)?.contains("more than 524288 bytes in total") == true)
        #expect(try read(writer.data).pageSizes == [PDFPageSize(width: 30, height: 40)])
    }

    @Test func deepNestingInInfoIsSkipped() throws {
        let deep = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
        let writer = PDFReaderFixtures.custom(pages: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                                              extra: [(3, "<< /Type /Page /MediaBox [0 0 9 9] >>")],
                                              info: "<< /Title (Deep) /Junk \(deep) >>")
        let info = try read(writer.data)
        #expect(info.pageSizes == [PDFPageSize(width: 9, height: 9)])
        #expect(info.title == nil)
        #expect(info.warnings == ["document information (/Info) unreadable (arrays and dictionaries nested deeper than 100 levels)"])
    }

    @Test func deepNestingInPageTreeIsAnError() {
        let deep = String(repeating: "<< /A ", count: 5_000)
        let data = PDFReaderFixtures.custom(pages: "<< /Type /Pages /Kids [3 0 R] /X \(deep) >>").data
        #expect(problem(data) == "no pages found: page tree node 2 0 R unreadable "
            + "(arrays and dictionaries nested deeper than 100 levels); skipped")
    }

    @Test func referenceLoopInInfo() throws {
        let writer = PDFReaderFixtures.custom(pages: "<< /Type /Pages /Kids [3 0 R] >>",
                                              extra: [(3, "<< /Type /Page /MediaBox [0 0 9 9] >>"), (6, "7 0 R"), (7, "6 0 R")],
                                              info: "<< /Title 6 0 R >>")
        let info = try read(writer.data)
        #expect(info.pageCount == 1)
        #expect(info.warnings == ["document information (/Info) unreadable (more than 32 references in a row at 6 0 R)"])
    }

    @Test func chainedStreamLengthsDoNotExhaustTheStack() throws {
        var writer = PDFFixtureWriter()
        writer.object(1, "<< /Type /Catalog /Pages 2 0 R >>")
        writer.stream(2, dictionary: "/Type /Pages /Kids [3 0 R]", data: Array("x".utf8), length: "10 0 R")
        writer.object(3, "<< /Type /Page /MediaBox [0 0 7 8] >>")
        for number in 10..<5_000 {
            writer.stream(number, dictionary: "", data: Array("y".utf8), length: "\(number + 1) 0 R")
        }
        writer.startxref(writer.xrefTable(trailer: "/Size 5000 /Root 1 0 R"))
        let info = try read(writer.data)
        #expect(info.pageSizes == [PDFPageSize(width: 7, height: 8)])
    }

    @Test func encryptedObjectStreamsAreReported() throws {
        var writer = PDFFixtureWriter(version: "1.6")
        writer.stream(3, dictionary: "/Type /ObjStm /N 3 /First 18 /Filter /FlateDecode",
                      data: (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ 13) })
        writer.object(9, "<< /Filter /Standard /V 4 /R 4 /O <00> /U <00> /P -4 >>")
        let xref = try writer.xrefStream(5, entries: [3: .inFile(writer.offsets[3] ?? 0), 9: .inFile(writer.offsets[9] ?? 0),
                                                      1: .compressed(stream: 3, index: 0), 2: .compressed(stream: 3, index: 1)],
                                         trailer: "/Root 1 0 R /Encrypt 9 0 R")
        writer.startxref(xref)
        #expect(problem(writer.data)?.hasPrefix("the document is encrypted and its catalog could not be read") == true)
    }

    @Test func fileTooLarge() {
        var limits = PDFLimits.standard
        limits.maxFileSize = 100
        #expect(problem(PDFReaderFixtures.classicA4().data, limits: limits)?.hasSuffix("files over 100 bytes are not read") == true)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-big-\(UUID().uuidString).pdf")
        #expect(throws: PDFReadError.self) {
            try PDFReaderFixtures.classicA4().data.write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }
            _ = try PDFDocumentReader.read(contentsOf: url, limits: limits)
        }
    }

    @Test func missingFileAndFolder() {
        let missing = URL(fileURLWithPath: "/nonexistent/octavo/missing.pdf")
        do {
            _ = try PDFDocumentReader.read(contentsOf: missing)
            Issue.record("a missing file was read")
        } catch {
            #expect(error.file == "missing.pdf")
            #expect(error.problem.hasPrefix("the file could not be opened"))
        }
        #expect(throws: PDFReadError(file: "tmp", problem: "it is a folder, not a PDF file")) {
            try PDFDocumentReader.read(contentsOf: URL(fileURLWithPath: "/tmp"))
        }
    }

    /// Every prefix and many single-byte corruptions of real fixtures end in a result or a
    /// `PDFReadError`; the test's only failure mode is a crash or a hang.
    @Test func truncationsAndCorruptionsNeverCrash() throws {
        let documents = [PDFReaderFixtures.classicA4().bytes, PDFReaderFixtures.multiPage().bytes,
                         try PDFReaderFixtures.xrefStreamDocument(pageCount: 3).bytes, try PDFReaderFixtures.hybrid().bytes]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var outcomes = 0
        for document in documents {
            for cut in stride(from: 0, to: document.count, by: 7) {
                _ = try? read(Data(document.prefix(cut)))
                outcomes += 1
            }
            for _ in 0..<300 {
                var corrupted = document
                for _ in 0..<(1 + random(4)) {
                    corrupted[random(corrupted.count)] = UInt8(random(256))
                }
                _ = try? read(Data(corrupted))
                outcomes += 1
            }
        }
        #expect(outcomes > 1000)
    }
}
