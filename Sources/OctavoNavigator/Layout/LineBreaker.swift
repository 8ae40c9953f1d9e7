import OctavoPublication
import OctavoCanvas

/// Breaks one block into lines of terminal cells.
///
/// A terminal cannot draw bigger glyphs, so the font size scales the virtual page instead: a
/// line holds `measure / fontSize` cells of text, centred in the column, and lines are spaced by
/// `fontSize × lineHeight` rows, so each step shows fewer or more characters per line and lines
/// per page while the text stays readable. Letter and word spacing add fractions of a cell that
/// accumulate (positions are the floor of the running advance), so even 10% shows. In vertical
/// text a line is a column and every character takes one row.
struct LineBreaker {
    let style: ReflowStyle
    /// Cells (rows, in vertical text) a line may use.
    let measure: Int

    private struct Atom {
        var grapheme: String
        var role: GlyphRole
        var offset: Int
        var width: Int
        var isSpace: Bool { grapheme == " " }
        var isBreak: Bool { grapheme == "\n" }
    }

    /// The lines of `block`, then the gap that separates it from the next block.
    func lines(for block: ContentBlock) -> [LayoutLine] {
        let scale = style.scale(for: block.kind)
        let decoration = decorate(block)
        let atoms = self.atoms(of: block, prefix: decoration.prefix)
        let indent = firstLineIndent(for: block)
        let alignment = self.alignment(for: block)
        var lines: [LayoutLine] = []
        var start = 0
        var firstLine = true
        let scaledMeasure = max(4, Int((Double(measure) / scale).rounded(.down)))
        let inset = isHeading(block) ? 0 : (measure - min(measure, scaledMeasure)) / 2
        let available = max(4, min(measure, scaledMeasure) - decoration.leftMargin)
        while start < atoms.count {
            let lineIndent = firstLine ? min(indent, available / 2) : decoration.hangingIndent
            let (end, hyphenated) = breakPoint(atoms, from: start, width: available - lineIndent)
            var slice = Array(atoms[start..<end])
            let endsParagraph = end >= atoms.count || atoms[end - 1].isBreak
            while slice.last?.isSpace == true || slice.last?.isBreak == true { slice.removeLast() }
            if hyphenated { slice.append(Atom(grapheme: "-", role: slice.last?.role ?? .body, offset: slice.last.map { $0.offset + 1 } ?? 0, width: 1)) }
            let lineStart = atoms[start].offset
            let lineEnd = end < atoms.count ? atoms[end].offset : block.startOffset + block.length
            let glyphs = place(slice, indent: inset + decoration.leftMargin + lineIndent, width: available - lineIndent, alignment: alignment, justify: alignment == .justify && !endsParagraph)
            lines.append(LayoutLine(glyphs: glyphs, startOffset: lineStart, endOffset: max(lineStart, lineEnd), rows: 1, isGap: false))
            start = end
            while start < atoms.count, atoms[start].isSpace { start += 1 }
            firstLine = false
        }
        if lines.isEmpty {
            lines.append(LayoutLine(glyphs: [], startOffset: block.startOffset, endOffset: block.startOffset + block.length, rows: 1, isGap: false))
        }
        assignRows(&lines, scale: scale)
        let gap = gapRows(after: block)
        if gap > 0 { lines.append(.gap(rows: gap, at: block.startOffset + block.length)) }
        return lines
    }

    // MARK: - Decoration of block kinds

    private struct Decoration {
        var prefix: [Atom] = []
        var leftMargin = 0
        var hangingIndent = 0
    }

    private func decorate(_ block: ContentBlock) -> Decoration {
        var decoration = Decoration()
        switch block.kind {
        case .listItem(let marker, let depth):
            decoration.leftMargin = 2 * (depth - 1)
            let markerText = marker + " "
            decoration.prefix = markerText.map { Atom(grapheme: String($0), role: .marker, offset: block.startOffset, width: TextWidth.of(String($0))) }
            decoration.hangingIndent = TextWidth.of(markerText)
        case .quote:
            decoration.leftMargin = 2
        default:
            break
        }
        return decoration
    }

    private func atoms(of block: ContentBlock, prefix: [Atom]) -> [Atom] {
        var atoms = prefix
        var offset = block.startOffset
        for run in block.runs {
            let role = self.role(of: run, in: block)
            for character in run.text {
                let grapheme = character == "\u{A0}" ? " " : String(character)
                let isBreak = character == "\n" || character == "\r\n"
                atoms.append(Atom(grapheme: isBreak ? "\n" : grapheme, role: role, offset: offset, width: isBreak ? 0 : max(0, TextWidth.of(character))))
                offset += 1
            }
        }
        return atoms
    }

    private func role(of run: TextRun, in block: ContentBlock) -> GlyphRole {
        switch block.kind {
        case .heading(let level): return .heading(level: level)
        case .image: return .image
        case .preformatted: return .code
        default: break
        }
        if run.code { return .code }
        guard !style.removesEmphasis else { return .body }
        if run.strong { return .strong }
        if run.emphasis { return .emphasis }
        return .body
    }

    private func alignment(for block: ContentBlock) -> BlockAlignment {
        switch block.kind {
        case .image, .rule: return .center
        case .preformatted, .tableRow: return .start
        default: break
        }
        if let user = style.textAlign, !isHeading(block) { return user }
        return (style.publisherStyles || isHeading(block) ? block.publisherAlignment : nil) ?? .start
    }

    private func isHeading(_ block: ContentBlock) -> Bool {
        if case .heading = block.kind { return true }
        return false
    }

