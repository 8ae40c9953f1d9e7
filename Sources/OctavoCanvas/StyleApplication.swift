extension Canvas {
    /// Restyles a region without redrawing its text, e.g. to dim inactive
    /// rows or reverse the focused one. A wide character with either half
    /// inside `rect` is restyled whole, so it never shows two styles.
    public mutating func apply(style transform: (CellStyle) -> CellStyle, in rect: Rect) {
        let region = bounds.intersection(rect)
        guard !region.isEmpty else { return }
        for y in region.y..<region.maxY {
            var first = y * width + region.x
            var last = y * width + region.maxX - 1
            let rowStart = y * width, rowEnd = rowStart + width
            while first > rowStart, cells[first].isContinuation { first -= 1 }
            while last + 1 < rowEnd, cells[last + 1].isContinuation { last += 1 }
            for index in first...last {
                cells[index].style = transform(cells[index].style)
            }
        }
    }
}
