import OctavoPublication
import OctavoCanvas

/// Breaks one block into lines of terminal cells, or of pixels (`units`): see
/// `LineBreaker+Units` for what differs, which is only how long things are.
///
/// A terminal cannot draw bigger glyphs, so the font size scales the virtual page instead: a
/// line holds `measure / fontSize` cells of text, centred in the column, and lines are spaced by
/// `fontSize × lineHeight` rows, so each step shows fewer or more characters per line and lines
/// per page while the text stays readable. Letter and word spacing add fractions of a cell that
/// accumulate inside a word (positions are the floor of the running advance), so even 10% shows,
/// while each word starts on a whole cell (see `Pen`). Lines break at spaces, after hyphens,
/// between ideographs (`LineBreakRules`) and at hyphenation points. In vertical text a line is a
/// column and every character takes one row.
struct LineBreaker {
    let style: ReflowStyle
    /// Cells (rows, in vertical text) a line may use.
    let measure: Int
    /// The patterns of the text's language, when hyphenation is on and a dictionary is installed.
    let hyphenation: HyphenationPatterns?
    /// A picture's size in pixels, when it can be known without decoding it.
    var pictureSize: (PictureReference) -> (width: Int, height: Int)? = { _ in nil }
    /// Rows a picture may take: a page's, so that a tall picture fits on one.
    var pictureRowLimit = Int.max
    /// Cells, or pixels of real fonts; `measure`, the lines' rows and the pictures' sizes are
    /// in the same unit.
    var units = LayoutUnits.cells
    /// Whether lines get their glyphs: counting pages needs only where lines break.
    var placesGlyphs = true
    /// The families the document's embedded fonts are known by, by the names its `@font-face`
    /// rules give them (in lower case): a page in pixels sets the book's text in them.
    var bookFamilies: [String: String] = [:]
    /// Whether counting plain text steps over its bytes (`LineBreaker+PlainText`); off only to
    /// hold that path to this one in tests.
    var stepsOverPlainText = true

    /// Atoms kept before the line being broken are dropped past this many, so a block of any
    /// length is broken in bounded memory.
    private static let consumedAtomLimit = 4096

    /// Where breaking a block starts: its first character, on its first line.
    func start(of block: ContentBlock) -> LineBreakState {
        LineBreakState(position: TextPosition(run: 0, index: block.runs.first?.text.startIndex ?? "".startIndex, offset: block.startOffset), lineIndex: 0)
    }

    /// Up to `lineLimit` lines of `block` from `state`, and where the next ones start; nil when
    /// the block ended, in which case the lines end with the gap that separates it from the next
    /// block. Only the characters of these lines (and a word's look-ahead) are read, so the lines
    /// of a huge block can be produced a few at a time.
    func lines(for block: ContentBlock, followedBy next: ContentBlock?, from state: LineBreakState, lineLimit: Int) -> (lines: [LayoutLine], next: LineBreakState?) {
        if state.lineIndex == 0, let line = pictureLine(for: block) {
            let gap = gapRows(after: block, followedBy: next)
            return (gap > 0 ? [line, .gap(rows: gap, at: line.endOffset)] : [line], nil)
        }
        let decoration = decorate(block)
        let widths = lineWidths(for: block, decoration: decoration)
        // An element's own language (`lang`) picks its patterns; else the document's.
        let patterns = style.hyphens ? block.language.flatMap { HyphenationDictionaries.patterns(for: $0) } ?? hyphenation : nil
        guard countsPlainText, patterns == nil, state.lineIndex > 0 || decoration.prefix.isEmpty else {
            return generalLines(for: block, followedBy: next, from: state, lineLimit: lineLimit, decoration: decoration, widths: widths, patterns: patterns)
        }
        var (lines, after) = plainTextLines(for: block, from: state, lineLimit: lineLimit, widths: widths)
        assignRows(&lines, kind: block.kind, firstIndex: state.lineIndex)
        guard let after else {
            let end = lines.last?.endOffset ?? block.startOffset
            let gap = gapRows(after: block, followedBy: next)
            return (gap > 0 ? lines + [.gap(rows: gap, at: end)] : lines, nil)
        }
        guard lines.count < lineLimit else { return (lines, after) }
        let rest = generalLines(for: block, followedBy: next, from: after, lineLimit: lineLimit - lines.count, decoration: decoration, widths: widths, patterns: patterns)
        return (lines + rest.lines, rest.next)
    }

