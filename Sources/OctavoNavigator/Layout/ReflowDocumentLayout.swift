import OctavoPublication

/// The lines of one content document for one style and measure, laid out lazily: only the
/// blocks around what is shown are broken into lines, and a long block only in parts of
/// `segmentLength` lines, so a re-layout after a preference change costs what is on screen, not
/// the chapter, and a block of any size (one huge word) is laid out in bounded memory.
final class ReflowDocumentLayout {
    /// A line of the document: block index and line index inside the block.
    struct Cursor: Hashable, Comparable, Sendable {
        var block: Int
        var line: Int

        static func < (a: Cursor, b: Cursor) -> Bool { (a.block, a.line) < (b.block, b.line) }
    }

    /// Lines broken at once; a block up to this long is laid out in one go.
    static let segmentLength = 256
    /// Lines kept in the cache; the oldest segments are dropped past it and laid out again when
    /// they are needed.
    static let cachedLineLimit = 4096

    private struct SegmentKey: Hashable {
        var block: Int
        var segment: Int
    }

    /// What is known of a block's breaking: where each segment laid out so far starts, and the
    /// block's line count once its last segment has been laid out.
    private struct BlockProgress {
        var segmentStarts: [LineBreakState]
        var lineCount: Int?
    }

    let document: ContentDocument
    private let breaker: LineBreaker
    private var progress: [Int: BlockProgress] = [:]
    private var segments: [SegmentKey: [LayoutLine]] = [:]
    private var segmentOrder: [SegmentKey] = []
    private var cachedLines = 0

    /// `pictureSize` gives a picture's size in pixels, and `pictureRowLimit` the rows it may
    /// take (a page's); without them pictures are laid out as their alt text. `measure`, the
    /// rows and the picture limit are in `units`. A layout made to count pages places no glyphs
    /// (`placesGlyphs`): its lines break where a drawn layout's do, and show nothing.
    /// `bookFamilies` gives the families of the fonts the document embeds, by the names its
    /// `@font-face` rules declare.
    init(
        document: ContentDocument, style: ReflowStyle, measure: Int,
        pictureSize: @escaping (PictureReference) -> (width: Int, height: Int)? = { _ in nil }, pictureRowLimit: Int = .max,
        units: LayoutUnits = .cells, placesGlyphs: Bool = true, bookFamilies: [String: String] = [:]
    ) {
        self.document = document
        let language = document.language ?? style.language
        let hyphenation = style.hyphens ? language.flatMap { HyphenationDictionaries.patterns(for: $0) } : nil
        var breaker = LineBreaker(style: style, measure: measure, hyphenation: hyphenation)
        breaker.pictureSize = pictureSize
        breaker.pictureRowLimit = pictureRowLimit
        breaker.units = units
        breaker.placesGlyphs = placesGlyphs
        breaker.bookFamilies = bookFamilies
        self.breaker = breaker
    }

    var isEmpty: Bool { document.blocks.isEmpty }

    func line(at cursor: Cursor) -> LayoutLine {
        guard let line = line(cursor.line, ofBlock: cursor.block) else { preconditionFailure("no line \(cursor) in \(document.href)") }
        return line
    }

    var first: Cursor? { isEmpty ? nil : Cursor(block: 0, line: 0) }

    var last: Cursor? {
        guard !isEmpty else { return nil }
        let block = document.blocks.count - 1
        return Cursor(block: block, line: lineCount(ofBlock: block) - 1)
    }

    func next(_ cursor: Cursor) -> Cursor? {
        if hasLine(cursor.line + 1, inBlock: cursor.block) { return Cursor(block: cursor.block, line: cursor.line + 1) }
        return cursor.block + 1 < document.blocks.count ? Cursor(block: cursor.block + 1, line: 0) : nil
    }

    func previous(_ cursor: Cursor) -> Cursor? {
        if cursor.line > 0 { return Cursor(block: cursor.block, line: cursor.line - 1) }
        guard cursor.block > 0 else { return nil }
        return Cursor(block: cursor.block - 1, line: lineCount(ofBlock: cursor.block - 1) - 1)
    }

    /// The text line showing the character at `offset`.
    func cursor(containing offset: Int) -> Cursor? {
        guard !isEmpty else { return nil }
        let block = document.blockIndex(containing: offset)
        var number = 0
        while let following = segmentStart(number + 1, ofBlock: block), following.position.offset <= offset { number += 1 }
        let lines = segment(number, ofBlock: block) ?? []
        let index = lines.lastIndex { !$0.isGap && $0.startOffset <= offset } ?? 0
        return Cursor(block: block, line: number * Self.segmentLength + index)
    }

    // MARK: - Segments

    private func hasLine(_ line: Int, inBlock block: Int) -> Bool { self.line(line, ofBlock: block) != nil }

    /// Line `line` of the block. A block's last segment also holds the gap after the block, so it
    /// can have one line more than `segmentLength`.
    private func line(_ line: Int, ofBlock block: Int) -> LayoutLine? {
        let number = line / Self.segmentLength
        if let lines = segment(number, ofBlock: block) {
            let index = line - number * Self.segmentLength
            return index < lines.count ? lines[index] : nil
        }
        guard number > 0, let lines = segment(number - 1, ofBlock: block) else { return nil }
        let index = line - (number - 1) * Self.segmentLength
        return index < lines.count ? lines[index] : nil
    }

    /// The block's line count, breaking it to its end if that was not done yet.
    private func lineCount(ofBlock block: Int) -> Int {
        var number = 0
        while progress[block]?.lineCount == nil, segmentStart(number + 1, ofBlock: block) != nil { number += 1 }
        _ = segment(number, ofBlock: block)
        return progress[block]?.lineCount ?? 1
    }

    /// Where segment `number` of the block starts, laying out the ones before it as needed; nil
    /// when the block ends before it.
    private func segmentStart(_ number: Int, ofBlock block: Int) -> LineBreakState? {
        if progress[block] == nil {
            progress[block] = BlockProgress(segmentStarts: [breaker.start(of: document.blocks[block])])
        }
        while let known = progress[block], known.segmentStarts.count <= number {
            guard known.lineCount == nil else { return nil }
            _ = segment(known.segmentStarts.count - 1, ofBlock: block)
        }
        return progress[block]?.segmentStarts[number]
    }

    /// The lines of segment `number` of the block, nil when the block ends before it.
    private func segment(_ number: Int, ofBlock block: Int) -> [LayoutLine]? {
        let key = SegmentKey(block: block, segment: number)
        if let lines = segments[key] { return lines }
        guard let start = segmentStart(number, ofBlock: block) else { return nil }
        let following = block + 1 < document.blocks.count ? document.blocks[block + 1] : nil
        let (lines, next) = breaker.lines(for: document.blocks[block], followedBy: following, from: start, lineLimit: Self.segmentLength)
        if let next {
            if progress[block]!.segmentStarts.count == number + 1 { progress[block]!.segmentStarts.append(next) }
        } else {
            progress[block]!.lineCount = number * Self.segmentLength + lines.count
        }
        remember(lines, as: key)
        return lines
    }

    private func remember(_ lines: [LayoutLine], as key: SegmentKey) {
        segments[key] = lines
        segmentOrder.append(key)
        cachedLines += lines.count
        while cachedLines > Self.cachedLineLimit, segmentOrder.count > 1 {
            let oldest = segmentOrder.removeFirst()
            cachedLines -= segments.removeValue(forKey: oldest)?.count ?? 0
        }
    }
}
