/// What one screen of reflowable text shows: lines in one or more columns.
struct ReflowPage: Sendable {
    /// The lines of each column, in reading order; each line with its row inside the column.
    var columns: [[(row: Int, line: LayoutLine)]]
    /// The offset of the first character shown.
    var startOffset: Int
    /// The offset just past the last character shown.
    var endOffset: Int
    var first: ReflowDocumentLayout.Cursor
    /// The last line consumed, blank gaps included.
    var last: ReflowDocumentLayout.Cursor
    /// The last line with text on the page.
    var lastText: ReflowDocumentLayout.Cursor
    /// Whether the document continues after this page.
    var hasMore: Bool

    /// The page of a document with no lines.
    static let empty: ReflowPage = {
        let origin = ReflowDocumentLayout.Cursor(block: 0, line: 0)
        return ReflowPage(columns: [], startOffset: 0, endOffset: 0, first: origin, last: origin, lastText: origin, hasMore: false)
    }()
}

/// Fills pages from a document layout: forward from any line, and backward so that going back
/// then forward again returns exactly to where the reader was.
struct ReflowPager {
    let layout: ReflowDocumentLayout
    /// Rows per column.
    let rows: Int
    let columnCount: Int

    /// The page whose first line is `start`; gaps are not shown at the top of a column.
    func page(from start: ReflowDocumentLayout.Cursor) -> ReflowPage {
        var columns: [[(row: Int, line: LayoutLine)]] = []
        var cursor: ReflowDocumentLayout.Cursor? = start
        var last = start
        var lastText = start
        for _ in 0..<columnCount {
            var column: [(row: Int, line: LayoutLine)] = []
            var used = 0
            while let current = cursor {
                let line = layout.line(at: current)
                if line.isGap, column.isEmpty {
                    cursor = layout.next(current)
                    continue
                }
                // A picture moves whole to the next column rather than be cut.
                if !column.isEmpty, used + (line.isGap || line.picture != nil ? line.rows : 1) > rows { break }
                if !line.isGap {
                    column.append((used, line))
                    lastText = current
                }
                used += line.rows
                last = current
                cursor = layout.next(current)
                if used >= rows { break }
            }
            columns.append(column)
            if cursor == nil { break }
        }
        let shown = columns.flatMap { $0.map(\.line) }
        let startOffset = shown.first?.startOffset ?? layout.line(at: start).startOffset
        let endOffset = shown.last?.endOffset ?? startOffset
        return ReflowPage(columns: columns, startOffset: startOffset, endOffset: endOffset, first: start, last: last, lastText: lastText, hasMore: cursor != nil)
    }

    /// The first line of the page before the one starting at `start`, or nil at the document's
    /// beginning. Among the starts whose page ends with the text line right before `start`, the
    /// earliest is taken, so the previous page is as full as a page read forward would be and
    /// turning forward from it comes back to `start`.
    func previousPageStart(before start: ReflowDocumentLayout.Cursor) -> ReflowDocumentLayout.Cursor? {
        var previous = layout.previous(start)
        while let line = previous, layout.line(at: line).isGap { previous = layout.previous(line) }
        guard let target = previous else { return nil }
        var best: ReflowDocumentLayout.Cursor?
        var candidate: ReflowDocumentLayout.Cursor? = target
        var steps = 0
        while let current = candidate, steps < rows * columnCount * 4 + 8 {
            let end = page(from: current).lastText
            if end < target { break }
            best = current
            candidate = layout.previous(current)
            steps += 1
        }
        return best ?? target
    }
}
