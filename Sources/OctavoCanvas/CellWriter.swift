/// Writes into a canvas' cell storage while keeping the wide-character
/// invariant: all graphemes are placed through it, so the invariant is
/// enforced in one place. Only valid inside ``Canvas/write(_:)``, and every
/// coordinate given to it must lie inside the canvas.
struct CellWriter {
    let width: Int
    let cells: UnsafeMutableBufferPointer<Cell>

    /// Places a grapheme of one or two columns at `x` on row `y`. A wide
    /// grapheme that would stick out of `region` leaves a space in its
    /// visible half instead, so it is never drawn by halves.
    func put(_ grapheme: String, columns: Int, style: CellStyle, x: Int, y: Int, region: Rect) {
        let leadInside = x >= region.x && x < region.maxX
        guard columns == 2 else {
            if leadInside { store(Cell(safeGrapheme: grapheme, style: style), x: x, y: y) }
            return
        }
        let trailInside = x + 1 >= region.x && x + 1 < region.maxX
        switch (leadInside, trailInside) {
        case (true, true):
            store(Cell(safeGrapheme: grapheme, style: style), x: x, y: y)
            store(.continuation(style: style), x: x + 1, y: y)
        case (true, false):
            store(.blank(style: style), x: x, y: y)
        case (false, true):
            store(.blank(style: style), x: x + 1, y: y)
        case (false, false):
            break
        }
    }

    func store(_ cell: Cell, x: Int, y: Int) {
        let index = y * width + x
        if x > 0, cells[index].isContinuation {
            cells[index - 1].grapheme = " "
        }
        if x + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1].grapheme = " "
        }
        cells[index] = cell
    }

    /// Fills columns `range` of row `y` with narrow cells produced by
    /// `cell`. Only the two ends can cut a wide character, so only they are
    /// repaired; that keeps full-row redraws cheap.
    func storeRun(y: Int, columns range: Range<Int>, _ cell: (Int) -> Cell) {
        guard !range.isEmpty else { return }
        let rowStart = y * width
        if range.lowerBound > 0, cells[rowStart + range.lowerBound].isContinuation {
            cells[rowStart + range.lowerBound - 1].grapheme = " "
        }
        if range.upperBound < width, cells[rowStart + range.upperBound].isContinuation {
            cells[rowStart + range.upperBound].grapheme = " "
        }
        for x in range {
            cells[rowStart + x] = cell(x)
        }
    }
}
