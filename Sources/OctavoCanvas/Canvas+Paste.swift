extension Canvas {
    /// Copies `other` into this canvas with its top-left corner at `origin`, clipped to this
    /// canvas. A wide character cut off by the right edge becomes a space, as any write does.
    public mutating func paste(_ other: Canvas, at origin: Point) {
        for y in 0..<other.height where (0..<height).contains(origin.y + y) {
            for x in 0..<other.width where (0..<width).contains(origin.x + x) {
                let cell = other.cells[y * other.width + x]
                if cell.isContinuation { continue }
                self[x: origin.x + x, y: origin.y + y] = cell
            }
        }
    }
}
