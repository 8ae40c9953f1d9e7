/// The objects packed in one `/Type /ObjStm` stream (ISO 32000-1, 7.5.7). It is decoded once and
/// kept, as a document usually stores hundreds of objects in each.
struct PDFObjectStream {
    private let content: [UInt8]
    private let first: Int
    /// In header order, which is the order the cross-reference's index refers to.
    let members: [(number: Int, offset: Int)]
    private let boundaries: PDFObjectBoundaries

    init(stream: PDFStream, content: [UInt8]) throws {
        guard let count = stream.dictionary["N"]?.integerValue, count >= 0,
              let first = stream.dictionary["First"]?.integerValue, (0...content.count).contains(first) else {
            throw PDFProblem("object stream without valid /N and /First")
        }
        let members = content.withUnsafeBytes { raw -> [(number: Int, offset: Int)] in
            var tokenizer = PDFTokenizer(bytes: PDFBytes(raw).window(0..<first), position: 0)
            var members: [(number: Int, offset: Int)] = []
            while members.count < count,
                  case .integer(let number)? = try? tokenizer.next(),
                  case .integer(let offset)? = try? tokenizer.next(),
                  number >= 0, offset >= 0, offset <= content.count - first {
                members.append((number, offset))
            }
            return members
        }
        self.content = content
        self.first = first
        self.members = members
        boundaries = PDFObjectBoundaries(members.map(\.offset))
    }

    /// The object at `index`, or, when a writer numbered the index wrongly, the member with that number.
    func object(number: Int, index: Int, maxDepth: Int) throws -> PDFObject? {
        let member: (number: Int, offset: Int)
        if members.indices.contains(index), members[index].number == number {
            member = members[index]
        } else if let found = members.first(where: { $0.number == number }) {
            member = found
        } else {
            return nil
        }
        let start = first + member.offset
        let end = first + boundaries.end(after: member.offset, limit: content.count - first)
        return try content.withUnsafeBytes { raw in
            var parser = PDFParser(bytes: PDFBytes(raw).window(start..<end), position: start, maxDepth: maxDepth)
            return try parser.parseObject()
        }
    }
}