    /// The room lines of a block have: cells (or pixels) for text, and the indents of its first
    /// line and of the others.
    struct LineWidths {
        var available: Int
        var firstLineIndent: Int
        var hangingIndent: Int
        /// Where a line shorter than the measure starts.
        var inset: Int
    }

    private func lineWidths(for block: ContentBlock, decoration: Decoration) -> LineWidths {
        let scaledMeasure = lineLength(for: block.kind)
        let available = max(4, min(measure, scaledMeasure) - decoration.leftMargin - decoration.rightMargin)
        return LineWidths(
            available: available,
            firstLineIndent: min(firstLineIndent(for: block), available / 2),
            hangingIndent: decoration.hangingIndent,
            inset: isHeading(block) ? 0 : (measure - min(measure, scaledMeasure)) / 2
        )
    }

    /// `lines(for:followedBy:from:lineLimit:)` for any text, an atom a character.
    private func generalLines(
        for block: ContentBlock, followedBy next: ContentBlock?, from state: LineBreakState, lineLimit: Int,
        decoration: Decoration, widths: LineWidths, patterns: HyphenationPatterns?
    ) -> (lines: [LayoutLine], next: LineBreakState?) {
        let em = self.em(for: block.kind)
        let alignment = self.alignment(for: block)
        let rightToLeft = isRightToLeft(block)
        var stream = BreakAtomStream(block: block, position: state.position) { role(of: $0, in: block) }
        var atoms = state.lineIndex == 0 ? decoration.prefix : []
        var exhausted = false
        /// Atoms before this one have their pixels measured.
        var measured = 0
        func fill(to count: Int) {
            while atoms.count < count {
                guard let atom = stream.next() else { exhausted = true; break }
                atoms.append(atom)
            }
            guard case .pixels(let typesetting) = units else { return }
            // The word in progress is read to its end, so that it is shaped whole.
            while !exhausted, let last = atoms.last, !last.isSpace, !last.isBreak, atoms.count - measured < Self.longestShapedWord {
                guard let atom = stream.next() else { exhausted = true; break }
                atoms.append(atom)
            }
            typesetting.measure(&atoms, in: measured..<atoms.count, em: em)
            measured = atoms.count
        }
        var lines: [LayoutLine] = []
        var start = 0
        var lineIndex = state.lineIndex
        let available = widths.available
        var window = 2 * available + 2 * Self.wordLookahead
        fill(to: window)
        while start < atoms.count, lines.count < lineLimit {
            let lineIndent = lineIndex == 0 ? widths.firstLineIndent : widths.hangingIndent
            guard let (end, hyphenated) = breakPoint(atoms, from: start, width: available - lineIndent, complete: exhausted, patterns: patterns) else {
                window *= 2
                fill(to: start + window)
                continue
            }
            let lineStart = atoms[start].offset
            let lineEnd = end < atoms.count ? atoms[end].offset : stream.position.offset
            var glyphs: [PlacedGlyph] = []
            if placesGlyphs {
                var slice = Array(atoms[start..<end])
                let endsParagraph = (end >= atoms.count && exhausted) || atoms[end - 1].isBreak
                while slice.last?.isSpace == true || slice.last?.isBreak == true { slice.removeLast() }
                if hyphenated {
                    slice.append(BreakAtom(character: "-", role: slice.last?.role ?? .body, offset: slice.last.map { $0.offset + 1 } ?? 0, width: 1, source: nil))
                    if case .pixels(let typesetting) = units { typesetting.measure(&slice, in: slice.count - 1..<slice.count, em: em) }
                }
                glyphs = place(slice, indent: widths.inset + decoration.leftMargin + lineIndent, width: available - lineIndent, alignment: alignment, rightToLeft: rightToLeft, justify: alignment == .justify && !endsParagraph)
            }
            lines.append(LayoutLine(glyphs: glyphs, startOffset: lineStart, endOffset: max(lineStart, lineEnd), rows: 1, isGap: false))
            lineIndex += 1
            start = end
            while true {
                fill(to: start + 1)
                guard start < atoms.count, atoms[start].isSpace else { break }
                start += 1
            }
            if start > Self.consumedAtomLimit {
                atoms.removeFirst(start)
                measured -= start
                start = 0
            }
            fill(to: start + window)
        }
        if start < atoms.count {
            assignRows(&lines, kind: block.kind, firstIndex: state.lineIndex)
            let position = atoms[start].source ?? state.position
            return (lines, LineBreakState(position: position, lineIndex: lineIndex))
        }
        if lineIndex == 0 {
            lines.append(LayoutLine(glyphs: [], startOffset: block.startOffset, endOffset: stream.position.offset, rows: 1, isGap: false))
        }
        assignRows(&lines, kind: block.kind, firstIndex: state.lineIndex)
        let gap = gapRows(after: block, followedBy: next)
        if gap > 0 { lines.append(.gap(rows: gap, at: stream.position.offset)) }
        return (lines, nil)
    }

