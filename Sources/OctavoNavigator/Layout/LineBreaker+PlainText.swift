import OctavoPublication

/// Counting a long chapter's pages reads every character of it, and most of a book is plain
/// ASCII: there, when only where lines break is wanted, in cells, the breaker steps over the
/// text's bytes instead of making an atom of each character. The breaks are the general
/// breaker's, rule for rule (spaces, a solidus before a letter, explicit hyphens, the characters
/// that may not start or end a line); `PlainTextLineTests` holds the two to the same lines.
extension LineBreaker {
    /// Whether this layout's lines can be found by stepping over plain text: lines without
    /// glyphs, in cells, horizontal, where every plain character advances exactly one cell.
    var countsPlainText: Bool {
        stepsOverPlainText && !placesGlyphs && isCells && !style.vertical && style.letterSpacing == 0 && style.wordSpacing == 0
    }

    /// Up to `lineLimit` lines of plain text from `state`, with the rows not yet assigned, and
    /// where the next line starts; `next` is nil when the block ended. The lines stop early,
    /// with `next` at the line that needs a character that is not plain.
    func plainTextLines(for block: ContentBlock, from state: LineBreakState, lineLimit: Int, widths: LineWidths) -> (lines: [LayoutLine], next: LineBreakState?) {
        var text = PlainTextBytes(block: block, from: state.position)
        var lines: [LayoutLine] = []
        var start = 0
        var lineIndex = state.lineIndex
        while lines.count < lineLimit {
            let width = widths.available - (lineIndex == 0 ? widths.firstLineIndent : widths.hangingIndent)
            guard let end = plainBreak(in: &text, from: start, width: width) else { break }
            let lineStart = text.offset(at: start)
            lines.append(LayoutLine(glyphs: [], startOffset: lineStart, endOffset: max(lineStart, text.offset(at: end)), rows: 1, isGap: false))
            lineIndex += 1
            start = end
            while text.byte(at: start) == 0x20 { start += 1 }
            if text.byte(at: start) == nil, text.reachedBlockEnd { return (lines, nil) }
        }
        return (lines, LineBreakState(position: text.position(at: start), lineIndex: lineIndex))
    }

    /// Where the line of `width` cells starting at byte `start` ends (exclusive), as
    /// `breakPoint` would find it; nil when that needs a character that is not plain.
    private func plainBreak(in text: inout PlainTextBytes, from start: Int, width: Int) -> Int? {
        var lastSpace: Int?
        var lastOpportunity: Int?
        var index = start
        while true {
            guard let byte = text.byte(at: index) else { return text.reachedBlockEnd ? index : nil }
            if index > start, text.bytes[index - 1] == 0x2F, LineBreakRules.allowsBreak(between: 0x2F, and: UInt32(byte)) {
                lastOpportunity = index
            }
            if byte != 0x20, index - start + 1 > width, index > start {
                let wordStart = max(lastSpace.map { $0 + 1 } ?? start, lastOpportunity ?? start)
                // After the word's last hyphen that fits, as the author allowed.
                if wordStart + 1 < index, let hyphen = (wordStart + 1..<index).last(where: { text.bytes[$0] == 0x2D }) {
                    return hyphen + 1
                }
                if wordStart > start { return wordStart }
                let bytes = text.bytes
                return Self.kinsokuBreak(from: start, before: index) { UInt32(bytes[$0]) }
            }
            if byte == 0x20 { lastSpace = index }
            index += 1
        }
    }
}
