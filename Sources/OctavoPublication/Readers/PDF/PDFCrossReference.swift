/// Where one object lives, according to a cross-reference section.
enum PDFCrossReferenceEntry: Equatable {
    case free
    case inFile(offset: Int)
    /// The `index`th object of object stream number `stream`.
    case compressed(stream: Int, index: Int)
}

/// The cross-reference of a whole file: every section from `startxref` back through the `/Prev`
/// chain of incremental updates, merged so that the newest section's entry for an object wins.
struct PDFCrossReference {
    var entries: [Int: PDFCrossReferenceEntry] = [:]
    /// The newest trailer, completed by older ones for keys it lacks.
    var trailer: PDFDictionary = [:]
    var sectionOffsets: [Int] = []
    var warnings: [String] = []

    /// Reads the chain starting at `offset`. Only the newest section must be readable; a broken
    /// older one ends the chain with a warning, and the objects it held are then found by
    /// scanning when they are asked for.
    static func read(file: PDFBytes, startingAt offset: Int, limits: PDFLimits,
                     decode: (PDFStream) throws -> [UInt8]) throws -> PDFCrossReference {
        var result = PDFCrossReference()
        var next: Int? = offset
        while let sectionOffset = next {
            next = nil
            guard !result.sectionOffsets.contains(sectionOffset) else {
                result.warnings.append("/Prev loop back to offset \(sectionOffset); the loop was cut")
                break
            }
            guard result.sectionOffsets.count < limits.maxCrossReferenceSections else {
                result.warnings.append("more than \(limits.maxCrossReferenceSections) cross-reference sections; older ones ignored")
                break
            }
            let section: Section
            do {
                section = try readSection(file: file, at: sectionOffset, limits: limits, decode: decode)
            } catch {
                if result.sectionOffsets.isEmpty { throw error }
                result.warnings.append("cross-reference section at offset \(sectionOffset) unreadable (\(error)); older updates ignored")
                break
            }
            result.sectionOffsets.append(sectionOffset)
            result.warnings += section.warnings
            result.entries.merge(section.entries) { newest, _ in newest }
            result.trailer.merge(section.trailer) { newest, _ in newest }
            next = section.trailer["Prev"]?.integerValue
        }
        return result
    }

    private struct Section {
        var entries: [Int: PDFCrossReferenceEntry] = [:]
        var trailer: PDFDictionary = [:]
        var warnings: [String] = []
    }

    private static func readSection(file: PDFBytes, at offset: Int, limits: PDFLimits,
                                    decode: (PDFStream) throws -> [UInt8]) throws -> Section {
        guard offset >= file.start, offset < file.end else {
            throw PDFProblem("cross-reference offset \(offset) is outside the file")
        }
        var probe = PDFTokenizer(bytes: file, position: offset)
        probe.skipWhitespaceAndComments()
        if file.matches(Array("xref".utf8), at: probe.position) {
            var section = try readTable(file: file, at: probe.position + 4, limits: limits)
            if let streamOffset = section.trailer["XRefStm"]?.integerValue {
                merge(hybridStreamAt: streamOffset, into: &section, file: file, limits: limits, decode: decode)
            }
            return section
        }
        return try readStream(file: file, at: offset, limits: limits, decode: decode)
    }

    /// A hybrid file's table lists what old readers can use; the objects only newer readers
    /// understand (object streams) are in the stream `/XRefStm` points to, so the stream fills in
    /// what the table leaves out or marks free.
    private static func merge(hybridStreamAt offset: Int, into section: inout Section, file: PDFBytes,
                              limits: PDFLimits, decode: (PDFStream) throws -> [UInt8]) {
        do {
            let stream = try readStream(file: file, at: offset, limits: limits, decode: decode)
            for (number, entry) in stream.entries where (section.entries[number] ?? .free) == .free {
                section.entries[number] = entry
            }
        } catch {
            section.warnings.append("/XRefStm at offset \(offset) unreadable (\(error))")
        }
    }

