import FoundationEssentials

/// Writes PDF objects as a file with a correct cross-reference table, for the benchmarks and
/// tests that need PDFs of a known content.
public enum PDFWriter {
    /// `objects` are numbered from 1 in order; object 1 must be the catalog, and `info`, when
    /// given, is the number of the document information dictionary.
    public static func document(objects: [String], info: Int?) -> Data {
        var body = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(body.utf8.count)
            body += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = body.utf8.count
        body += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets {
            let digits = String(offset)
            body += String(repeating: "0", count: max(0, 10 - digits.count)) + digits + " 00000 n \n"
        }
        body += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R\(info.map { " /Info \($0) 0 R" } ?? "") >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(body.utf8)
    }

    /// A stream object holding `content`; `dictionary` holds the entries other than its
    /// length (a form's type, subtype and bounding box), if any.
    public static func stream(_ content: String, dictionary: String = "") -> String {
        "<< \(dictionary.isEmpty ? "" : dictionary + " ")/Length \(content.utf8.count) >>\nstream\n\(content)\nendstream"
    }
}
