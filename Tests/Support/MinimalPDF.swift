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
}
