import Foundation
import ZIPFoundation

/// Writes small but real PDF files, byte offsets and all, so that the reader's tests exercise
/// the same structures a PDF producer writes rather than hand-counted offsets that drift.
struct PDFFixtureWriter {
    enum Entry {
        case inFile(Int)
        case compressed(stream: Int, index: Int)
    }

    private(set) var bytes: [UInt8] = []
    /// Where each object number was last written.
    private(set) var offsets: [Int: Int] = [:]

    init(version: String = "1.7", junk: String = "") {
        append(junk)
        append("%PDF-\(version)\n%")
        append([0xE2, 0xE3, 0xCF, 0xD3, 0x0A])
    }

    var data: Data { Data(bytes) }

    mutating func append(_ text: String) {
        bytes += Array(text.utf8)
    }

    mutating func append(_ raw: [UInt8]) {
        bytes += raw
    }

    mutating func object(_ number: Int, _ body: String) {
        object(number, raw: Array(body.utf8))
    }

    mutating func object(_ number: Int, raw body: [UInt8]) {
        offsets[number] = bytes.count
        append("\(number) 0 obj\n")
        append(body)
        append("\nendobj\n")
    }

    /// `dictionary` is the inside of the stream dictionary, without `/Length` unless `length` is
    /// given (for writing a wrong or indirect length on purpose).
    mutating func stream(_ number: Int, dictionary: String, data: [UInt8], length: String? = nil) {
        offsets[number] = bytes.count
        append("\(number) 0 obj\n<< \(dictionary) /Length \(length ?? String(data.count)) >>\nstream\r\n")
        append(data)
        append("\r\nendstream\nendobj\n")
    }

    /// An object stream holding `objects` (number, body), Flate-compressed; answers the length
    /// of its compressed data.
    @discardableResult
    mutating func objectStream(_ number: Int, objects: [(Int, String)], padding: [UInt8] = [],
                               length: String? = nil) throws -> Int {
        var header = ""
        var body = ""
        for (objectNumber, text) in objects {
            header += "\(objectNumber) \(body.utf8.count) "
            body += text + "\n"
        }
        let content = Array((header + "\n").utf8) + Array(body.utf8) + padding
        let compressed = try PDFFixtureFlate.zlib(content)
        stream(number, dictionary: "/Type /ObjStm /N \(objects.count) /First \(header.utf8.count + 1) /Filter /FlateDecode",
               data: compressed, length: length)
        return compressed.count
    }

    /// A classic `xref` table listing `numbers` (all objects written so far by default) with their
    /// offsets plus `shift`, followed by the trailer; answers the table's offset.
    @discardableResult
    mutating func xrefTable(numbers: [Int]? = nil, trailer: String, shift: Int = 0,
                            includeFreeHead: Bool = true) -> Int {
        let start = bytes.count
        append("xref\n")
        var listed = (numbers ?? Array(offsets.keys)).sorted()
        if includeFreeHead { listed.insert(0, at: 0) }
        var index = 0
        while index < listed.count {
            var end = index
            while end + 1 < listed.count, listed[end + 1] == listed[end] + 1 { end += 1 }
            append("\(listed[index]) \(end - index + 1)\n")
            for number in listed[index...end] {
                if number == 0 && includeFreeHead {
                    append("0000000000 65535 f\r\n")
                } else {
                    let offset = (offsets[number] ?? 0) + shift
                    append(String(repeating: "0", count: max(0, 10 - String(offset).count)) + "\(offset) 00000 n\r\n")
                }
            }
            index = end + 1
        }
        append("trailer\n<< \(trailer) >>\n")
        return start
    }

    /// A `/Type /XRef` stream numbered `number`, with PNG predictor 12 rows whose filter types
    /// cycle through None, Sub, Up, Average and Paeth; answers its offset.
    @discardableResult
    mutating func xrefStream(_ number: Int, entries: [Int: Entry], trailer: String) throws -> Int {
        let start = bytes.count
        var all = entries
        all[number] = .inFile(start)
        let numbers = all.keys.sorted()
        var rows: [[UInt8]] = []
        var index: [String] = []
        var runStart = numbers.first ?? 0
        for (position, objectNumber) in numbers.enumerated() {
            if position > 0, objectNumber != numbers[position - 1] + 1 {
                index.append("\(runStart) \(numbers[position - 1] - runStart + 1)")
                runStart = objectNumber
            }
            switch all[objectNumber] {
            case .inFile(let offset)?: rows.append([1] + Self.bigEndian(offset, width: 4) + [0, 0])
            case .compressed(let stream, let member)?: rows.append([2] + Self.bigEndian(stream, width: 4) + Self.bigEndian(member, width: 2))
            case nil: break
            }
        }
        if let last = numbers.last { index.append("\(runStart) \(last - runStart + 1)") }
        let predicted = PDFFixturePNG.predict(rows: rows)
        offsets[number] = start
        let size = (numbers.last ?? 0) + 1
        stream(number, dictionary: "/Type /XRef /W [1 4 2] /Size \(size) /Index [\(index.joined(separator: " "))] "
               + "/Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 7 >> \(trailer)",
               data: try PDFFixtureFlate.zlib(predicted))
        return start
    }

