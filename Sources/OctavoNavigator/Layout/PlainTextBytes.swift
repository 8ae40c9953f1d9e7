import OctavoPublication

/// The plain characters of a block from a position on, as bytes: printable ASCII, each one byte,
/// one character and one cell, read across the block's runs up to the first character that is
/// not plain (or may join what follows it, as a letter before a combining accent does).
struct PlainTextBytes {
    private(set) var bytes: [UInt8] = []
    /// The block's characters end with the bytes read.
    private(set) var reachedBlockEnd = false
    /// A character that is not plain follows the bytes read.
    private(set) var reachedOther = false
    private let block: ContentBlock
    /// The document offset of the first byte.
    private let startOffset: Int
    /// Where reading goes on: a run and a UTF-8 offset in its text.
    private var run: Int
    private var utf8Offset: Int
    /// Where each run's bytes start: the index of its first byte here, the run, and that byte's
    /// UTF-8 offset in the run's text.
    private var pieces: [(start: Int, run: Int, utf8Offset: Int)] = []

    init(block: ContentBlock, from position: TextPosition) {
        self.block = block
        startOffset = position.offset
        run = position.run
        utf8Offset = position.run < block.runs.count ? block.runs[position.run].text.utf8.distance(from: block.runs[position.run].text.utf8.startIndex, to: position.index) : 0
    }

    /// The byte at `index`, reading more of the block when needed; nil past the plain text.
    mutating func byte(at index: Int) -> UInt8? {
        if index >= bytes.count { read(upTo: index + Self.readingStep) }
        return index < bytes.count ? bytes[index] : nil
    }

    /// The document offset of the character at `index`.
    func offset(at index: Int) -> Int { startOffset + index }

    /// Where the character at `index` is, as the line breaker resumes from it; at the end of the
    /// bytes read, where reading stopped.
    func position(at index: Int) -> TextPosition {
        guard index < bytes.count, let piece = pieces.last(where: { $0.start <= index }) else {
            return textPosition(run: run, utf8Offset: utf8Offset, offset: offset(at: index))
        }
        return textPosition(run: piece.run, utf8Offset: piece.utf8Offset + index - piece.start, offset: offset(at: index))
    }

    private func textPosition(run: Int, utf8Offset: Int, offset: Int) -> TextPosition {
        let text = run < block.runs.count ? block.runs[run].text : ""
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: min(utf8Offset, text.utf8.count))
        return TextPosition(run: run, index: index, offset: offset)
    }

    /// Bytes are read a few lines at a time, so a huge block is never copied whole.
    private static let readingStep = 1024

    private mutating func read(upTo count: Int) {
        while bytes.count < count, !reachedBlockEnd, !reachedOther {
            guard run < block.runs.count else {
                reachedBlockEnd = true
                return
            }
            let text = block.runs[run].text.utf8
            guard utf8Offset < text.count else {
                run += 1
                utf8Offset = 0
                continue
            }
            let wanted = count - bytes.count
            let first = bytes.count
            let taken = text.withContiguousStorageIfAvailable { runBytes in
                var index = utf8Offset
                while index < runBytes.count, index - utf8Offset < wanted {
                    let byte = runBytes[index]
                    guard (0x20...0x7E).contains(byte), index + 1 == runBytes.count || runBytes[index + 1] < 0x80 else { break }
                    bytes.append(byte)
                    index += 1
                }
                return index - utf8Offset
            }
            // A string not stored as UTF-8 is left to the general breaker.
            guard let taken else {
                reachedOther = true
                return
            }
            if taken > 0 { pieces.append((start: first, run: run, utf8Offset: utf8Offset)) }
            utf8Offset += taken
            if taken < wanted, utf8Offset < text.count { reachedOther = true }
        }
    }
}
