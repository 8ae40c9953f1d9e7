extension Canvas {
    /// Draws one line of text; callers do their own wrapping because only
    /// they know the layout rules (hyphenation, indents, justification).
    ///
    /// Drawing happens inside `clip` (the whole canvas when nil) and never
    /// outside the canvas. Control characters are shown as visible symbols
    /// (see ``ControlCharacters``). Zero-width clusters that have no base to
    /// attach to, such as a lone zero-width space, take no column.
    ///
    /// - Returns: the columns the text spans, clipped or not, so the caller
    ///   can continue drawing right after it.
    @discardableResult
    public mutating func draw(_ text: String, at origin: Point, style: CellStyle, clip: Rect? = nil) -> Int {
        let region = bounds.intersection(clip ?? bounds)
        guard !region.isEmpty, origin.y >= region.y, origin.y < region.maxY else {
            return TextWidth.of(text)
        }
        if TextWidth.isPrintableASCII(text) {
            return drawPrintableASCII(text, at: origin, style: style, region: region)
        }
        return drawGraphemes(text, at: origin, style: style, region: region)
    }

    /// Draws one character as `draw(_:at:style:clip:)` draws a text of one, without looking for
    /// grapheme boundaries: a picture drawn in symbols places thousands of them a frame.
    public mutating func draw(character: Character, at point: Point, style: CellStyle, clip: Rect? = nil) {
        let region = bounds.intersection(clip ?? bounds)
        guard !region.isEmpty, point.y >= region.y, point.y < region.maxY else { return }
        guard !ControlCharacters.containsControl(character) else {
            draw(String(character), at: point, style: style, clip: clip)
            return
        }
        draw(CellGrapheme(safe: String(character)), columns: TextWidth.of(character), at: point, style: style, clip: clip)
    }

    /// Draws a grapheme a layout has measured at `columns` (none draws nothing), as
    /// `draw(character:at:style:clip:)` draws a character: a page places its glyphs so.
    package mutating func draw(_ grapheme: CellGrapheme, columns: Int, at point: Point, style: CellStyle, clip: Rect? = nil) {
        let region = bounds.intersection(clip ?? bounds)
        // A wide character that starts left of the region still blanks its visible half.
        guard columns > 0, !region.isEmpty, point.y >= region.y, point.y < region.maxY,
              point.x + columns > region.x, point.x < region.maxX else { return }
        write { $0.put(grapheme, columns: columns, style: style, x: point.x, y: point.y, region: region) }
    }

    /// Fills `rect` (clipped to the canvas). A wide fill character is laid
    /// side by side, with spaces where the columns left over are too few.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: CellStyle) {
        let region = bounds.intersection(rect)
        guard !region.isEmpty else { return }
        let safe = Cell(character, style: style)
        let measured = TextWidth.of(Character(safe.grapheme))
        write { writer in
            for y in region.y..<region.maxY {
                guard measured >= 2 else {
                    let cell = measured == 0 ? Cell.blank(style: style) : safe
                    writer.storeRun(y: y, columns: region.x..<region.maxX) { _ in cell }
                    continue
                }
                for x in stride(from: region.x, to: region.maxX, by: measured) {
                    writer.put(safe.glyph, columns: measured, style: style, x: x, y: y, region: region)
                }
            }
        }
    }

    /// Most book text is plain ASCII, where every byte is one narrow
    /// grapheme; skipping grapheme breaking keeps full redraws cheap.
    private mutating func drawPrintableASCII(_ text: String, at origin: Point, style: CellStyle, region: Rect) -> Int {
        var text = text
        let count = text.utf8.count
        let first = max(origin.x, region.x)
        let end = min(origin.x + count, region.maxX)
        guard first < end else { return count }
        text.withUTF8 { bytes in
            write { writer in
                writer.storeRun(y: origin.y, columns: first..<end) { x in
                    Cell(glyph: CellGrapheme(safe: Unicode.Scalar(bytes[x - origin.x])), style: style)
                }
            }
        }
        return count
    }

    private mutating func drawGraphemes(_ text: String, at origin: Point, style: CellStyle, region: Rect) -> Int {
        var x = origin.x
        write { writer in
            Grapheme.forEach(in: text) { grapheme in
                if case .cluster(let character) = grapheme, ControlCharacters.containsControl(character) {
                    for scalar in character.unicodeScalars {
                        let visible = CellGrapheme(safe: ControlCharacters.replacement(for: scalar))
                        let columns = TextWidth.of(scalar)
                        if columns > 0 {
                            writer.put(visible, columns: columns, style: style, x: x, y: origin.y, region: region)
                        }
                        x += columns
                    }
                    return
                }
                let columns = grapheme.width
                if columns > 0, x < region.maxX {
                    writer.put(grapheme.cellGrapheme, columns: columns, style: style, x: x, y: origin.y, region: region)
                }
                x += columns
            }
        }
        return x - origin.x
    }
}