    /// `xref`, then subsections of `first count` followed by `offset generation n|f` lines, then
    /// `trailer << … >>`. Entries are read as tokens rather than as fixed 20-byte lines, which
    /// also accepts the common 19- and 21-byte variants.
    private static func readTable(file: PDFBytes, at position: Int, limits: PDFLimits) throws -> Section {
        var section = Section()
        var tokenizer = PDFTokenizer(bytes: file, position: position)
        while true {
            switch try tokenizer.next() {
            case .keyword("trailer")?:
                var parser = PDFParser(bytes: file, position: tokenizer.position, maxDepth: limits.maxNestingDepth)
                guard case .dictionary(let trailer) = try parser.parseObject() else {
                    throw PDFProblem("trailer is not a dictionary")
                }
                section.trailer = trailer
                return section
            case .integer(let first)?:
                guard case .integer(let count)? = try tokenizer.next(), first >= 0, count >= 0,
                      count <= (file.end - tokenizer.position) / 6, first <= Int.max - count else {
                    throw PDFProblem("malformed cross-reference subsection at offset \(tokenizer.position)")
                }
                for number in first..<(first + count) {
                    guard case .integer(let offset)? = try tokenizer.next(),
                          case .integer? = try tokenizer.next(),
                          case .keyword(let kind)? = try tokenizer.next(), kind == "n" || kind == "f" else {
                        throw PDFProblem("malformed cross-reference entry for object \(number)")
                    }
                    if section.entries[number] == nil {
                        section.entries[number] = kind == "n" && offset > 0 ? .inFile(offset: offset) : .free
                    }
                }
            default:
                throw PDFProblem("malformed cross-reference table before offset \(tokenizer.position)")
            }
        }
    }

    /// A `/Type /XRef` stream (ISO 32000-1, 7.5.8): rows of big-endian fields whose widths `/W`
    /// gives, for the object ranges `/Index` lists. Its dictionary doubles as the trailer.
    private static func readStream(file: PDFBytes, at offset: Int, limits: PDFLimits,
                                   decode: (PDFStream) throws -> [UInt8]) throws -> Section {
        var parser = PDFParser(bytes: file, position: offset, maxDepth: limits.maxNestingDepth)
        guard case .stream(let stream) = try parser.parseIndirectObject(length: { _ in nil }).object,
              stream.dictionary["Type"]?.nameValue == "XRef" else {
            throw PDFProblem("no cross-reference table or stream at offset \(offset)")
        }
        let dictionary = stream.dictionary
        let widths = dictionary["W"]?.arrayValue?.compactMap(\.integerValue) ?? []
        guard widths.count == 3, widths.allSatisfy({ (0...8).contains($0) }), widths.reduce(0, +) > 0 else {
            throw PDFProblem("cross-reference stream has an invalid /W")
        }
        let size = dictionary["Size"]?.integerValue ?? 0
        let index = dictionary["Index"]?.arrayValue?.compactMap(\.integerValue) ?? [0, size]
        let data = try decode(stream)
        let rowWidth = widths.reduce(0, +)
        var section = Section(trailer: dictionary)
        var row = 0
        var pairs = index[...]
        while pairs.count >= 2, let first = pairs.popFirst(), let count = pairs.popFirst() {
            guard first >= 0, count >= 0, first <= Int.max - count else { continue }
            var number = first
            while number - first < count, (row + 1) * rowWidth <= data.count {
                var fields = [0, 0, 0]
                var cursor = row * rowWidth
                for field in 0..<3 {
                    var value: UInt64 = 0
                    for _ in 0..<widths[field] {
                        value = value << 8 | UInt64(data[cursor])
                        cursor += 1
                    }
                    fields[field] = Int(clamping: value)
                }
                let type = widths[0] == 0 ? 1 : fields[0]
                if section.entries[number] == nil {
                    switch type {
                    case 0: section.entries[number] = .free
                    case 1: section.entries[number] = .inFile(offset: fields[1])
                    case 2: section.entries[number] = .compressed(stream: fields[1], index: fields[2])
                    default: break
                    }
                }
                row += 1
                number += 1
            }
        }
        return section
    }
}
