import OctavoCanvas
import OctavoPublication

/// The lengths of the line breaker that depend on what it measures in: an em is two cells
/// across and a row down in a terminal (the line holds fewer characters as the font grows),
/// and its size in pixels on a page typeset in real fonts (the glyphs grow instead).
extension LineBreaker {
    /// A word is shaped whole up to this many graphemes; a longer one is shaped in parts.
    static let longestShapedWord = 256

    var isCells: Bool {
        if case .cells = units { return true }
        return false
    }

    /// A block's em across: in cells, half the cells of its glyph box; in pixels, its font size.
    func em(for kind: ContentBlock.Kind) -> Double {
        if case .pixels(let typesetting) = units { return typesetting.em(for: kind) }
        return 2
    }

    /// An em down the page: a row per step of the font size, or the root em in pixels.
    var verticalRootEm: Double {
        if case .pixels(let typesetting) = units { return typesetting.rootEm }
        return style.fontScale
    }

    /// A length in ems across, in the layout's units.
    func length(ems: Double, em: Double) -> Int {
        Int((ems * em).rounded())
    }

    /// The length of a block's lines: in cells, the measure shrinks as the glyph box grows, so
    /// each step of the font size shows fewer characters a line; in pixels it is the measure.
    func lineLength(for kind: ContentBlock.Kind) -> Int {
        guard isCells else { return measure }
        return max(4, Int((Double(measure) / style.scale(for: kind)).rounded(.down)))
    }

    /// How far an atom's ink reaches from where it is placed.
    func extent(of atom: BreakAtom) -> Double {
        if !isCells { return atom.pixels }
        return Double(style.vertical ? 1 : atom.width)
    }

    /// Rows of each line, the first being line `firstIndex` of its block, so lines spaced by a
    /// fractional pitch get the same rows however the block is cut into parts.
    func assignRows(_ lines: inout [LayoutLine], kind: ContentBlock.Kind, firstIndex: Int) {
        let pitch: Double
        if case .pixels(let typesetting) = units {
            pitch = typesetting.linePitch(for: kind)
        } else {
            pitch = style.scale(for: kind) * (style.lineHeight ?? 1)
        }
        for index in lines.indices {
            let top = (Double(firstIndex + index) * pitch).rounded(.down)
            let bottom = (Double(firstIndex + index + 1) * pitch).rounded(.down)
            lines[index].rows = max(1, Int(bottom - top))
            if !isCells { lines[index].topFraction = Double(firstIndex + index) * pitch - top }
        }
    }

    /// A picture on a page in pixels: its CSS size in device pixels, no wider than the line nor
    /// taller than the page, centred; its alt text is drawn only when it cannot be decoded.
    func pixelPictureLine(for block: ContentBlock, picture: PictureReference, alt: String, size: (width: Int, height: Int), devicePixelRatio: Double) -> LayoutLine {
        let ratio = Double(size.height) / Double(size.width)
        var width = min(Double(measure), Double(size.width) * devicePixelRatio)
        var height = width * ratio
        if height > Double(pictureRowLimit) {
            height = Double(pictureRowLimit)
            width = height / ratio
        }
        let columns = max(1, Int(width.rounded()))
        return LayoutLine(
            glyphs: [], startOffset: block.startOffset, endOffset: block.startOffset + block.length, rows: max(1, Int(height.rounded())), isGap: false,
            picture: LinePicture(source: picture.source, alt: alt, x: (measure - columns) / 2, columns: columns)
        )
    }

    /// A right-to-left line in pixels: its runs (words) go from the right edge leftwards, each
    /// keeping its width; Pango orders the letters inside each run as it shapes it.
    func mirrorRuns(_ atoms: [BreakAtom], _ positions: inout [Int], spread: Set<Int>) {
        let visible = atoms.indices.filter { !atoms[$0].isSpace && !atoms[$0].isBreak }
        guard let last = visible.last else { return }
        let span = positions[last] + Int(extent(of: atoms[last]).rounded(.up))
        var runs: [[Int]] = []
        for index in visible {
            let continues = index > 0 && runs.last?.last == index - 1 && atoms[index - 1].role == atoms[index].role && !spread.contains(index)
            if continues { runs[runs.count - 1].append(index) } else { runs.append([index]) }
        }
        for run in runs {
            guard let first = run.first, let end = run.last else { continue }
            let left = positions[first], right = positions[end] + Int(extent(of: atoms[end]).rounded(.up))
            let shift = span - right - left
            for index in run { positions[index] += shift }
        }
    }
}