    /// A CSS pixel is taken as an eighth of a cell's width, so a 480-pixel picture takes 60
    /// columns at 100%, and twice as many rows as a cell is wide, as a terminal cell is about
    /// twice as tall as it is wide. Pictures in vertical text, and pictures whose size cannot be
    /// read, are shown as their alt text.
    private func pictureLine(for block: ContentBlock) -> LayoutLine? {
        guard case .image(let alt) = block.kind, !style.vertical, let picture = block.picture,
              let size = pictureSize(picture), size.width > 0, size.height > 0 else { return nil }
        if case .pixels(let typesetting) = units { return pixelPictureLine(for: block, picture: picture, alt: alt, size: size, devicePixelRatio: typesetting.devicePixelRatio) }
        let ratio = Double(size.height) / Double(size.width)
        var columns = min(measure, max(1, Int((Double(size.width) / 8 * style.fontScale).rounded())))
        var rows = max(1, Int((Double(columns) * ratio / 2).rounded()))
        if rows > pictureRowLimit {
            rows = max(1, pictureRowLimit)
            columns = min(measure, max(1, Int((Double(rows) * 2 / ratio).rounded())))
        }
        let x = (measure - columns) / 2
        let text = alt.isEmpty ? "[Image]" : "[Image: \(alt)]"
        let fitted = TextWidth.truncate(ControlCharacters.sanitize(text), toWidth: measure)
        var glyphs: [PlacedGlyph] = []
        var pen = max(0, (measure - TextWidth.of(fitted)) / 2)
        for character in fitted {
            let columns = max(0, TextWidth.of(character))
            glyphs.append(PlacedGlyph(x: pen, grapheme: CellGrapheme(character), columns: columns, role: .image))
            pen += columns
        }
        return LayoutLine(
            glyphs: glyphs, startOffset: block.startOffset, endOffset: block.startOffset + block.length, rows: rows, isGap: false,
            picture: LinePicture(source: picture.source, alt: alt, x: x, columns: columns)
        )
    }

    // MARK: - Decoration of block kinds

    private struct Decoration {
        var prefix: [BreakAtom] = []
        var leftMargin = 0
        var rightMargin = 0
        var hangingIndent = 0
    }

    /// Markers and margins: list depth, quotes, and the publisher's margins and paddings. A cell
    /// is about half an em, at any font size (the line holds fewer characters when the font
    /// grows, and an em grows with it); each side takes at most a sixth of the line, so a deep
    /// indent never squeezes the text into a column of syllables.
    private func decorate(_ block: ContentBlock) -> Decoration {
        var decoration = Decoration()
        let em = self.em(for: block.kind)
        switch block.kind {
        case .listItem(let marker, let depth):
            decoration.leftMargin = length(ems: Double(depth - 1), em: em)
            if !marker.isEmpty {
                let markerText = marker + " "
                decoration.prefix = markerText.map { BreakAtom(character: $0, role: .marker, offset: block.startOffset, width: TextWidth.of(String($0)), source: nil) }
                decoration.hangingIndent = TextWidth.of(markerText)
                if case .pixels(let typesetting) = units {
                    typesetting.measure(&decoration.prefix, in: decoration.prefix.indices, em: em)
                    decoration.hangingIndent = Int(decoration.prefix.map(\.pixels).reduce(0, +).rounded(.up))
                }
            }
        case .quote:
            decoration.leftMargin = length(ems: 1, em: em)
        default:
            break
        }
        let line = min(measure, lineLength(for: block.kind))
        func side(_ ems: Double) -> Int { max(0, min(line / 6, length(ems: ems, em: em))) }
        decoration.leftMargin += side(block.publisherMarginLeft)
        decoration.rightMargin = side(block.publisherMarginRight)
        return decoration
    }

