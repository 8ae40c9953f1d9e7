import OctavoCanvas

/// A page of the report as the cell layout drew it: the report shows it as coloured text and
/// compares two of them cell by cell (the pixel renderer, once there, will give pictures).
public struct QAPage: Sendable, Equatable {
    /// 1 for the first page.
    public let number: Int
    public let canvas: Canvas

    public init(number: Int, canvas: Canvas) {
        self.number = number
        self.canvas = canvas
    }

    /// Cells whose character or look differs from `other`'s at the same place.
    public func changedCells(to other: QAPage) -> Int {
        guard canvas.width == other.canvas.width, canvas.height == other.canvas.height else {
            return max(canvas.width * canvas.height, other.canvas.width * other.canvas.height)
        }
        var changed = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas[x: x, y: y] != other.canvas[x: x, y: y] { changed += 1 }
        }
        return changed
    }

    /// Lines whose text differs from `other`'s line at the same row.
    public func changedLines(to other: QAPage) -> Int {
        (0..<max(canvas.height, other.canvas.height)).filter { y in
            (y < canvas.height ? canvas.row(y) : "") != (y < other.canvas.height ? other.canvas.row(y) : "")
        }.count
    }
}