    mutating func startxref(_ offset: Int) {
        append("startxref\n\(offset)\n%%EOF\n")
    }

    private static func bigEndian(_ value: Int, width: Int) -> [UInt8] {
        (0..<width).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
}

/// zlib-wrapped deflate, as PDF's FlateDecode expects: ZIPFoundation writes raw deflate, so the
/// two-byte header and the Adler-32 trailer are added here.
enum PDFFixtureFlate {
    static func zlib(_ input: [UInt8]) throws -> [UInt8] {
        let data = Data(input)
        var output: [UInt8] = [0x78, 0x9C]
        _ = try Data.compress(size: Int64(data.count), bufferSize: 64 * 1024,
                              provider: { position, size in
                                  data.subdata(in: Int(position)..<(Int(position) + size))
                              },
                              consumer: { output += $0 })
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in input {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        let adler = b << 16 | a
        return output + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> $0) }
    }
}

/// The encoding side of PNG prediction, one byte per pixel, for cross-reference stream fixtures.
enum PDFFixturePNG {
    static func predict(rows: [[UInt8]]) -> [UInt8] {
        var output: [UInt8] = []
        var previous = [UInt8](repeating: 0, count: rows.first?.count ?? 0)
        for (number, row) in rows.enumerated() {
            let filter = UInt8(number % 5)
            output.append(filter)
            for column in row.indices {
                let left = column > 0 ? row[column - 1] : 0
                let up = previous[column]
                let upLeft = column > 0 ? previous[column - 1] : 0
                let prediction: UInt8 = switch filter {
                case 1: left
                case 2: up
                case 3: UInt8((Int(left) + Int(up)) / 2)
                case 4: paeth(Int(left), Int(up), Int(upLeft))
                default: 0
                }
                output.append(row[column] &- prediction)
            }
            previous = row
        }
        return output
    }

    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> UInt8 {
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        return UInt8(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
    }
}

/// The documents the reader's tests read.
enum PDFReaderFixtures {
    /// One A4 page and a plain literal title.
    static func classicA4(title: String = "(A Plain Title)", author: String = "(Ann Author)", junk: String = "") -> PDFFixtureWriter {
        var writer = PDFFixtureWriter(junk: junk)
        writer.object(1, "<< /Type /Catalog /Pages 2 0 R >>")
        writer.object(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
        writer.object(3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>")
        writer.stream(4, dictionary: "", data: Array("BT /F1 12 Tf (Hello) Tj ET".utf8))
        writer.object(5, "<< /Title \(title) /Author \(author) /Producer (Octavo tests) >>")
        let xref = writer.xrefTable(trailer: "/Size 6 /Root 1 0 R /Info 5 0 R")
        writer.startxref(xref)
        return writer
    }

    /// Five pages: inherited MediaBox, an override, `/Rotate 90`, a CropBox, and a nested `/Pages`
    /// node with reversed-corner real boxes given by reference and an inherited `/Rotate 270`.
    static func multiPage() -> PDFFixtureWriter {
        var writer = PDFFixtureWriter(version: "1.4")
        writer.object(1, "<< /Type /Catalog /Pages 2 0 R >>")
        writer.object(2, "<< /Type /Pages /Kids [3 0 R 4 0 R 5 0 R 6 0 R 7 0 R] /Count 6 /MediaBox [0 0 612 792] >>")
        writer.object(3, "<< /Type /Page /Parent 2 0 R >>")
        writer.object(4, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 420 595] >>")
        writer.object(5, "<< /Type /Page /Parent 2 0 R /Rotate 90 >>")
        writer.object(6, "<< /Type /Page /Parent 2 0 R /CropBox [10 10 310 410.5] >>")
        writer.object(7, "<< /Type /Pages /Parent 2 0 R /Kids [8 0 R 9 0 R] /Count 2 /MediaBox 10 0 R /Rotate -90 >>")
        writer.object(8, "<< /Type /Page /Parent 7 0 R >>")
        writer.object(9, "<< /Type /Page /Parent 7 0 R /Rotate 0 /MediaBox [200.5 300 0.5 0] >>")
        writer.object(10, "[841.89 11 0 R 0 0]")
        writer.object(11, "595.28")
        writer.object(12, "<< /Title (Many Pages) >>")
        writer.startxref(writer.xrefTable(trailer: "/Size 13 /Root 1 0 R /Info 12 0 R"))
        return writer
    }

    /// The page sizes `multiPage` should give.
    static let multiPageSizes = [
        (612.0, 792.0), (420, 595), (792, 612), (300, 400.5), (595.28, 841.89), (200, 300),
    ]

    /// The A4 file, then an incremental update that replaces the title and adds a second page.
    static func incrementalUpdate() -> PDFFixtureWriter {
        var writer = classicA4(title: "(First Title)")
        let previous = lastStartXref(writer)
        writer.object(2, "<< /Type /Pages /Kids [3 0 R 6 0 R] /Count 2 >>")
        writer.object(5, "<< /Title (Second Title) >>")
        writer.object(6, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 300] >>")
        let xref = writer.xrefTable(numbers: [2, 5, 6], trailer: "/Size 7 /Root 1 0 R /Info 5 0 R /Prev \(previous)",
                                    includeFreeHead: false)
        writer.startxref(xref)
        return writer
    }

    /// The offset the last `startxref` of `writer` names.
    static func lastStartXref(_ writer: PDFFixtureWriter) -> Int {
        let text = String(decoding: writer.bytes, as: UTF8.self)
        let tail = text.components(separatedBy: "startxref\n").last ?? ""
        return Int(tail.prefix { $0.isNumber }) ?? 0
    }

    /// PDF 1.5 style: the catalog, page tree and pages in a Flate object stream, found through a
    /// cross-reference stream with PNG predictor 12; no classic table at all.
    static func xrefStreamDocument(pageCount: Int = 7) throws -> PDFFixtureWriter {
        var writer = PDFFixtureWriter(version: "1.5")
        var members: [(Int, String)] = [
            (1, "<< /Type /Catalog /Pages 2 0 R >>"),
            (2, "<< /Type /Pages /Kids [\((0..<pageCount).map { "\(10 + $0) 0 R" }.joined(separator: " "))] /Count \(pageCount) >>"),
        ]
        for page in 0..<pageCount {
            members.append((10 + page, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(500 + page) 700] >>"))
        }
        let streamLength = try writer.objectStream(3, objects: members, length: "5 0 R")
        writer.object(5, "\(streamLength)")
        writer.object(4, "<< /Title <FEFF65E5672C8A9E306E672C> >>")
        var entries: [Int: PDFFixtureWriter.Entry] = [3: .inFile(writer.offsets[3] ?? 0), 4: .inFile(writer.offsets[4] ?? 0),
                                                      5: .inFile(writer.offsets[5] ?? 0)]
        for (index, member) in members.enumerated() {
            entries[member.0] = .compressed(stream: 3, index: index)
        }
        let xref = try writer.xrefStream(6, entries: entries, trailer: "/Root 1 0 R /Info 4 0 R")
        writer.startxref(xref)
        return writer
    }

    /// A classic table for old readers plus `/XRefStm` for the objects kept in an object stream.
    static func hybrid() throws -> PDFFixtureWriter {
        var writer = PDFFixtureWriter(version: "1.5")
        writer.object(1, "<< /Type /Catalog /Pages 2 0 R >>")
        try writer.objectStream(3, objects: [
            (2, "<< /Type /Pages /Kids [4 0 R] /Count 1 >>"),
            (4, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 600] >>"),
        ])
        let stream = try writer.xrefStream(5, entries: [2: .compressed(stream: 3, index: 0), 4: .compressed(stream: 3, index: 1)],
                                           trailer: "")
        writer.startxref(writer.xrefTable(numbers: [1, 3, 5], trailer: "/Size 6 /Root 1 0 R /XRefStm \(stream)"))
        return writer
    }

    /// `count` pages under one `/Pages` node, each with its own box.
    static func manyPages(_ count: Int) -> PDFFixtureWriter {
        var writer = PDFFixtureWriter()
        writer.object(1, "<< /Type /Catalog /Pages 2 0 R >>")
        writer.object(2, "<< /Type /Pages /Kids [\((0..<count).map { "\(3 + $0) 0 R" }.joined(separator: " "))] /Count \(count) >>")
        for page in 0..<count {
            writer.object(3 + page, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(300 + page % 50) 400] /Resources << >> >>")
        }
        writer.startxref(writer.xrefTable(trailer: "/Size \(count + 3) /Root 1 0 R"))
        return writer
    }

    /// A one-page document whose page tree and info come from the given bodies.
    static func custom(pages: String, extra: [(Int, String)] = [], info: String? = nil,
                       trailerExtra: String = "") -> PDFFixtureWriter {
        var writer = PDFFixtureWriter()
        writer.object(1, "<< /Type /Catalog /Pages 2 0 R >>")
        writer.object(2, pages)
        for (number, body) in extra { writer.object(number, body) }
        if let info { writer.object(90, info) }
        let infoKey = info == nil ? "" : "/Info 90 0 R"
        writer.startxref(writer.xrefTable(trailer: "/Size 91 /Root 1 0 R \(infoKey) \(trailerExtra)"))
        return writer
    }
}