    /// The look of a run: its block's kind, and the publisher's bold, italic and underline,
    /// unless text normalization asks for plain text.
    private func role(of run: TextRun, in block: ContentBlock) -> GlyphRole {
        var role: GlyphRole
        switch block.kind {
        case .heading(let level): role = .heading(level: level)
        case .image: return .image
        case .preformatted: role = .body; role.code = true
        default: role = .body
        }
        if run.code { role.code = true }
        // Only a page in pixels has fonts to set the publisher's families in.
        if case .pixels(let typesetting) = units, let families = run.fontFamily {
            role.family = typesetting.familyNumber(for: families.split(separator: ",").map { bookFamilies[String($0)] ?? String($0) }.joined(separator: ","))
        }
        guard !style.removesEmphasis else { return role }
        role.bold = run.strong
        role.italic = run.emphasis
        role.underline = run.underline
        return role
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
        if case .pixels(let typesetting) = units { return max(0, Int((ems * typesetting.rootEm).rounded(.up))) }
        return max(0, Int((ems * 2 * style.fontScale).rounded(.up)))
    }

    /// Blank rows after a block: the user's paragraph spacing when it applies, otherwise one blank
    /// line, except between indented paragraphs, which books set without one.
    private func gapRows(after block: ContentBlock, followedBy next: ContentBlock?) -> Int {
        // An em is a row in cells, and the root em in pixels.
        let rem = verticalRootEm
        if let spacing = style.paragraphSpacing {
            if case .heading = block.kind { return max(1, Int((spacing * rem).rounded())) }
            return Int((spacing * rem).rounded())
        }
        // With publisher styles, the book's margins (or the browser defaults: a paragraph has
        // an em above and below): the larger of this block's bottom and the next one's top, as
        // CSS collapses them; an em is a row.
        if style.publisherStyles {
            let ems = max(block.publisherSpaceAfter ?? 0, next?.publisherSpaceBefore ?? 0, 0)
            return Int((ems * rem).rounded())
        }
        if case .paragraph = block.kind, style.publisherStyles, (block.publisherIndent ?? 0) > 0 { return 0 }
        if case .listItem = block.kind { return 0 }
        if case .tableRow = block.kind { return 0 }
        return max(1, Int(rem.rounded(.down)))
    }

    // MARK: - Breaking and placing

    /// Cells from an atom's start to the next one's: its width plus the letter spacing; a space
    /// also takes the word spacing. Invisible atoms (soft hyphens, zero-width characters) take none.
    private func advance(of atom: BreakAtom) -> Double {
        if case .pixels(let typesetting) = units {
            if atom.isSpace { return atom.pixels + typesetting.wordSpacing + typesetting.letterSpacing }
            return atom.pixels > 0 ? atom.pixels + typesetting.letterSpacing : 0
        }
        if style.vertical { return atom.isBreak ? 0 : 1 }
        if atom.isSpace { return 1 + style.wordSpacing * 2 + style.letterSpacing * 2 }
        guard atom.width > 0, !atom.isSoftHyphen else { return 0 }
        return Double(atom.width) + style.letterSpacing * 2
    }

    /// Where atoms go along a line. Letters advance by their width plus the letter spacing, and
    /// land on the cell their position falls in; every word starts on a whole cell after its
    /// spaces. So a gap between words (one cell plus twice the letter spacing, at least) is
    /// always wider than any gap between letters, no gap opens inside a word that the letter
    /// spacing did not put there, and two letters never share a cell.
    private struct Pen {
        var x = 0.0
        var afterSpace = false
        /// Words start on whole cells; in pixels they start where the space ends.
        var roundsWords = true

        /// The position of `atom`, moving the pen past it.
        mutating func place(_ atom: BreakAtom, advance: Double) -> Double {
            if atom.isSpace {
                afterSpace = true
            } else if afterSpace {
                if roundsWords { x = x.rounded(.up) }
                afterSpace = false
            }
            defer { x += advance }
            return x
        }
    }

