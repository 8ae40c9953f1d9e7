/// Consecutive cells of one row that changed. A run never starts on a
/// continuation cell and never splits a wide character, so a backend can
/// move to `origin` and write `text` in one go. Its cells are the canvas's
/// own, not a copy: a first frame's runs are the whole screen.
public struct CellRun: Hashable, Sendable {
    public var origin: Point
    public var cells: ArraySlice<Cell>

    public init(origin: Point, cells: ArraySlice<Cell>) {
        self.origin = origin
        self.cells = cells
    }

    /// The graphemes of the run; continuation cells add nothing because
    /// the terminal advances past them while printing their wide character.
    public var text: String { cells.map(\.grapheme).joined() }
}

extension Canvas {
    /// What to write to turn a terminal showing `previous` into this canvas,
    /// row by row from the top and left to right. When the sizes differ the
    /// terminal was resized and every row is one full run.
    public func changes(from previous: Canvas) -> [CellRun] {
        guard width > 0 else { return [] }
        guard previous.width == width, previous.height == height else {
            return (0..<height).map { y in
                CellRun(origin: Point(x: 0, y: y), cells: cells[(y * width)..<((y + 1) * width)])
            }
        }
        var runs: [CellRun] = []
        for y in 0..<height {
            let start = y * width
            var x = 0
            while x < width {
                guard cells[start + x] != previous.cells[start + x] || wideTrailChanged(at: start + x, x: x, from: previous) else {
                    x += 1
                    continue
                }
                var runEnd = x + 1
                while runEnd < width, cells[start + runEnd] != previous.cells[start + runEnd] || cells[start + runEnd].isContinuation {
                    runEnd += 1
                }
                runs.append(CellRun(origin: Point(x: x, y: y), cells: cells[(start + x)..<(start + runEnd)]))
                x = runEnd
            }
        }
        return runs
    }

    /// A wide character whose own cell is unchanged still has to be
    /// rewritten when one of its continuation cells changed style.
    private func wideTrailChanged(at index: Int, x: Int, from previous: Canvas) -> Bool {
        var column = 1
        while x + column < width, cells[index + column].isContinuation {
            if cells[index + column] != previous.cells[index + column] { return true }
            column += 1
        }
        return false
    }
}
