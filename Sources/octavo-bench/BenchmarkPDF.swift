import Foundation
import OctavoSample

/// A PDF like a typical report: A4 pages of justified-looking Helvetica text with a heading and
/// a filled chart, so rendering a page costs what a real one does.
enum BenchmarkPDF {
    static func data(pages: Int) -> Data {
        var objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [\((0..<pages).map { "\($0 * 2 + 5) 0 R" }.joined(separator: " "))] /Count \(pages) >>",
            "<< /Title (A Benchmark Report) /Author (octavo-bench) >>",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        ]
        let words = "the quick brown fox jumps over the lazy dog while reading settings change every page".split(separator: " ")
        for page in 0..<pages {
            var content = "BT /F1 20 Tf 72 770 Td (Chapter \(page + 1)) Tj ET\n"
            for line in 0..<40 {
                let text = (0..<12).map { String(words[(page * 7 + line * 3 + $0) % words.count]) }.joined(separator: " ")
                content += "BT /F1 10 Tf 72 \(740 - line * 14) Td (\(text)) Tj ET\n"
            }
            for bar in 0..<8 {
                content += "\(Double(bar) / 8) 0.3 \(1 - Double(bar) / 8) rg \(72 + bar * 55) 60 40 \(40 + (bar * 37 + page * 11) % 120) re f\n"
            }
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents \(page * 2 + 6) 0 R >>")
            objects.append(PDFWriter.stream(content))
        }
        return PDFWriter.document(objects: objects, info: 3)
    }
}
