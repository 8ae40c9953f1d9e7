import Foundation

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
            let stream = "0 g \(squares)"
            return "<< /Length \(stream.utf8.count) >>\nstream\n\(stream)\nendstream"
        }
        var body = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(body.utf8.count)
            body += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = body.utf8.count
        body += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { body += String(format: "%010d 00000 n \n", offset) }
        body += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R /Info 3 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(body.utf8)
    }
}
