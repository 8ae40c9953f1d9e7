/// Finds objects by number and parses each only when first asked for, so that reading page
/// sizes touches the catalog, the page tree and little else, however large the file.
///
/// When the cross-reference turns out to be wrong (an offset that does not hold the object it
/// should, an object it does not list), the store rebuilds it once by scanning the file and
/// records a warning. It is a class because lookups fill caches and may trigger that rebuild;
/// it lives only for one read and never leaves the thread that made it.
final class PDFObjectStore {
    private let file: PDFBytes
    let limits: PDFLimits
    private(set) var trailer: PDFDictionary = [:]
    private(set) var warnings: [String] = []
    private(set) var isRebuilt = false
    private var entries: [Int: PDFCrossReferenceEntry] = [:]
    private var boundaries = PDFObjectBoundaries([])
    private var cache: [Int: PDFObject] = [:]
    private var objectStreams: [Int: Result<PDFObjectStream, PDFProblem>] = [:]
    private var inProgress: Set<Int> = []
    private var decoder: PDFStreamDecoder

    /// How far from the end `startxref` is looked for; writers put it in the last few bytes, but
    /// some files carry trailing garbage.
    private static let startXRefSearchLength = 64 * 1024

    init(file: PDFBytes, limits: PDFLimits) {
        self.file = file
        self.limits = limits
        decoder = PDFStreamDecoder(limits: limits)
        loadCrossReference()
    }

    /// Follows references until a direct object; a missing object is `null`, as the spec says.
    func resolve(_ object: PDFObject) throws -> PDFObject {
        var current = object
        var hops = 0
        while case .reference(let id) = current {
            hops += 1
            guard hops <= limits.maxReferenceChain else {
                throw PDFProblem("more than \(limits.maxReferenceChain) references in a row at \(id)")
            }
            current = try self.object(number: id.number)
        }
        return current
    }

    func object(number: Int) throws -> PDFObject {
        if let cached = cache[number] { return cached }
        guard inProgress.count < limits.maxNestedLookups else {
            throw PDFProblem("objects depend on one another more than \(limits.maxNestedLookups) levels deep")
        }
        guard inProgress.insert(number).inserted else {
            throw PDFProblem("object \(number) depends on itself")
        }
        defer { inProgress.remove(number) }
        var lookup = try self.lookup(number)
        if case .misplaced(let reason) = lookup, !isRebuilt {
            rebuild(because: reason)
            lookup = try self.lookup(number)
        }
        let object = if case .found(let object) = lookup { object } else { PDFObject.null }
        cache[number] = object
        return object
    }

    /// Decodes a stream's data, counting it against the document's decompression budget.
    func decode(_ stream: PDFStream) throws -> [UInt8] {
        try decoder.decode(stream, in: file, resolve: resolve)
    }

    // MARK: - Lookup

    private enum Lookup {
        case found(PDFObject)
        /// The cross-reference is wrong about this object.
        case misplaced(String)
    }

    private func lookup(_ number: Int) throws -> Lookup {
        switch entries[number] {
        case nil:
            return .misplaced("object \(number) is missing from the cross-reference")
        case .free?:
            return .found(.null)
        case .inFile(let offset)?:
            guard let object = try parseInFile(number: number, at: offset) else {
                return .misplaced("object \(number) is not at offset \(offset)")
            }
            return .found(object)
        case .compressed(let streamNumber, let index)?:
            guard streamNumber != number else { throw PDFProblem("object stream \(number) contains itself") }
            guard case .stream(let container)? = try? object(number: streamNumber),
                  container.dictionary["Type"]?.nameValue == "ObjStm" else {
                return .misplaced("object stream \(streamNumber) holding object \(number) is missing")
            }
            guard let object = try objectStream(streamNumber).object(number: number, index: index,
                                                                      maxDepth: limits.maxNestingDepth) else {
                return .misplaced("object \(number) is not in object stream \(streamNumber)")
            }
            return .found(object)
        }
    }

    /// Parses the object at `offset`, or answers nil when no `number G obj` header is there.
    private func parseInFile(number: Int, at offset: Int) throws -> PDFObject? {
        guard offset >= file.start, offset < file.end else { return nil }
        let window = file.window(offset..<boundaries.end(after: offset, limit: file.end))
        var probe = PDFTokenizer(bytes: window, position: offset)
        guard case .integer(number)? = try? probe.next(), case .integer? = try? probe.next(),
              case .keyword("obj")? = try? probe.next() else { return nil }
        var parser = PDFParser(bytes: window, position: offset, maxDepth: limits.maxNestingDepth)
        return try parser.parseIndirectObject(length: streamLength).object
    }

    /// An indirect `/Length`; nil (search for `endstream` instead) when it cannot be had.
    private func streamLength(_ id: PDFObjectID) -> Int? {
        (try? resolve(.reference(id)))?.integerValue
    }