    private func firstLineIndent(for block: ContentBlock) -> Int {
        guard case .paragraph = block.kind else { return 0 }
        let ems = style.paragraphIndent ?? (style.publisherStyles ? block.publisherIndent ?? 0 : 0)
        return Int((ems * 2 * style.fontScale).rounded(.up))
    }

    /// Blank rows after a block: the user's paragraph spacing when it applies, otherwise one blank
    /// line, except between indented paragraphs, which books set without one.
    private func gapRows(after block: ContentBlock) -> Int {
        if let spacing = style.paragraphSpacing {
            if case .heading = block.kind { return max(1, Int((spacing * style.fontScale).rounded())) }
            return Int((spacing * style.fontScale).rounded())
        }
        if case .paragraph = block.kind, style.publisherStyles, (block.publisherIndent ?? 0) > 0 { return 0 }
        if case .listItem = block.kind { return 0 }
        if case .tableRow = block.kind { return 0 }
        return max(1, Int(style.fontScale.rounded(.down)))
    }

    // MARK: - Breaking and placing

    private func advance(of atom: Atom) -> Double {
        if style.vertical { return atom.isBreak ? 0 : 1 }
        if atom.isSpace { return 1 + style.wordSpacing * 2 }
        return Double(atom.width) + style.letterSpacing * 2
    }

    /// Where the line starting at `start` ends (exclusive) and whether a word was hyphenated.
    private func breakPoint(_ atoms: [Atom], from start: Int, width: Int) -> (Int, Bool) {
        var used = 0.0
        var lastSpace: Int?
        var index = start
        while index < atoms.count {
            let atom = atoms[index]
            if atom.isBreak { return (index + 1, false) }
            let next = used + advance(of: atom)
            if next > Double(width) + 0.0001, index > start {
                if atom.isSpace { return (index, false) }
                let wordStart = (lastSpace.map { $0 + 1 }) ?? start
                let fitted = index - wordStart
                // Words are looked at up to 64 cells past the line's end: enough for every real
                // word, while a huge one is never scanned to its end on every line.
                let lookahead = min(atoms.count, index + 64)
                let wordEnd = atoms[index..<lookahead].firstIndex { $0.isSpace || $0.isBreak } ?? lookahead
                if style.hyphens, let split = hyphenationPoint(atoms, word: wordStart..<wordEnd, fitting: wordStart + fitted - 1) {
                    return (split, true)
                }
                if let lastSpace, lastSpace > start { return (lastSpace + 1, false) }
                return (index, false)
            }
            if atom.isSpace { lastSpace = index }
            used = next
            index += 1
        }
        return (atoms.count, false)
    }

    /// Where to hyphenate a word so that the part before the hyphen ends before `limit`: at least
    /// three letters on each side, preferably between a vowel and a consonant or between two
    /// consonants, as syllables usually split. Nil when the word should move to the next line.
    private func hyphenationPoint(_ atoms: [Atom], word: Range<Int>, fitting limit: Int) -> Int? {
        guard word.count >= 6, atoms[word].allSatisfy({ $0.grapheme.first?.isLetter == true && $0.width == 1 }) else { return nil }
        let vowels = Set("aeiouyAEIOUYàâäéèêëîïôöùûüáíóú")
        func isVowel(_ index: Int) -> Bool { atoms[index].grapheme.first.map(vowels.contains) ?? false }
        var split = min(limit, word.upperBound - 3)
        while split >= word.lowerBound + 3 {
            let before = split - 1
            if (isVowel(before) && !isVowel(split)) || (!isVowel(before) && !isVowel(split) && atoms[before].grapheme != atoms[split].grapheme) {
                return split
            }
            split -= 1
        }
        return nil
    }

    private func place(_ atoms: [Atom], indent: Int, width: Int, alignment: BlockAlignment, justify: Bool) -> [PlacedGlyph] {
        var positions: [Double] = []
        var used = 0.0
        for atom in atoms {
            positions.append(used)
            used += advance(of: atom)
        }
        let lastWidth = atoms.last.map { Double(style.vertical ? 1 : max(1, $0.width)) } ?? 0
        let extent = positions.last.map { $0 + lastWidth } ?? 0
        let slack = max(0, Double(width) - extent)
        var shift = 0.0
        switch resolved(alignment) {
        case .right: shift = slack
        case .center: shift = (slack / 2).rounded(.down)
        default: break
        }
        if justify, !style.vertical {
            let spaces = atoms.indices.filter { atoms[$0].isSpace }
            if !spaces.isEmpty {
                let extra = slack / Double(spaces.count)
                var added = 0.0
                for index in atoms.indices {
                    if atoms[index].isSpace { added += extra }
                    positions[index] += atoms[index].isSpace ? added - extra : added
                }
            }
        }
        return atoms.indices.compactMap { index in
            let atom = atoms[index]
            guard !atom.isSpace, !atom.isBreak, atom.width > 0 || style.vertical else { return nil }
            return PlacedGlyph(x: indent + Int((positions[index] + shift).rounded(.down)), grapheme: atom.grapheme, role: atom.role)
        }
    }

    /// Alignment with `start`/`end` resolved for the writing direction.
    private func resolved(_ alignment: BlockAlignment) -> BlockAlignment {
        switch alignment {
        case .start: style.rightToLeft && !style.vertical ? .right : .left
        case .end: style.rightToLeft && !style.vertical ? .left : .right
        default: alignment
        }
    }

    private func assignRows(_ lines: inout [LayoutLine], scale: Double) {
        let pitch = scale * style.lineHeight
        for index in lines.indices {
            let top = (Double(index) * pitch).rounded(.down)
            let bottom = (Double(index + 1) * pitch).rounded(.down)
            lines[index].rows = max(1, Int(bottom - top))
        }
    }
}
