/// A grid of cells that screens draw into and a terminal backend paints.
/// Keeping the screen as a value makes it testable without a terminal and
/// lets the backend diff two frames to write only what changed.
///
/// Invariant: a continuation cell always directly follows the cell holding
/// its wide character. Every mutation keeps it (see ``CellWriter``),
/// clearing the orphaned half of a wide character it overwrites to a space
/// in that half's style.
public struct Canvas: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// The style blank cells start with; golden descriptions print it as `.`.
    public let defaultStyle: CellStyle
    /// Row-major, one entry per column, so a full redraw touches one array.
    var cells: [Cell]
    /// Where the terminal's cursor rests once the frame is painted: on what has the focus, so a
    /// screen reader or a braille display follows it; nil leaves it hidden.
    public var cursor: Point?

    public init(width: Int, height: Int, style: CellStyle = .plain) {
        self.width = max(0, width)
        self.height = max(0, height)
        defaultStyle = style
        cells = Array(repeating: .blank(style: style), count: self.width * self.height)
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }
    public var size: Size { Size(width: width, height: height) }

    /// Setting keeps the grid consistent: a wide grapheme also claims the
    /// next column (or becomes a space in the last one), and a continuation
    /// or zero-width cell cannot stand on its own, so it becomes a space.
    public subscript(x x: Int, y y: Int) -> Cell {
        get {
            precondition(bounds.contains(Point(x: x, y: y)), "cell (\(x), \(y)) outside \(width)x\(height) canvas")
            return cells[y * width + x]
        }
        set {
            precondition(bounds.contains(Point(x: x, y: y)), "cell (\(x), \(y)) outside \(width)x\(height) canvas")
            let columns = newValue.isContinuation ? 0 : TextWidth.of(Character(newValue.grapheme))
            let bounds = bounds
            write { writer in
                if columns == 0 {
                    writer.store(.blank(style: newValue.style), x: x, y: y)
                } else {
                    writer.put(newValue.glyph, columns: columns, style: newValue.style, x: x, y: y, region: bounds)
                }
            }
        }
    }

    /// Resets every cell to a space in the default style.
    public mutating func clear() {
        for index in cells.indices {
            cells[index] = .blank(style: defaultStyle)
        }
    }

    /// Hot loops write through a ``CellWriter`` so the storage is checked
    /// for uniqueness once per operation instead of once per cell.
    mutating func write<Result>(_ body: (CellWriter) -> Result) -> Result {
        let width = width
        return cells.withUnsafeMutableBufferPointer { body(CellWriter(width: width, cells: $0)) }
    }
}
