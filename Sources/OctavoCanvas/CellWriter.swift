/// Writes into a canvas' cell storage while keeping the wide-character
/// invariant: a grapheme of N columns is its own cell followed by N − 1
/// continuation cells, never a part of that. All graphemes are placed
/// through it, so the invariant is enforced in one place. Only valid inside
/// ``Canvas/write(_:)``, and every coordinate given to it must lie inside
/// the canvas.
struct CellWriter {
    let width: Int
    let cells: UnsafeMutableBufferPointer<Cell>

    /// Places a grapheme of `columns` columns (an ideograph takes two, an
    /// Indic conjunct may take three) at `x` on row `y`. One that would stick
    /// out of `region` leaves spaces in its visible part instead, so it is
    /// never drawn in pieces.
    func put(_ grapheme: CellGrapheme, columns: Int, style: CellStyle, x: Int, y: Int, region: Rect) {
        let span = x..<(x + max(1, columns))
        let visible = span.clamped(to: region.x..<region.maxX)
        guard !visible.isEmpty else { return }
        guard visible == span else {
            for column in visible { store(.blank(style: style), x: column, y: y) }
            return
        }
        store(Cell(glyph: grapheme, style: style), x: x, y: y)
        for column in span.dropFirst() { store(.continuation(style: style), x: column, y: y) }
    }

    func store(_ cell: Cell, x: Int, y: Int) {
        let index = y * width + x
        repairLeft(of: index, rowStart: y * width)
        repairRight(of: index, rowEnd: y * width + width)
        cells[index] = cell
    }

    /// Fills columns `range` of row `y` with narrow cells produced by
    /// `cell`. Only the two ends can cut a wide character, so only they are
    /// repaired; that keeps full-row redraws cheap.
    func storeRun(y: Int, columns range: Range<Int>, _ cell: (Int) -> Cell) {
        guard !range.isEmpty else { return }
        let rowStart = y * width
        repairLeft(of: rowStart + range.lowerBound, rowStart: rowStart)
        repairRight(of: rowStart + range.upperBound - 1, rowEnd: rowStart + width)
        for x in range {
            cells[rowStart + x] = cell(x)
        }
    }

    /// Copies `count` cells of `source`, from `sourceIndex`, into row `y` from column `x`. The
    /// caller has checked that they hold whole graphemes (no wide one cut at either end); they
    /// come from a canvas, so they are safe already.
    func copyRun(_ source: [Cell], from sourceIndex: Int, count: Int, x: Int, y: Int) {
        guard count > 0 else { return }
        let rowStart = y * width
        repairLeft(of: rowStart + x, rowStart: rowStart)
        repairRight(of: rowStart + x + count - 1, rowEnd: rowStart + width)
        for offset in 0..<count {
            cells[rowStart + x + offset] = source[sourceIndex + offset]
        }
    }

    /// A write over a continuation cell cuts the wide grapheme it belongs
    /// to: what is left of that grapheme, to the left, becomes spaces.
    private func repairLeft(of index: Int, rowStart: Int) {
        guard cells[index].isContinuation else { return }
        var lead = index
        while lead > rowStart, cells[lead].isContinuation { lead -= 1 }
        for column in lead..<index { cells[column].glyph = .space }
    }

    /// A write over a wide grapheme leaves its continuation cells, to the
    /// right, without it: they become spaces.
    private func repairRight(of index: Int, rowEnd: Int) {
        var column = index + 1
        while column < rowEnd, cells[column].isContinuation {
            cells[column].glyph = .space
            column += 1
        }
    }
}
