/// Builds objects from tokens (ISO 32000-1, 7.3).
///
/// Containers recurse, so their nesting is capped: ten thousand `[` in a row would otherwise
/// exhaust the stack.
struct PDFParser {
    private var tokenizer: PDFTokenizer
    private let maxDepth: Int

    init(bytes: PDFBytes, position: Int, maxDepth: Int) {
        tokenizer = PDFTokenizer(bytes: bytes, position: position)
        self.maxDepth = maxDepth
    }

    mutating func parseObject() throws -> PDFObject {
        guard let token = try tokenizer.next() else {
            throw PDFProblem("unexpected end of data at offset \(tokenizer.position)")
        }
        return try parseObject(startingWith: token, depth: 0)
    }

    /// Parses `n g obj … endobj` at the current position. A dictionary followed by `stream`
    /// becomes a stream; `length` resolves an indirect `/Length`.
    mutating func parseIndirectObject(length: (PDFObjectID) -> Int?) throws -> (id: PDFObjectID, object: PDFObject) {
        let start = tokenizer.position
        guard case .integer(let number)? = try tokenizer.next(), number >= 0,
              case .integer(let generation)? = try tokenizer.next(), generation >= 0,
              case .keyword("obj")? = try tokenizer.next() else {
            throw PDFProblem("no object header at offset \(start)")
        }
        let id = PDFObjectID(number: number, generation: generation)
        var lookahead = tokenizer
        if case .keyword("endobj")? = try lookahead.next() {
            tokenizer = lookahead
            return (id, .null)
        }
        let object = try parseObject()
        guard case .dictionary(let dictionary) = object else { return (id, object) }
        lookahead = tokenizer
        guard case .keyword("stream")? = try? lookahead.next() else { return (id, object) }
        let bytes = tokenizer.bytes
        var dataStart = lookahead.position
        if bytes[dataStart] == 0x0D { dataStart += 1 }
        if bytes[dataStart] == 0x0A { dataStart += 1 }
        let declared: Int? = switch dictionary["Length"] {
        case .reference(let lengthID)?: length(lengthID)
        case let value?: value.integerValue
        case nil: nil
        }
        let range = Self.streamData(in: bytes, from: dataStart, declaredLength: declared)
        tokenizer.position = range.upperBound
        return (id, .stream(PDFStream(dictionary: dictionary, dataRange: range)))
    }

    /// Trusts `/Length` when `endstream` follows it, otherwise searches for `endstream`: writers
    /// that patch files by hand often leave a stale length behind.
    private static func streamData(in bytes: PDFBytes, from start: Int, declaredLength: Int?) -> Range<Int> {
        let endKeyword = Array("endstream".utf8)
        let declaredEnd = declaredLength.flatMap { length in
            length >= 0 && length <= bytes.end - start ? start + length : nil
        }
        if let declaredEnd {
            var index = declaredEnd
            while let byte = bytes[index], PDFCharacter.isWhitespace(byte) { index += 1 }
            if bytes.matches(endKeyword, at: index) { return start..<declaredEnd }
        }
        if let found = bytes.firstIndex(of: endKeyword, from: start) {
            var end = found
            if end > start, bytes[end - 1] == 0x0A { end -= 1 }
            if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            return start..<end
        }
        return start..<(declaredEnd ?? bytes.end)
    }

    private mutating func parseObject(startingWith token: PDFToken, depth: Int) throws -> PDFObject {
        switch token {
        case .integer(let value):
            return referenceOrInteger(value)
        case .real(let value):
            return .real(value)
        case .string(let value):
            return .string(value)
        case .name(let value):
            return .name(value)
        case .arrayStart:
            return .array(try array(depth: depth + 1))
        case .dictionaryStart:
            return .dictionary(try dictionary(depth: depth + 1))
        case .keyword("true"):
            return .boolean(true)
        case .keyword("false"):
            return .boolean(false)
        case .keyword("null"):
            return .null
        case .keyword(let keyword):
            throw PDFProblem("unexpected '\(keyword.prefix(32))' before offset \(tokenizer.position)")
        case .arrayEnd, .dictionaryEnd:
            throw PDFProblem("unbalanced brackets before offset \(tokenizer.position)")
        }
    }

    /// `n g R` is only known to be a reference after reading two more tokens, so a copy of the
    /// tokenizer reads ahead and is kept only when the pattern matches.
    private mutating func referenceOrInteger(_ number: Int) -> PDFObject {
        var lookahead = tokenizer
        if number >= 0,
           case .integer(let generation)? = try? lookahead.next(), generation >= 0,
           case .keyword("R")? = try? lookahead.next() {
            tokenizer = lookahead
            return .reference(PDFObjectID(number: number, generation: generation))
        }
        return .integer(number)
    }

    private mutating func array(depth: Int) throws -> [PDFObject] {
        try checkDepth(depth)
        var result: [PDFObject] = []
        while true {
            guard let token = try tokenizer.next() else { throw PDFProblem("unterminated array") }
            if token == .arrayEnd { return result }
            result.append(try parseObject(startingWith: token, depth: depth))
        }
    }

    /// A key whose value is `null` is left out, as the spec equates it with an absent key.
    private mutating func dictionary(depth: Int) throws -> PDFDictionary {
        try checkDepth(depth)
        var result = PDFDictionary()
        while true {
            guard let token = try tokenizer.next() else { throw PDFProblem("unterminated dictionary") }
            switch token {
            case .dictionaryEnd:
                return result
            case .name(let key):
                guard let valueToken = try tokenizer.next() else { throw PDFProblem("unterminated dictionary") }
                if valueToken == .dictionaryEnd { return result }
                let value = try parseObject(startingWith: valueToken, depth: depth)
                if value != .null { result[key] = value }
            default:
                throw PDFProblem("dictionary key is not a name before offset \(tokenizer.position)")
            }
        }
    }

    private func checkDepth(_ depth: Int) throws {
        guard depth <= maxDepth else {
            throw PDFProblem("arrays and dictionaries nested deeper than \(maxDepth) levels")
        }
    }
}