    /// Object streams are decoded once; a failure is remembered too, so that the hundred members
    /// of a bomb do not inflate it a hundred times.
    private func objectStream(_ number: Int) throws -> PDFObjectStream {
        if let known = objectStreams[number] { return try known.get() }
        let result: Result<PDFObjectStream, PDFProblem>
        do {
            guard case .stream(let stream) = try object(number: number),
                  stream.dictionary["Type"]?.nameValue == "ObjStm" else {
                throw PDFProblem("object \(number) is not an object stream")
            }
            result = .success(try PDFObjectStream(stream: stream, content: decode(stream)))
        } catch let problem as PDFProblem {
            result = .failure(PDFProblem("object stream \(number): \(problem.message)"))
        } catch {
            result = .failure(PDFProblem("object stream \(number): \(error)"))
        }
        objectStreams[number] = result
        return try result.get()
    }

    // MARK: - Cross-reference

    private func loadCrossReference() {
        guard let offset = startXRef() else {
            rebuild(because: "no startxref at the end of the file")
            return
        }
        do {
            let crossReference = try PDFCrossReference.read(file: file, startingAt: offset, limits: limits) {
                try decoder.decode($0, in: file) { $0 }
            }
            entries = crossReference.entries
            trailer = crossReference.trailer
            warnings += crossReference.warnings
            var starts = crossReference.sectionOffsets
            for case .inFile(let offset) in crossReference.entries.values { starts.append(offset) }
            boundaries = PDFObjectBoundaries(starts)
        } catch {
            rebuild(because: "startxref does not lead to a cross-reference (\(error))")
            return
        }
        if trailer["Root"] == nil { rebuild(because: "the trailer has no /Root") }
    }

    private func startXRef() -> Int? {
        let keyword = Array("startxref".utf8)
        guard let index = file.lastIndex(of: keyword, from: file.end - Self.startXRefSearchLength) else { return nil }
        var tokenizer = PDFTokenizer(bytes: file, position: index + keyword.count)
        guard case .integer(let offset)? = try? tokenizer.next() else { return nil }
        return offset
    }

    /// Replaces the cross-reference with one found by scanning: every `N G obj` (the last copy of
    /// a number wins, as an incremental update appends), the members of every object stream, and a
    /// trailer merged from every `trailer` dictionary and cross-reference stream, in file order.
    /// When no trailer names a `/Root`, the last `/Type /Catalog` found is used.
    func rebuild(because reason: String) {
        guard !isRebuilt else { return }
        isRebuilt = true
        warnings.append("xref table damaged; objects found by scanning (\(reason))")
        let found = PDFObjectScanner.objects(in: file)
        let trailerStarts = PDFObjectScanner.offsets(after: "trailer", in: file)
        boundaries = PDFObjectBoundaries(found.map(\.offset) + trailerStarts.map { $0 - "trailer".utf8.count })
        var rebuilt: [Int: PDFCrossReferenceEntry] = [:]
        for object in found { rebuilt[object.number] = .inFile(offset: object.offset) }
        for (number, entry) in entries where rebuilt[number] == nil {
            if case .compressed = entry { rebuilt[number] = entry }
        }
        entries = rebuilt
        cache = [:]
        objectStreams = [:]

        var trailers: [(offset: Int, dictionary: PDFDictionary)] = []
        var catalog: PDFObject?
        var objectStreamNumbers: [Int] = []
        for object in found where rebuilt[object.number] == .inFile(offset: object.offset) {
            let window = file.window(object.offset..<boundaries.end(after: object.offset, limit: file.end))
            var parser = PDFParser(bytes: window, position: object.offset, maxDepth: limits.maxNestingDepth)
            guard let dictionary = (try? parser.parseIndirectObject { _ in nil })?.object.dictionaryValue else { continue }
            switch dictionary["Type"]?.nameValue {
            case "Catalog": catalog = .reference(PDFObjectID(number: object.number, generation: 0))
            case "ObjStm": objectStreamNumbers.append(object.number)
            case "XRef": trailers.append((object.offset, dictionary))
            default: break
            }
        }
        for start in trailerStarts {
            let window = file.window(start..<boundaries.end(after: start, limit: file.end))
            var parser = PDFParser(bytes: window, position: start, maxDepth: limits.maxNestingDepth)
            if case .dictionary(let dictionary)? = try? parser.parseObject() { trailers.append((start, dictionary)) }
        }
        for number in objectStreamNumbers {
            guard let stream = try? objectStream(number) else { continue }
            for (index, member) in stream.members.enumerated() where entries[member.number] == nil {
                entries[member.number] = .compressed(stream: number, index: index)
                if catalog == nil, (try? object(number: member.number))?.dictionaryValue?["Type"]?.nameValue == "Catalog" {
                    catalog = .reference(PDFObjectID(number: member.number, generation: 0))
                }
            }
        }

        var scannedTrailer = PDFDictionary()
        for (_, dictionary) in trailers.sorted(by: { $0.offset < $1.offset }) {
            scannedTrailer.merge(dictionary) { _, later in later }
        }
        scannedTrailer.merge(trailer) { scanned, _ in scanned }
        if let catalog, (try? resolve(scannedTrailer["Root"] ?? .null))?.dictionaryValue == nil {
            scannedTrailer["Root"] = catalog
        }
        trailer = scannedTrailer
        cache = [:]
    }
}
