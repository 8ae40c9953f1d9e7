/// Decodes the few streams whose contents the reader needs: cross-reference streams and object
/// streams. Only FlateDecode (with predictors) is supported, which is what writers use for them.
///
/// It keeps a running total of inflated bytes because a per-stream cap alone would still let a
/// file of many small bombs exhaust memory.
struct PDFStreamDecoder {
    let limits: PDFLimits
    private(set) var totalOutput = 0

    init(limits: PDFLimits) {
        self.limits = limits
    }

    /// `resolve` follows indirect references in `/Filter` and `/DecodeParms`.
    mutating func decode(_ stream: PDFStream, in file: PDFBytes,
                         resolve: (PDFObject) throws -> PDFObject) throws -> [UInt8] {
        let filters = try Self.list(stream.dictionary["Filter"], resolve: resolve)
        let parameters = try Self.list(stream.dictionary["DecodeParms"], resolve: resolve)
        let raw = file.window(stream.dataRange)
        guard !filters.isEmpty else { return raw.copy(raw.range) }
        var decoded: [UInt8]?
        for (index, filter) in filters.enumerated() {
            guard let name = filter.nameValue, name == "FlateDecode" || name == "Fl" else {
                throw PDFProblem("unsupported stream filter \(filter.nameValue ?? "(not a name)")")
            }
            let inflated: [UInt8]
            if let input = decoded {
                inflated = try input.withUnsafeBytes { try inflate(PDFBytes($0)) }
            } else {
                inflated = try inflate(raw)
            }
            let parameterDictionary = index < parameters.count ? parameters[index].dictionaryValue : nil
            decoded = try PDFPredictor.undo(inflated, parameters: parameterDictionary ?? [:])
        }
        return decoded ?? []
    }

    private mutating func inflate(_ input: PDFBytes) throws -> [UInt8] {
        let remaining = max(0, limits.maxTotalOutput - totalOutput)
        let limit = min(limits.maxStreamOutput, remaining)
        let overLimit = limit == limits.maxStreamOutput
            ? "a stream inflates to more than \(Self.describe(limit)), the limit for one stream"
            : "the streams inflate to more than \(Self.describe(limits.maxTotalOutput)) in total, the limit for one document"
        do {
            let output = try PDFFlate.inflate(input, limit: limit, overLimit: overLimit)
            totalOutput += output.count
            return output
        } catch let problem as PDFProblem {
            // A refused bomb still cost its share of the budget, so retries cannot repeat it for free.
            if problem.message == overLimit { totalOutput += limit }
            throw problem
        }
    }

    private static func list(_ object: PDFObject?, resolve: (PDFObject) throws -> PDFObject) throws -> [PDFObject] {
        guard let object else { return [] }
        switch try resolve(object) {
        case .array(let elements): return try elements.map(resolve)
        case .null: return []
        case let single: return [single]
        }
    }

    static func describe(_ byteCount: Int) -> String {
        byteCount >= 1 << 20 && byteCount % (1 << 20) == 0 ? "\(byteCount >> 20) MiB" : "\(byteCount) bytes"
    }
}
