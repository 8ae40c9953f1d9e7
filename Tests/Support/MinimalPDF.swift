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

    /// Two A4 pages: the first quick to draw, the second slow (see `pages(slow:title:)`).
    public static func slowSecondPage(title: String) -> Data {
        pages(slow: [false, true], title: title)
    }

    /// A4 pages, one for each of `slow`: a quick one shows one square; a slow one takes about a
    /// second to draw: 480,000 small squares, drawn through two nested forms so that the file
    /// stays a few kilobytes.
    public static func pages(slow: [Bool], title: String) -> Data {
        let tile = (0..<200).map { "\($0 % 20 * 3) \($0 / 20 * 3) 2 2 re f" }.joined(separator: " ")
        let sheet = (0..<200).map { "q 1 0 0 1 \($0 % 10 * 55) \($0 / 10 * 38) cm /Tile Do Q" }.joined(separator: " ")
        // Each page and its contents, then the two forms the slow pages share.
        let sheetObject = 4 + 2 * slow.count
        var objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [\(slow.indices.map { "\(4 + 2 * $0) 0 R" }.joined(separator: " "))] /Count \(slow.count) >>",
            "<< /Title (\(title)) >>",
        ]
        for (index, isSlow) in slow.enumerated() {
            let contents = 5 + 2 * index
            if isSlow {
                objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /XObject << /Sheet \(sheetObject) 0 R >> >> /Contents \(contents) 0 R >>")
                objects.append(PDFWriter.stream("0 0 1 rg " + Array(repeating: "/Sheet Do", count: 12).joined(separator: " ")))
            } else {
                objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents \(contents) 0 R >>")
                objects.append(PDFWriter.stream("0 g 40 732 50 50 re f"))
            }
        }
        objects.append(PDFWriter.stream(sheet, dictionary: "/Type /XObject /Subtype /Form /BBox [0 0 595 842] /Resources << /XObject << /Tile \(sheetObject + 1) 0 R >> >>"))
        objects.append(PDFWriter.stream(tile, dictionary: "/Type /XObject /Subtype /Form /BBox [0 0 60 60]"))
        return PDFWriter.document(objects: objects, info: 3)
    }
}
