import CNcurses
import OctavoCanvas

extension Terminal {
    /// Paints `canvas`, writing only cells that differ from the last painted
    /// frame; curses then sends the terminal only what really changed.
    /// Returns the number of cells written, for benchmarks.
    @discardableResult
    public func draw(_ canvas: Canvas) -> Int {
        guard isActive else { return 0 }
        let window = octavo_stdscr()
        if appearanceBase != canvas.defaultStyle {
            appearances = [:]
            appearanceBase = canvas.defaultStyle
            appearanceMapper = nil
            painted = nil
        }
        let screenSize = size
        let runs: [CellRun]
        if let painted, painted.size == canvas.size {
            runs = canvas.changes(from: painted)
        } else {
            werase(window)
            runs = canvas.changes(from: Canvas(width: 0, height: 0))
        }
        // Cells written over a sixel replace its pixels, and over placeholders (through tmux)
        // replace the placeholders: the picture has to be sent again to be whole.
        if let shown = shownPicture, shown.pixelProtocol == .sixel || shown.removal != nil,
           runs.contains(where: { !Rect(origin: $0.origin, size: Size(width: $0.cells.count, height: 1)).intersection(shown.rect).isEmpty }) {
            shownPictureDamaged = true
        }
        var written = 0
        var ascii: [UInt8] = []
        for run in runs where run.origin.y < screenSize.height {
            let looks = drawingLooks(of: run.cells)
            // `run.cells` keeps the canvas's indices, while offsets and `looks` count from 0:
            // the cell at `offset` is `run.cells[runStart + offset]`.
            let runStart = run.cells.startIndex
            var skipped = 0
            for (offset, cell) in run.cells.enumerated() where !cell.isContinuation && offset >= skipped {
                let x = run.origin.x + offset
                guard x < screenSize.width else { break }
                let look = looks[offset]
                if cell.printableASCII != nil {
                    // The cell and those after it in the same look, as long as they are ASCII.
                    ascii.removeAll(keepingCapacity: true)
                    var end = offset
                    while end < run.cells.count, run.origin.x + end < screenSize.width, looks[end] == look,
                          let byte = run.cells[runStart + end].printableASCII {
                        ascii.append(byte)
                        end += 1
                    }
                    ascii.withUnsafeBufferPointer { bytes in
                        bytes.withMemoryRebound(to: CChar.self) { text in
                            _ = octavo_draw_ascii(window, Int32(run.origin.y), Int32(x), text.baseAddress, Int32(text.count), look.attributes, look.pair)
                        }
                    }
                    written += ascii.count
                    skipped = end
                    continue
                }
                var scalars = cell.grapheme.unicodeScalars.makeIterator()
                guard var first = scalars.next()?.value else { continue }
                let followedByContinuation = offset + 1 < run.cells.count && run.cells[runStart + offset + 1].isContinuation
                if drawsASCII, first >= 0x80 || scalars.next() != nil {
                    for (index, character) in ASCIIStandIn.of(cell.grapheme, columns: followedByContinuation ? 2 : 1).unicodeScalars.enumerated() where x + index < screenSize.width {
                        var value = character.value
                        _ = octavo_draw_grapheme(window, Int32(run.origin.y), Int32(x + index), &value, 1, look.attributes, look.pair)
                        written += 1
                    }
                    continue
                }
                if scalars.next() == nil {
                    _ = octavo_draw_grapheme(window, Int32(run.origin.y), Int32(x), &first, 1, look.attributes, look.pair)
                } else {
                    let parts = TextWidth.parts(of: cell.grapheme)
                    if parts.count > 1 {
                        written += draw(parts, row: run.origin.y, column: x, width: screenSize.width, look: look, window: window)
                        continue
                    }
                    let all = cell.grapheme.unicodeScalars.map(\.value)
                    _ = octavo_draw_grapheme(window, Int32(run.origin.y), Int32(x), all, Int32(all.count), look.attributes, look.pair)
                }
                written += 1
                if followedByContinuation, octavo_wcwidth(first) < 2, x + 1 < screenSize.width {
                    // The C library thinks this is narrow while the canvas
                    // reserved two columns: fill the second so no stale cell shows.
                    var space = UInt32(0x20)
                    _ = octavo_draw_grapheme(window, Int32(run.origin.y), Int32(x + 1), &space, 1, look.attributes, look.pair)
                    written += 1
                }
            }
        }
        placeCursor(canvas.cursor, window: window, screenSize: screenSize)
        wnoutrefresh(window)
        doupdate()
        painted = canvas
        lastDrawCellCount = written
        return written
    }