    /// Words are looked at up to this many cells past the line's end: enough for every real
    /// word, while a huge one is never scanned to its end on every line.
    private static let wordLookahead = 64

    /// Where the line starting at `start` ends (exclusive) and whether a hyphen is to be drawn
    /// at its end; nil when that needs atoms past the end of `atoms` and the block has more
    /// (`complete` false).
    private func breakPoint(_ atoms: [BreakAtom], from start: Int, width: Int, complete: Bool, patterns: HyphenationPatterns?) -> (Int, Bool)? {
        var pen = Pen(roundsWords: isCells)
        var lastSpace: Int?
        /// The last place a line may start without a space before it, between ideographs.
        var lastOpportunity: Int?
        var index = start
        while index < atoms.count {
            if atoms[index].isBreak { return (index + 1, false) }
            if index > start, LineBreakRules.allowsBreak(between: atoms[index - 1].firstScalar, and: atoms[index].firstScalar) {
                lastOpportunity = index
            }
            let position = pen.place(atoms[index], advance: advance(of: atoms[index]))
            let end = position + extent(of: atoms[index])
            if !atoms[index].isSpace, end > Double(width) + 0.0001, index > start {
                let afterSpace = lastSpace.map { $0 + 1 }
                let wordStart = max(afterSpace ?? start, lastOpportunity ?? start)
                if !complete, index + Self.wordLookahead > atoms.count { return nil }
                let lookahead = min(atoms.count, index + Self.wordLookahead)
                let wordEnd = atoms[index..<lookahead].firstIndex { $0.isSpace || $0.isBreak }
                let word = wordStart..<(wordEnd ?? lookahead)
                let isWhole = wordEnd != nil || (complete && lookahead == atoms.count)
                if let split = wordBreak(atoms, word: word, fitting: index, isWhole: isWhole, patterns: patterns) { return split }
                if wordStart > start { return (wordStart, false) }
                return (Self.kinsokuBreak(from: start, before: index) { atoms[$0].firstScalar }, false)
            }
            if atoms[index].isSpace { lastSpace = index }
            index += 1
        }
        return complete ? (atoms.count, false) : nil
    }

    /// A break forced inside text that allows none before `index`: moved back over characters
    /// that may not start a line or end one, unless that would leave the line empty. `scalar`
    /// gives the first scalar of the character at an index.
    static func kinsokuBreak(from start: Int, before index: Int, scalar: (Int) -> UInt32) -> Int {
        func isForbidden(_ split: Int) -> Bool {
            LineBreakRules.mayNotStartLine(scalar(split)) || LineBreakRules.mayNotEndLine(scalar(split - 1))
        }
        var split = index
        while split - 1 > start, isForbidden(split) { split -= 1 }
        return isForbidden(split) ? index : split
    }

    /// Where to break `word` so that the part left on the line fits before atom `fitting`, and
    /// whether a hyphen is to be drawn there: after an explicit hyphen (already drawn), at a
    /// soft hyphen, or, with hyphenation on, where the language's patterns allow. A word with
    /// soft or explicit hyphens breaks only there, as its author chose. Nil when the word moves
    /// to the next line whole.
    private func wordBreak(_ atoms: [BreakAtom], word: Range<Int>, fitting: Int, isWhole: Bool, patterns: HyphenationPatterns?) -> (Int, Bool)? {
        let explicit = word.filter { atoms[$0].isHyphen && $0 > word.lowerBound && $0 + 1 < word.upperBound }
        let soft = style.softHyphens ? word.filter { atoms[$0].isSoftHyphen && $0 > word.lowerBound } : []
        if !explicit.isEmpty || !soft.isEmpty {
            let afterHyphen = explicit.map { $0 + 1 }.filter { $0 <= fitting }.max()
            let atSoftHyphen = soft.filter { $0 + 1 <= fitting }.max()
            switch (afterHyphen, atSoftHyphen) {
            case let (hyphen?, softHyphen?): return softHyphen > hyphen ? (softHyphen, true) : (hyphen, false)
            case let (hyphen?, nil): return (hyphen, false)
            case let (nil, softHyphen?): return (softHyphen, true)
            case (nil, nil): return nil
            }
        }
        guard isWhole, let patterns else { return nil }
        guard let first = word.first(where: { atoms[$0].isLetter }), let last = word.last(where: { atoms[$0].isLetter }) else { return nil }
        let letters = first...last
        guard letters.allSatisfy({ atoms[$0].isLetter && atoms[$0].width == 1 }) else { return nil }
        let splits = patterns.breaks(in: letters.map { Character(atoms[$0].grapheme.string) }).map { first + $0 }
        return splits.filter { $0 + 1 <= fitting }.max().map { ($0, true) }
    }

