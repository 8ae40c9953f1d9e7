/// A run of text sharing one inline style.
public struct TextRun: Hashable, Sendable {
    public var text: String
    /// Italic (`<em>`, `<i>`, `font-style: italic`).
    public var emphasis: Bool
    /// Bold (`<strong>`, `<b>`, `font-weight: bold`).
    public var strong: Bool
    public var code: Bool
    /// Underlined (`<u>`, `text-decoration: underline`).
    public var underline: Bool
    /// The publisher's `font-family` list, names in lower case joined by commas ("book
    /// face,serif"), nil where the book names none; `ContentDocument.fontFaces` gives the files of
    /// the names its `@font-face` rules declare.
    public var fontFamily: String?

    public init(_ text: String, emphasis: Bool = false, strong: Bool = false, code: Bool = false, underline: Bool = false, fontFamily: String? = nil) {
        self.text = text
        self.emphasis = emphasis
        self.strong = strong
        self.code = code
        self.underline = underline
        self.fontFamily = fontFamily
    }

    /// Whether `other` is drawn the same, so the two can be one run.
    func hasSameLook(as other: TextRun) -> Bool {
        emphasis == other.emphasis && strong == other.strong && code == other.code && underline == other.underline && fontFamily == other.fontFamily
    }
}

/// How a publisher aligns a block; richer than the user's `TextAlignment`, which has no centre.
public enum BlockAlignment: String, Hashable, Sendable {
    case start, end, left, right, center, justify
}

/// One block of a content document, what the terminal layout engine flows into lines.
/// A picture a content document shows: where its file is in the publication, and the size the
/// markup gives it (`width` and `height` attributes, in CSS pixels), which wins over the file's.
public struct PictureReference: Hashable, Sendable {
    /// The picture's path in the publication, resolved against the document's href.
    public let source: String
    public let width: Double?
    public let height: Double?

