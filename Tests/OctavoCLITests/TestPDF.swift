import Foundation

/// A small PDF with correct cross-reference offsets, as the navigator tests write them.
enum TestPDF {
    static let title = "CLI Test PDF"

    static func write(in folder: URL, pages: Int = 2) throws -> String {
        var objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [\((0..<pages).map { "\($0 + 4) 0 R" }.joined(separator: " "))] /Count \(pages) >>",
            "<< /Title (\(title)) /Author (Octavo Tests) >>",
        ]
        objects += Array(repeating: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>", count: pages)
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
        let url = folder.appendingPathComponent("book-\(pages).pdf")
        try Data(body.utf8).write(to: url)
        return url.path
    }
}
