extension Canvas {
    /// Copies `canvas` with its top-left corner at `origin`, cells and styles
    /// as they are, inside `clip` (the whole canvas when nil). A wide
    /// character cut by the clip or the canvas edge becomes a space in its
    /// visible half, as with text.
    public mutating func draw(_ canvas: Canvas, at origin: Point, clip: Rect? = nil) {
        let region = bounds
            .intersection(clip ?? bounds)
            .intersection(Rect(origin: origin, size: canvas.size))
        guard !region.isEmpty else { return }
        let source = canvas.cells
        let sourceWidth = canvas.width
        write { writer in
            for y in region.y..<region.maxY {
                let sourceRow = (y - origin.y) * sourceWidth
                // A row whose part in the region cuts no wide grapheme is copied as it is: a
                // navigator's page, kept between frames, is drawn so on every frame.
                let first = sourceRow + region.x - origin.x
                let end = first + region.width
                if !source[first].isContinuation, end - sourceRow == sourceWidth || !source[end].isContinuation {
                    writer.copyRun(source, from: first, count: region.width, x: region.x, y: y)
                    continue
                }
                for x in region.x..<region.maxX {
                    let sourceX = x - origin.x
                    let cell = source[sourceRow + sourceX]
                    if cell.isContinuation {
                        if x == region.x { writer.store(.blank(style: cell.style), x: x, y: y) }
                        continue
                    }
                    var columns = 1
                    while sourceX + columns < sourceWidth, source[sourceRow + sourceX + columns].isContinuation { columns += 1 }
                    writer.put(cell.glyph, columns: columns, style: cell.style, x: x, y: y, region: region)
                }
            }
        }
    }
}