    private func place(_ atoms: [BreakAtom], indent: Int, width: Int, alignment: BlockAlignment, rightToLeft: Bool, justify: Bool) -> [PlacedGlyph] {
        var pen = Pen(roundsWords: isCells)
        var positions: [Int] = []
        positions.reserveCapacity(atoms.count)
        for atom in atoms { positions.append(Int(pen.place(atom, advance: advance(of: atom)).rounded(.down))) }
        let visible = atoms.indices.last { !atoms[$0].isSpace && !atoms[$0].isBreak }
        let extent = visible.map { positions[$0] + max(1, Int(self.extent(of: atoms[$0]).rounded(.up))) } ?? 0
        let slack = max(0, width - extent)
        var shift = 0
        switch resolved(alignment, rightToLeft: rightToLeft) {
        case .right: shift = slack
        case .center: shift = slack / 2
        default: break
        }
        /// Where justification opened a gap that is not a space: a new run to draw from there.
        var spread = Set<Int>()
        if justify, !style.vertical {
            // Whole cells go to the gaps between words, spread evenly along the line, so letters
            // keep their places inside each word. A line without spaces (Chinese, Japanese)
            // spreads them between the characters it may break between instead.
            var gaps = atoms.indices.filter { atoms[$0].isSpace }
            if gaps.isEmpty {
                gaps = atoms.indices.dropFirst().filter { LineBreakRules.allowsBreak(between: atoms[$0 - 1].firstScalar, and: atoms[$0].firstScalar) }
            }
            if !gaps.isEmpty {
                let gapSet = Set(gaps)
                var added = 0
                var gap = 0
                for index in atoms.indices {
                    if gapSet.contains(index) {
                        gap += 1
                        added = slack * gap / gaps.count
                        if !isCells { spread.insert(index) }
                    }
                    if !atoms[index].isSpace { positions[index] += added }
                }
            }
        }
        if rightToLeft, !isCells { mirrorRuns(atoms, &positions, spread: spread) }
        return atoms.indices.compactMap { index in
            let atom = atoms[index]
            guard !atom.isSpace, !atom.isBreak, !atom.isSoftHyphen, atom.width > 0 || style.vertical else { return nil }
            guard !isCells else {
                return PlacedGlyph(x: indent + positions[index] + shift, grapheme: atom.grapheme, columns: atom.width, role: atom.role)
            }
            // Runs matter to a page drawn in pixels only, which shapes each run as one.
            let boundary: RunBoundary = index > 0 && atoms[index - 1].isSpace ? .space
                : index == 0 || atoms[index - 1].role != atom.role || spread.contains(index) ? .look : .none
            return PlacedGlyph(x: indent + positions[index] + shift, grapheme: atom.grapheme, columns: Int(atom.pixels.rounded()), role: atom.role, boundary: boundary)
        }
    }

    /// Whether a block runs right to left: as its markup says (`dir`), else as the reading
    /// progression says (Readium sets `dir="rtl"` on the whole document), else as its first letter
    /// says, so an Arabic paragraph in a left-to-right book is still flush right.
    private func isRightToLeft(_ block: ContentBlock) -> Bool {
        guard !style.vertical else { return false }
        if let direction = block.direction { return direction == .rtl }
        if style.rightToLeft { return true }
        return block.firstStrongDirection == .rtl
    }

    /// Alignment with `start`/`end` resolved for the block's direction.
    private func resolved(_ alignment: BlockAlignment, rightToLeft: Bool) -> BlockAlignment {
        switch alignment {
        case .start: rightToLeft ? .right : .left
        case .end: rightToLeft ? .left : .right
        default: alignment
        }
    }
}
