/// A run of text sharing one inline style.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var emphasis: Bool
    public var strong: Bool
    public var code: Bool

    public init(_ text: String, emphasis: Bool = false, strong: Bool = false, code: Bool = false) {
        self.text = text
        self.emphasis = emphasis
        self.strong = strong
        self.code = code
    }
}

/// How a publisher aligns a block; richer than the user's `TextAlignment`, which has no centre.
public enum BlockAlignment: String, Hashable, Sendable {
    case start, end, left, right, center, justify
}

/// One block of a content document, what the terminal layout engine flows into lines.
public struct ContentBlock: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case paragraph
        case heading(level: Int)
        /// `marker` is "•" or "3.", `depth` starts at 1.
        case listItem(marker: String, depth: Int)
        case quote
        case preformatted
        /// Cells already joined for display.
        case tableRow
        case image(alt: String)
        case rule
    }

    public var kind: Kind
    public var runs: [TextRun]
    /// The alignment the publisher asked for, if it did.
    public var publisherAlignment: BlockAlignment?
    /// The first-line indent the publisher asked for, in ems.
    public var publisherIndent: Double?
    /// The offset of the block's first character in its document, in characters.
    public var startOffset: Int

    public init(kind: Kind, runs: [TextRun], publisherAlignment: BlockAlignment? = nil, publisherIndent: Double? = nil, startOffset: Int = 0) {
        self.kind = kind
        self.runs = runs
        self.publisherAlignment = publisherAlignment
        self.publisherIndent = publisherIndent
        self.startOffset = startOffset
    }

    public var text: String { runs.map(\.text).joined() }

    /// The number of characters, the unit of offsets.
    public var length: Int { runs.reduce(0) { $0 + $1.text.count } }
}

/// The text of one resource of a publication, as blocks, with the offsets of its anchors.
public struct ContentDocument: Hashable, Sendable {
    public let href: String
    public let title: String?
    public let language: Language?
    public let blocks: [ContentBlock]
    /// `id` attribute → character offset, to follow links with fragments.
    public let anchors: [String: Int]
    /// What the parser repaired in malformed markup.
    public let repairs: [String]

    public init(href: String, title: String?, language: Language?, blocks: [ContentBlock], anchors: [String: Int], repairs: [String]) {
        self.href = href
        self.title = title
        self.language = language
        self.blocks = blocks
        self.anchors = anchors
        self.repairs = repairs
    }

    /// Characters in the whole document.
    public var characterCount: Int { blocks.last.map { $0.startOffset + $0.length } ?? 0 }

    /// The index of the block holding `offset` (the last block for an offset past the end).
    public func blockIndex(containing offset: Int) -> Int {
        guard !blocks.isEmpty else { return 0 }
        var low = 0, high = blocks.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if blocks[middle].startOffset <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Up to `count` characters of text around `offset`, for a locator's context.
    public func text(around offset: Int, before: Int, after: Int) -> (before: String, after: String) {
        guard !blocks.isEmpty else { return ("", "") }
        var preceding = "", following = ""
        var index = blockIndex(containing: offset)
        let start = index
        var position = offset
        while index < blocks.count, following.count < after {
            let block = blocks[index]
            let text = block.text
            let skip = max(0, position - block.startOffset)
            following += text.dropFirst(skip).prefix(after - following.count)
            if following.count < after, index + 1 < blocks.count { following += " " }
            index += 1
            position = index < blocks.count ? blocks[index].startOffset : position
        }
        index = start
        var end = offset
        while index >= 0, preceding.count < before {
            let block = blocks[index]
            let text = block.text
            let take = min(text.count, max(0, end - block.startOffset))
            preceding = String(text.prefix(take).suffix(before - preceding.count)) + preceding
            if preceding.count < before, index > 0 { preceding = " " + preceding }
            index -= 1
            end = index >= 0 ? blocks[index].startOffset + blocks[index].length : 0
        }
        return (String(preceding.suffix(before)), String(following.prefix(after)))
    }
}