    /// Draws a conjunct or a spacing vowel sign as one spacing character per cell, as ncurses
    /// wants, each part in the columns the canvas gave it; returns the cells written.
    private func draw(
        _ parts: [(text: [Unicode.Scalar], columns: Int)], row: Int, column start: Int, width: Int,
        look: CursesLook, window: UnsafeMutablePointer<WINDOW>?
    ) -> Int {
        var column = start
        var written = 0
        for part in parts where column < width {
            let scalars = part.text.map(\.value)
            _ = octavo_draw_grapheme(window, Int32(row), Int32(column), scalars, Int32(scalars.count), look.attributes, look.pair)
            written += 1
            column += max(1, part.columns)
        }
        return written
    }

    /// Puts the cursor on what the frame says has the focus, visible, or hides it.
    private func placeCursor(_ cursor: Point?, window: UnsafeMutablePointer<WINDOW>?, screenSize: (width: Int, height: Int)) {
        if showsCursor, let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < screenSize.width, cursor.y < screenSize.height {
            wmove(window, Int32(cursor.y), Int32(cursor.x))
            if !isCursorVisible { curs_set(1) }
            isCursorVisible = true
        } else {
            if isCursorVisible { curs_set(0) }
            isCursorVisible = false
        }
    }

    /// The look each cell of a run is drawn in, blanks borrowing a neighbour's (`BlankLooks`).
    /// Neighbouring cells mostly share a style: those skip the style table, which was a key cost
    /// of a full frame here.
    private func drawingLooks(of cells: ArraySlice<Cell>) -> [CursesLook] {
        var looks: [CursesLook] = []
        looks.reserveCapacity(cells.count)
        var lastStyle: CellStyle?
        var look = CursesLook(attributes: 0, pair: 0, shown: nil)
        for cell in cells {
            if cell.style != lastStyle {
                look = appearance(of: cell.style)
                lastStyle = cell.style
            }
            looks.append(look)
        }
        BlankLooks.resolve(&looks, isBlank: { cells[cells.startIndex + $0].printableASCII == UInt8(ascii: " ") }, shown: { $0.shown })
        return looks
    }

    private func appearance(of style: CellStyle) -> CursesLook {
        if let known = appearances[style] { return known }
        let mapper = appearanceMapper ?? AttributeMapper(palette: palette, base: appearanceBase ?? .plain)
        appearanceMapper = mapper
        let appearance = mapper.appearance(for: style)
        let pair = colorPairNumber(for: appearance.colors)
        // The pair's own background: with every pair taken, a near one stands in.
        let background = pairs.colors(ofPair: Int(pair))?.background ?? appearance.colors.background
        let shown = appearance.attributes.contains(.reverse) ? nil : BlankLooks.Shown(background: background, underline: appearance.attributes.contains(.underline))
        let look = CursesLook(attributes: CursesAttributes.value(of: appearance.attributes), pair: pair, shown: shown)
        appearances[style] = look
        return look
    }

    private func colorPairNumber(for colors: ColorPair) -> Int32 {
        guard colorCapability.usesColor else { return 0 }
        let allocation = pairs.pair(for: colors)
        if allocation.isNew {
            let foreground = colors.foreground == PaletteMapper.defaultColor && !hasDefaultColors ? 7 : colors.foreground
            let background = colors.background == PaletteMapper.defaultColor && !hasDefaultColors ? 0 : colors.background
            init_extended_pair(Int32(allocation.pair), Int32(foreground), Int32(background))
        }
        return Int32(allocation.pair)
    }
}

/// How curses draws a cell: its attributes and colour pair, and what a blank drawn so shows.
struct CursesLook: Equatable {
    var attributes: attr_t
    var pair: Int32
    var shown: BlankLooks.Shown?

    /// What a blank shows follows from the attributes and the pair.
    static func == (lhs: CursesLook, rhs: CursesLook) -> Bool {
        lhs.attributes == rhs.attributes && lhs.pair == rhs.pair
    }
}

/// Curses' attribute bits, read through the shim since Swift cannot import
/// the macros that compute them.
enum CursesAttributes {
    static let bold = octavo_a_bold()
    static let dim = octavo_a_dim()
    static let italic = octavo_a_italic()
    static let underline = octavo_a_underline()
    static let reverse = octavo_a_reverse()

    static func value(of attributes: TextAttributes) -> attr_t {
        var value = octavo_a_normal()
        if attributes.contains(.bold) { value |= bold }
        if attributes.contains(.dim) { value |= dim }
        if attributes.contains(.italic) { value |= italic }
        if attributes.contains(.underline) { value |= underline }
        if attributes.contains(.reverse) { value |= reverse }
        return value
    }
}
