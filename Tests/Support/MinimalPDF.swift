import Foundation
import OctavoSample

/// The smallest real PDF the tests need: a page tree with one MediaBox per page, an /Info title
/// and author, and a cross-reference table with correct offsets. Page N shows N black squares
/// along its top (vector shapes, so its look does not depend on the fonts installed), which
/// tells pages apart once they are rendered.
public enum MinimalPDF {
    public static func data(pages: [(width: Int, height: Int)], title: String, author: String? = nil) -> Data {
        var objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [\(pages.indices.map { "\($0 + 4) 0 R" }.joined(separator: " "))] /Count \(pages.count) >>",
            "<< /Title (\(title))\(author.map { " /Author (\($0))" } ?? "") >>",
        ]
        let contentsBase = 4 + pages.count
        objects += pages.enumerated().map { index, page in
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(page.width) \(page.height)] /Contents \(contentsBase + index) 0 R >>"
        }
        objects += pages.enumerated().map { index, page in
            let squares = (0...index).map { "\(40 + $0 * 70) \(page.height - 110) 50 50 re f" }.joined(separator: " ")
            return PDFWriter.stream("0 g \(squares)")
        }
        return PDFWriter.document(objects: objects, info: 3)
    }

    /// Two A4 pages: the first quick to draw (one square), the second slow, about a second:
    /// 480,000 small squares, drawn through two nested forms so that the file stays a few
    /// kilobytes.
    public static func slowSecondPage(title: String) -> Data {
        let tile = (0..<200).map { "\($0 % 20 * 3) \($0 / 20 * 3) 2 2 re f" }.joined(separator: " ")
        let sheet = (0..<200).map { "q 1 0 0 1 \($0 % 10 * 55) \($0 / 10 * 38) cm /Tile Do Q" }.joined(separator: " ")
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [4 0 R 6 0 R] /Count 2 >>",
            "<< /Title (\(title)) >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 5 0 R >>",
            PDFWriter.stream("0 g 40 732 50 50 re f"),
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Sheet 8 0 R >> >> /Contents 7 0 R >>",
            PDFWriter.stream("0 0 1 rg " + Array(repeating: "/Sheet Do", count: 12).joined(separator: " ")),
            PDFWriter.stream(sheet, dictionary: "/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources << /XObject << /Tile 9 0 R >> >>"),
            PDFWriter.stream(tile, dictionary: "/Type /XObject /Subtype /Form /BBox [0 0 60 60]"),
        ]
        return PDFWriter.document(objects: objects, info: 3)
    }
}
