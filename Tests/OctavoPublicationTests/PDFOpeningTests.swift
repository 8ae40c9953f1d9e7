import Foundation
import OctavoGraphics
import OctavoPublication
import OctavoTestSupport
import Testing

/// Whatever poppler's `pdfinfo` opens, Octavo opens with the same page count, page sizes and
/// title (issue 12); what it refuses, Octavo refuses in one line.
@Suite struct PDFOpeningTests {
    /// The three pages of `multi.pdf` as displayed: letter, a 500×700 crop box, and a letter
    /// page turned by /Rotate 90.
    static let multiSizes = [PDFPageSize(width: 612, height: 792), PDFPageSize(width: 500, height: 700), PDFPageSize(width: 792, height: 612)]

    static let openable: [(file: String, title: String?)] = [
        ("multi.pdf", "Three Pages"),
        ("multi-rc4.pdf", "Three Pages"),
        ("multi-aes128.pdf", "Three Pages"),
        ("multi-aes256.pdf", "Three Pages"),
        ("multi-objstm.pdf", "Three Pages"),
        ("multi-no-xref.pdf", "Three Pages"),
        // Rebuilt from a damaged table, the document information is lost, as pdfinfo loses it.
        ("multi-bad-xref.pdf", nil),
    ]

    @Test(arguments: openable.map(\.file))
    func variantsOpenWithTheirPagesAndTitle(file: String) throws {
        let publication = try Publication.open(at: try Fixtures.pdf(file))
        #expect(publication.format == .pdf)
        #expect(publication.pageSizes == Self.multiSizes)
        let title = Self.openable.first { $0.file == file }!.title
        #expect(publication.metadata.title == title ?? String(file.dropLast(4)))
        #expect(publication.readingOrder.count == 3)
        #expect(publication.text(ofPage: 1).contains("Page 2"))
    }

    /// The format is told from the first bytes, as `open(at:)` tells it, before any opening:
    /// the screen builds only the preference table the book needs.
    @Test func theFormatIsToldFromTheFirstBytes() throws {
        let pdf = try Fixtures.pdf("multi.pdf"), epub = try TestEPUB(chapters: [("one.xhtml", "<p>One</p>")]).write()
        #expect(Publication.format(at: pdf) == .pdf && Publication.format(atPath: pdf.path) == .pdf)
        #expect(Publication.format(at: epub) == .epub && Publication.format(atPath: epub.path) == .epub)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = folder.appendingPathComponent("book.pdf")
        try Data("not a book".utf8).write(to: text)
        #expect(Publication.format(at: text) == nil, "a name is not a format")
        #expect(Publication.format(at: folder.appendingPathComponent("missing.epub")) == nil)
        #expect(Publication.format(atPath: folder.path) == nil, "a folder is not a book")
    }

    /// The screen has its first page drawn on another processor as soon as the document is
    /// open, as large as fits the terminal at the page's proportions; that drawing is the page's
    /// own, drawings that follow are unchanged, and asking again, or for a page that does not
    /// exist, is harmless.
    @Test func aPreparedPageIsThePageDrawnToFit() throws {
        let url = try Fixtures.pdf("multi.pdf")
        let plain = try Publication.open(at: url)
        let prepared = try Publication.open(at: url, preparingToShow: 1, fitting: (120, 400))
        prepared.preparePage(at: 99, fitting: (120, 160))
        prepared.preparePage(at: 0, fitting: (120, 160))
        let drawing = try #require(prepared.preparedDrawing(ofPage: 1))
        let page = plain.pageSizes[1]
        #expect(drawing.width == 120, "as wide as the box: the page is taller than wide")
        #expect(drawing.height == Int((page.height * 120 / page.width).rounded()))
        #expect(drawing.rgba == plain.renderPage(1, width: drawing.width, height: drawing.height)?.rgba)
        #expect(prepared.preparedDrawing(ofPage: 2)?.width == 120, "the page a spread shows beside it too")
        #expect(prepared.preparedDrawing(ofPage: 0)?.height == Int((plain.pageSizes[0].height * 120 / plain.pageSizes[0].width).rounded()), "asked for later, in its own box")
        let expected = try #require(plain.renderPage(1, width: 120, height: 160))
        #expect(prepared.renderPage(1, width: 120, height: 160)?.rgba == expected.rgba)
        #expect(prepared.text(ofPage: 1).contains("Page 2"))
    }

    @Test func refusedFilesSayWhyInOneLine() throws {
        let cases = [
            ("encrypted-user-password.pdf", "the document is encrypted with a password"),
            ("truncated.pdf", "poppler could not read it (PDF document is damaged)"),
            ("not-a-pdf.pdf", "is neither an EPUB (zip) nor a PDF"),
        ]
        for (file, reason) in cases {
            let url = try Fixtures.pdf(file)
            #expect {
                try Publication.open(at: url)
            } throws: { error in
                let text = "\(error)"
                return text.hasPrefix(url.path + ": ") && text.contains(reason) && !text.contains("\n")
            }
        }
    }

    /// The same answers as pdfinfo itself, run on every fixture. CI installs poppler-utils; a
    /// developer machine without it skips the comparison (the table above still holds).
    @Test(arguments: openable.map(\.file) + ["colors.pdf"])
    func matchesPdfinfo(file: String) throws {
        let pdfinfo = ["/usr/bin/pdfinfo", "/usr/local/bin/pdfinfo"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let pdfinfo else {
            #expect(ProcessInfo.processInfo.environment["CI"] == nil, "CI must install poppler-utils for this comparison")
            return
        }
        let url = try Fixtures.pdf(file)
        let report = try Self.run(pdfinfo, ["-f", "1", "-l", "9999", url.path])
        let document = try PopplerDocument.open(path: url.path)
        let pageSizes = document.pageSizes
        let pages = report.firstMatch(of: /Pages:\s+(\d+)/).map { Int($0.1)! }
        #expect(pages == document.pageCount && pages == pageSizes.count)
        let title = report.firstMatch(of: /\nTitle:\s+(.*)\n/).map { String($0.1) }
        #expect(title == document.title)
        let sizes = report.matches(of: /Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+) pts/)
        #expect(sizes.count == pageSizes.count)
        for match in sizes {
            let index = Int(match.1)! - 1
            let rotation = report.firstMatch(of: try Regex("Page\\s+\(index + 1) rot:\\s+(\\d+)")).flatMap { Int($0.output[1].substring ?? "0") } ?? 0
            var (width, height) = (Double(match.2)!, Double(match.3)!)
            if rotation % 180 == 90 { swap(&width, &height) }
            #expect(abs(pageSizes[index].width - width) < 0.01 && abs(pageSizes[index].height - height) < 0.01, "page \(index + 1)")
        }
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return "\n" + String(decoding: data, as: UTF8.self)
    }
}