    public init(source: String, width: Double? = nil, height: Double? = nil) {
        self.source = source
        self.width = width
        self.height = height
    }
}

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
    public let runs: [TextRun]
    /// The direction the markup gives the block (`dir` on it or an ancestor); nil when it gives none.
    public var direction: ReadingProgression?
    /// The language the markup gives the block (`lang` on it or an ancestor inside the body);
    /// nil when only the document's applies.
    public var language: Language?
    /// Indentation from the publisher's margins and paddings, in ems from each side.
    public var publisherMarginLeft: Double = 0
    public var publisherMarginRight: Double = 0
    /// Space the publisher asks for above and below the block, in ems; nil when it says nothing.
    public var publisherSpaceBefore: Double?
    public var publisherSpaceAfter: Double?
    /// The alignment the publisher asked for, if it did.
    public var publisherAlignment: BlockAlignment?
    /// The first-line indent the publisher asked for, in ems.
    public var publisherIndent: Double?
    /// The offset of the block's first character in its document, in characters.
    public var startOffset: Int
    /// For an `.image` block: the picture file and the size the markup gives it.
    public var picture: PictureReference?

    public init(kind: Kind, runs: [TextRun], publisherAlignment: BlockAlignment? = nil, publisherIndent: Double? = nil, direction: ReadingProgression? = nil, startOffset: Int = 0) {
        self.kind = kind
        self.runs = runs
        self.direction = direction
        self.publisherAlignment = publisherAlignment
        self.publisherIndent = publisherIndent
        self.startOffset = startOffset
        var checkpoints: [Checkpoint] = []
        var length = 0
        for (number, run) in runs.enumerated() {
            // A run of ASCII without carriage returns is a character a byte: counted, and its
            // checkpoints placed, without stepping over it.
            var bytes = run.text
            let asciiLength = bytes.withUTF8 { $0.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? $0.count : nil }
            if let asciiLength {
                var local = (Self.checkpointSpacing - length % Self.checkpointSpacing) % Self.checkpointSpacing
                while local < asciiLength {
                    checkpoints.append(Checkpoint(run: number, index: run.text.utf8.index(run.text.startIndex, offsetBy: local)))
                    local += Self.checkpointSpacing
                }
                length += asciiLength
                continue
            }
            var index = run.text.startIndex
            while index < run.text.endIndex {
                if length.isMultiple(of: Self.checkpointSpacing) { checkpoints.append(Checkpoint(run: number, index: index)) }
                index = run.text.characterIndex(after: index)
                length += 1
            }
        }
        self.length = length
        self.checkpoints = checkpoints
    }

    public var text: String { runs.map(\.text).joined() }

    /// The number of characters, the unit of offsets.
    public let length: Int

    /// Where every `checkpointSpacing`-th character is, so that the text at an offset is found
    /// without walking a huge block from its start (offsets count characters, which a string
    /// cannot jump to).
    private let checkpoints: [Checkpoint]
    private static let checkpointSpacing = 4096

    private struct Checkpoint: Hashable, Sendable {
        var run: Int
        var index: String.Index
    }

    /// The direction of the first character that has one (Unicode's first-strong rule, as
    /// `dir="auto"` has it): right to left for Hebrew, Arabic and the other right-to-left
    /// scripts, left to right for any other letter; nil when the block's first few thousand
    /// characters hold no letter.
    public var firstStrongDirection: ReadingProgression? {
        var looked = 0
        for run in runs {
            for scalar in run.text.unicodeScalars {
                if scalar.properties.isAlphabetic {
                    return Self.isRightToLeft(scalar.value) ? .rtl : .ltr
                }
                looked += 1
                if looked > 4096 { return nil }
            }
        }
        return nil
    }

    /// Hebrew, Arabic, Syriac, Thaana, N'Ko, Samaritan, Mandaic and their presentation forms; a
    /// switch, as a list of ranges would have the runtime look up `Comparable` for its bound type
    /// on the way to a first frame.
    private static func isRightToLeft(_ value: UInt32) -> Bool {
        switch value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
        default: false
        }
    }

    /// Up to `count` characters from the `offset`-th character of the block on.
    func characters(from offset: Int, count: Int) -> String {
        guard offset < length, count > 0 else { return "" }
        let checkpoint = checkpoints[offset / Self.checkpointSpacing]
        var run = checkpoint.run
        var index = checkpoint.index
        var skip = offset % Self.checkpointSpacing
        var result = ""
        var taken = 0
        while run < runs.count, taken < count {
            let text = runs[run].text
            while index < text.endIndex, taken < count {
                let next = text.characterIndex(after: index)
                // The substring overload: `+=` took the generic append, whose types the runtime
                // looks up when first used, on the way to the first frame.
                if skip > 0 { skip -= 1 } else { result.append(contentsOf: text[index..<next]); taken += 1 }
                index = next
            }
            run += 1
            if run < runs.count { index = runs[run].text.startIndex }
        }
        return result
    }
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
    /// What was left out past one of the limits of a book's budget (nesting, style rules), one
    /// line each.
    public let leftOut: [String]
    /// The fonts its style sheets' `@font-face` rules declare, in their order.
    public let fontFaces: [FontFaceSource]

    public init(
        href: String, title: String?, language: Language?, blocks: [ContentBlock], anchors: [String: Int], repairs: [String],
        leftOut: [String] = [], fontFaces: [FontFaceSource] = []
    ) {
        self.fontFaces = fontFaces
        self.href = href
        self.title = title
        self.language = language
        self.blocks = blocks
        self.anchors = anchors
        self.repairs = repairs
        self.leftOut = leftOut
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

    /// Up to `before` and `after` characters of text around `offset`, for a locator's context;
    /// blocks are joined by a space. Only the characters returned are read, whatever the size of
    /// the blocks.
    public func text(around offset: Int, before: Int, after: Int) -> (before: String, after: String) {
        guard !blocks.isEmpty else { return ("", "") }
        let start = blockIndex(containing: offset)
        var following = ""
        var index = start
        var position = offset
        while index < blocks.count, following.count < after {
            if index > start { following += " " }
            let block = blocks[index]
            following += block.characters(from: max(0, position - block.startOffset), count: after - following.count)
            index += 1
            position = index < blocks.count ? blocks[index].startOffset : position
        }
        var preceding = ""
        index = start
        var end = offset
        while index >= 0, preceding.count < before {
            if index < start { preceding = " " + preceding }
            let block = blocks[index]
            let available = min(block.length, max(0, end - block.startOffset))
            let take = min(available, before - preceding.count)
            preceding = block.characters(from: available - take, count: take) + preceding
            index -= 1
            end = index >= 0 ? blocks[index].startOffset + blocks[index].length : 0
        }
        return (String(preceding.suffix(before)), String(following.prefix(after)))
    }
}
