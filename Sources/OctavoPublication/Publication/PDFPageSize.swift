/// A page's size in points as it is displayed: a page turned by `/Rotate 90` or `270` is
/// wider than its box is.
public struct PDFPageSize: Hashable, Sendable {
    public let width: Double
    public let height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
