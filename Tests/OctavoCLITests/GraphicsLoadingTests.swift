import Foundation
import OctavoSample
import Testing

/// The graphics libraries cost nothing until a picture or a PDF page is on screen (issue 12):
/// the dynamic loader's own log (`LD_DEBUG=files`) says which ones a run opened.
@Suite struct GraphicsLoadingTests {
    private func librariesOpened(_ arguments: [String], sandbox: CLISandbox) throws -> Set<String> {
        sandbox.environment["LD_DEBUG"] = "files"
        let result = try sandbox.run(arguments)
        #expect(result.status == 0, "\(result.stderr.suffix(400))")
        let names = ["libpoppler-glib", "libchafa", "libgdk_pixbuf", "libcairo", "libpango-1.0"]
        return Set(names.filter { name in result.stderr.contains("file=\(name)") || result.stderr.contains("/\(name)") })
    }

    /// The sample's first screen at 80×24 has no picture; its second has the lighthouse.
    @Test func picturesLoadTheirLibrariesOnlyWhenOnScreen() throws {
        let sandbox = try CLISandbox()
        #expect(try librariesOpened(["preview"], sandbox: sandbox).isEmpty)
        #expect(try librariesOpened(["preview", "--page", "2"], sandbox: sandbox) == ["libchafa", "libgdk_pixbuf"])
    }

    /// Pango is opened for pages in pixels only (issue 35); the sample's first page there has no
    /// picture.
    @Test func pangoLoadsForPagesInPixelsOnly() throws {
        let sandbox = try CLISandbox()
        #expect(try librariesOpened(["preview"], sandbox: sandbox).isEmpty)
        #expect(try librariesOpened(["preview", "--pixel-size", "300x400"], sandbox: sandbox) == ["libpango-1.0", "libcairo"])
    }

    /// Helper threads (opening a book, setting fontconfig up) must be done with the libraries
    /// before a command ends: poppler set up on a helper thread crashed about one command in
    /// ten as it ended, on a PDF with text, in a shell loop; under the test runner fewer, which
    /// 150 runs still caught.
    @Test func commandsOnAPDFEndCleanlyEveryTime() throws {
        let sandbox = try CLISandbox()
        let book = sandbox.root.appendingPathComponent("text.pdf")
        try Self.textPDF(pages: 8).write(to: book)
        for run in 1...150 {
            let result = try sandbox.run("get", "spread", book.path, "--json")
            #expect(result.status == 0, "run \(run): \(result.stderr.prefix(300))")
            #expect(result.stdout.contains("\"key\" : \"spread\""), "run \(run): \(result.stdout)")
            if result.status != 0 { break }
        }
    }

    /// Pages of one line of Helvetica each.
    private static func textPDF(pages: Int) -> Data {
        let font = 3 + 2 * pages
        var objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [\((0..<pages).map { "\(3 + 2 * $0) 0 R" }.joined(separator: " "))] /Count \(pages) >>",
        ]
        for page in 0..<pages {
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 \(font) 0 R >> >> /Contents \(4 + 2 * page) 0 R >>")
            objects.append(PDFWriter.stream("BT /F1 24 Tf 72 700 Td (Page \(page + 1) of a report) Tj ET"))
        }
        objects.append("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
        return PDFWriter.document(objects: objects, info: nil)
    }

    @Test func aPDFLoadsPoppler() throws {
        let sandbox = try CLISandbox()
        let opened = try librariesOpened(["preview", try TestPDF.write(in: sandbox.root)], sandbox: sandbox)
        #expect(opened.isSuperset(of: ["libpoppler-glib", "libchafa", "libcairo"]))
    }
}
