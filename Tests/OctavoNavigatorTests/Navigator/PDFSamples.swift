import Foundation
import OctavoNavigator

/// Small PDFs written on the fly for navigator tests, with correct cross-reference offsets.
enum PDFSamples {
    static func make(pages: [(width: Int, height: Int)], title: String = "Sample PDF") throws -> Publication {
        var objects: [String] = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [\((0..<pages.count).map { "\($0 + 4) 0 R" }.joined(separator: " "))] /Count \(pages.count) >>",
            "<< /Title (\(title)) >>",
        ]
        for page in pages {
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(page.width) \(page.height)] >>")
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
        try FileManager.default.createDirectory(at: TestEPUB.folder, withIntermediateDirectories: true)
        let url = TestEPUB.folder.appendingPathComponent("\(UUID().uuidString).pdf")
        try Data(body.utf8).write(to: url)
        return try Publication.open(at: url)
    }

    static func onePage() throws -> Publication { try make(pages: [(595, 842)]) }
}
