import OctavoPublication

/// The lines of one content document for one style and measure, laid out lazily block by block:
/// only the blocks around what is shown are ever broken into lines, so a re-layout after a
/// preference change costs what is on screen, not the chapter or the book.
final class ReflowDocumentLayout {
    /// A line of the document: block index and line index inside the block.
    struct Cursor: Hashable, Comparable, Sendable {
        var block: Int
        var line: Int

        static func < (a: Cursor, b: Cursor) -> Bool { (a.block, a.line) < (b.block, b.line) }
    }

    let document: ContentDocument
    private let breaker: LineBreaker
    private var cache: [Int: [LayoutLine]] = [:]

    init(document: ContentDocument, style: ReflowStyle, measure: Int) {
        self.document = document
        self.breaker = LineBreaker(style: style, measure: measure)
    }

    var isEmpty: Bool { document.blocks.isEmpty }

    func lines(ofBlock index: Int) -> [LayoutLine] {
        if let lines = cache[index] { return lines }
        let lines = breaker.lines(for: document.blocks[index])
        cache[index] = lines
        return lines
    }

    func line(at cursor: Cursor) -> LayoutLine { lines(ofBlock: cursor.block)[cursor.line] }

    var first: Cursor? { isEmpty ? nil : Cursor(block: 0, line: 0) }

    var last: Cursor? {
        guard !isEmpty else { return nil }
        let block = document.blocks.count - 1
        return Cursor(block: block, line: lines(ofBlock: block).count - 1)
    }

    func next(_ cursor: Cursor) -> Cursor? {
        if cursor.line + 1 < lines(ofBlock: cursor.block).count { return Cursor(block: cursor.block, line: cursor.line + 1) }
        return cursor.block + 1 < document.blocks.count ? Cursor(block: cursor.block + 1, line: 0) : nil
    }

    func previous(_ cursor: Cursor) -> Cursor? {
        if cursor.line > 0 { return Cursor(block: cursor.block, line: cursor.line - 1) }
        guard cursor.block > 0 else { return nil }
        return Cursor(block: cursor.block - 1, line: lines(ofBlock: cursor.block - 1).count - 1)
    }

    /// The text line showing the character at `offset`.
    func cursor(containing offset: Int) -> Cursor? {
        guard !isEmpty else { return nil }
        let block = document.blockIndex(containing: offset)
        let lines = lines(ofBlock: block)
        let index = lines.lastIndex { !$0.isGap && $0.startOffset <= offset } ?? 0
        return Cursor(block: block, line: index)
    }
}
