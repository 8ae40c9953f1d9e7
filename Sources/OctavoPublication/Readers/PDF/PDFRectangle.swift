/// A page boundary box (ISO 32000-1, 7.9.5). Writers may give the corners in any order, so the
/// rectangle is normalized on creation.
struct PDFRectangle: Equatable {
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        minX = min(x1, x2)
        minY = min(y1, y2)
        maxX = max(x1, x2)
        maxY = max(y1, y2)
    }

    /// Reads `[x1 y1 x2 y2]`, whose numbers may themselves be indirect references; nil for
    /// anything else, and for boxes with no area, which no page can have.
    init?(_ object: PDFObject?, resolve: (PDFObject) throws -> PDFObject) {
        guard let object, let elements = (try? resolve(object))?.arrayValue, elements.count == 4 else { return nil }
        let numbers = elements.compactMap { (try? resolve($0))?.numberValue }
        guard numbers.count == 4 else { return nil }
        self.init(x1: numbers[0], y1: numbers[1], x2: numbers[2], y2: numbers[3])
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
    }

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }

    /// The overlap with `other`, or nil when they do not overlap.
    func intersection(_ other: PDFRectangle) -> PDFRectangle? {
        let lowX = max(minX, other.minX), lowY = max(minY, other.minY)
        let highX = min(maxX, other.maxX), highY = min(maxY, other.maxY)
        guard lowX < highX, lowY < highY else { return nil }
        return PDFRectangle(x1: lowX, y1: lowY, x2: highX, y2: highY)
    }
}
