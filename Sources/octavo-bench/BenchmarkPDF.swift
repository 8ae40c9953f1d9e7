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

extension BenchmarkPDF {
    /// A long PDF built as real writers build one: a page tree of nodes of 100 kids, and on every
    /// page the resources they emit (two fonts, a graphics state, a transparency group), so that
    /// opening it costs what opening a real book of that many pages does. Each page is short:
    /// the figure is about the number of pages, not their ink.
    static func long(pages: Int) -> Data {
        let fanOut = 100
        let nodes = (pages + fanOut - 1) / fanOut
        // 1 catalog, 2 root, 3 info, 4–5 fonts, 6 graphics state, then the nodes, then per page
        // its page object and its content stream.
        var objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [\((0..<nodes).map { "\($0 + 7) 0 R" }.joined(separator: " "))] /Count \(pages) >>",
            "<< /Title (A Long Benchmark Book) /Author (octavo-bench) /Producer (octavo-bench) >>",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
            "<< /Type /ExtGState /CA 1 /ca 1 /BM /Normal /SA true >>",
        ]
        let firstPage = 7 + nodes
        for node in 0..<nodes {
            let kids = (node * fanOut)..<min(pages, (node + 1) * fanOut)
            objects.append("<< /Type /Pages /Parent 2 0 R /Kids [\(kids.map { "\(firstPage + $0 * 2) 0 R" }.joined(separator: " "))] /Count \(kids.count) >>")
        }
        for page in 0..<pages {
            objects.append("""
                << /Type /Page /Parent \(7 + page / fanOut) 0 R /MediaBox [0 0 595.276 841.89] /CropBox [0 0 595.276 841.89] \
                /Resources << /Font << /F1 4 0 R /F2 5 0 R >> /ExtGState << /GS1 6 0 R >> /ProcSet [/PDF /Text] >> \
                /Group << /S /Transparency /CS /DeviceRGB /I true >> /Contents \(firstPage + page * 2 + 1) 0 R >>
                """)
            objects.append(PDFWriter.stream("""
                /GS1 gs BT /F2 18 Tf 72 770 Td (Page \(page + 1)) Tj ET
                BT /F1 11 Tf 72 740 Td (The reader turned another page while the rain kept falling.) Tj ET
                """))
        }
        return PDFWriter.document(objects: objects, info: 3)
    }
}
