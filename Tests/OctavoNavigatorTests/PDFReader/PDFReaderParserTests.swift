@testable import OctavoNavigator
@testable import OctavoPublication
import Testing

/// The tokenizer, parser, predictors and Flate wrapper on their own.
@Suite struct PDFReaderParserTests {
    private func parse(_ text: String, maxDepth: Int = 100) throws -> PDFObject {
        try Array(text.utf8).withUnsafeBytes { raw in
            var parser = PDFParser(bytes: PDFBytes(raw), position: 0, maxDepth: maxDepth)
            return try parser.parseObject()
        }
    }

    private func parseIndirect(_ bytes: [UInt8]) throws -> (PDFObject, [UInt8]) {
        try bytes.withUnsafeBytes { raw in
            let file = PDFBytes(raw)
            var parser = PDFParser(bytes: file, position: 0, maxDepth: 100)
            let object = try parser.parseIndirectObject(length: { _ in 4 }).object
            guard case .stream(let stream) = object else { return (object, []) }
            return (object, file.copy(stream.dataRange))
        }
    }

    @Test(arguments: [
        ("null", PDFObject.null), ("true", .boolean(true)), ("false", .boolean(false)),
        ("-12", .integer(-12)), ("+7", .integer(7)), ("+.5", .real(0.5)), ("3.", .real(3)), ("-.002", .real(-0.002)),
        ("99999999999999999999", .real(1e20)), ("/A#20B#2f", .name("A B/")), ("/", .name("")),
        ("(a(b)c)", .string(Array("a(b)c".utf8))), ("(x\r\ny\rz)", .string(Array("x\ny\nz".utf8))),
        ("(\\q\\\\\\))", .string(Array("q\\)".utf8))), ("(\\7777)", .string([0xFF, 0x37])),
        ("<41 42\n4>", .string([0x41, 0x42, 0x40])), ("<>", .string([])),
        ("[1 0 R 2 /x 3 4 R 5]", .array([.reference(PDFObjectID(number: 1, generation: 0)), .integer(2), .name("x"),
                                         .reference(PDFObjectID(number: 3, generation: 4)), .integer(5)])),
        ("<< /K [1 2] % comment )\n /V (x) /N null >>", .dictionary(["K": .array([.integer(1), .integer(2)]),
                                                                    "V": .string([0x78])])),
        ("%only a comment\n 5", .integer(5)),
    ])
    func objects(text: String, expected: PDFObject) throws {
        #expect(try parse(text) == expected)
    }

    @Test(arguments: ["(unterminated", "<41", "[1 2", "<< /A 1", "<< 1 2 >>", "]", "endobj", "<4G>", ""])
    func malformed(text: String) {
        #expect(throws: PDFProblem.self) { try parse(text) }
    }

    @Test func nestingIsCapped() throws {
        let ok = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(throws: Never.self) { try parse(ok) }
        let tooDeep = String(repeating: "[", count: 101) + String(repeating: "]", count: 101)
        #expect(throws: PDFProblem("arrays and dictionaries nested deeper than 100 levels")) { try parse(tooDeep) }
    }

    @Test func streamWithCorrectAndWrongLengths() throws {
        let good = try parseIndirect(Array("7 0 obj << /Length 5 >> stream\r\nhello\r\nendstream endobj".utf8))
        #expect(good.1 == Array("hello".utf8))
        let wrong = try parseIndirect(Array("7 0 obj << /Length 500 >> stream\nhello world\nendstream endobj".utf8))
        #expect(wrong.1 == Array("hello world".utf8))
        let indirect = try parseIndirect(Array("7 0 obj << /Length 9 0 R >> stream\nabcdefgh\nendstream".utf8))
        #expect(indirect.1 == Array("abcd".utf8) || indirect.1 == Array("abcdefgh".utf8))
        let empty = try parseIndirect(Array("7 0 obj endobj".utf8))
        #expect(empty.0 == .null)
    }

    @Test func pngPredictorRowTypes() throws {
        let rows: [[UInt8]] = (0..<10).map { row in (0..<7).map { UInt8(truncatingIfNeeded: row * 31 + $0 * 17 + $0 * $0) } }
        let predicted = PDFFixturePNG.predict(rows: rows)
        let undone = try PDFPredictor.undo(predicted, parameters: ["Predictor": .integer(12), "Columns": .integer(7)])
        #expect(undone == rows.flatMap { $0 })
        #expect(throws: PDFProblem.self) {
            try PDFPredictor.undo([9, 1, 2], parameters: ["Predictor": .integer(12), "Columns": .integer(2)])
        }
        let tiff = try PDFPredictor.undo([1, 1, 1, 5, 1, 1], parameters: ["Predictor": .integer(2), "Columns": .integer(3)])
        #expect(tiff == [1, 2, 3, 5, 6, 7])
    }

    @Test func flateRoundTripAndDamage() throws {
        let text = Array(String(repeating: "PDF streams are zlib streams. ", count: 500).utf8)
        let compressed = try PDFFixtureFlate.zlib(text)
        func inflate(_ input: [UInt8], limit: Int = 1 << 20) throws -> [UInt8] {
            try input.withUnsafeBytes { try PDFFlate.inflate(PDFBytes($0), limit: limit, overLimit: "too big") }
        }
        #expect(try inflate(compressed) == text)
        #expect(throws: PDFProblem("too big")) { try inflate(compressed, limit: 1000) }
        #expect(throws: PDFProblem("Flate data has no zlib header")) { try inflate(Array(compressed.dropFirst(2))) }
        #expect(throws: PDFProblem.self) { try inflate(Array(compressed.prefix(compressed.count / 2))) }
        #expect(throws: PDFProblem.self) { try inflate([0x78, 0x9C] + [UInt8](repeating: 0xFF, count: 100)) }
        #expect(throws: PDFProblem.self) { try inflate([0x78]) }
    }

    @Test func textStrings() {
        #expect(PDFTextString.decode([0xFE, 0xFF, 0x00, 0x41, 0xD8, 0x3D, 0xDE, 0x00, 0x42]) == "A😀")
        #expect(PDFTextString.decode([0x93, 0x94, 0xE9]) == "ﬁﬂé")
        #expect(PDFTextString.decode([0xEF, 0xBB, 0xBF, 0xE2, 0x82, 0xAC]) == "€")
    }
}
