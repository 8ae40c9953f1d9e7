import OctavoCanvas
import OctavoGraphics
import OctavoPublication

/// Draws a page laid out in pixels: each line's runs of text shaped and drawn by Pango at the
/// places the line breaker gave them, on the baseline CSS puts them (half the leading above the
/// ascent), pictures at their laid-out size with the image filter, in the theme's colours.
struct PixelPageRenderer {
    let typesetting: PixelTypesetting
    let device: PixelDevice
    /// The style the page is drawn with: its colours may be newer than the layout's.
    let colors: ReflowStyle
    /// A picture's pixels, filtered for the page; nil when it cannot be decoded.
    var picture: (String) -> PixelImage? = { _ in nil }

    private var typesetter: Typesetter { typesetting.typesetter }

    /// The page, `columns` being the rectangles its columns are drawn in, in reading order, and
    /// `allColumns` those of a full page, which make the content box.
    func render(_ page: ReflowPage, columns: [Rect], allColumns: [Rect]) -> PixelPage? {
        let background = colors.backgroundColor.packed
        guard let surface = PixelSurface(width: device.width, height: device.height, background: background, typesetter: typesetter) else { return nil }
        var lines: [PixelPage.Line] = []
        var pictures: [PixelPage.Picture] = []
        for (index, column) in page.columns.enumerated() where index < columns.count {
            let rect = columns[index]
            for (row, line) in column {
                let top = rect.y + row
                if let placed = line.picture {
                    let box = PixelPage.Box(x: rect.x + placed.x, y: top, width: placed.columns, height: line.rows)
                    pictures.append(PixelPage.Picture(box: box, source: placed.source))
                    if let image = picture(placed.source) {
                        surface.draw(image, x: Double(box.x), y: Double(box.y), width: Double(box.width), height: Double(box.height))
                    } else {
                        drawMissingPicture(placed, in: box, on: surface)
                    }
                    continue
                }
                // A vertical line is a column, `row` pixels left of the right edge.
                let drawn = typesetting.style.vertical
                    ? drawVertical(line, left: rect.maxX - row - line.rows, top: rect.y, on: surface)
                    : draw(line, x: rect.x, top: top, on: surface)
                if let drawn { lines.append(drawn) }
            }
        }
        let left = allColumns.map(\.x).min() ?? 0
        let right = allColumns.map(\.maxX).max() ?? device.width
        let first = allColumns.first ?? Rect(x: 0, y: 0, width: device.width, height: device.height)
        // The body text's family: the first plain body glyph's, the publisher's family included.
        let bodyRole = page.columns.lazy.flatMap { $0 }.flatMap { $0.line.glyphs }.first { $0.role.kind == .body && !$0.role.code }?.role ?? .body
        let body = typesetting.face(for: bodyRole, em: typesetting.rootEm)
        let family = typesetter.metrics(of: body).family
        var page = PixelPage(
            image: surface.image, device: device, fontSize: typesetting.rootEm, fontFamily: family,
            contentBox: PixelPage.Box(x: left, y: first.y, width: right - left, height: first.height), lines: lines, pictures: pictures
        )
        page.fontSubstitution = FontFamilyNames.substitution(asked: typesetting.bodyFamily, installed: family)
        return page
    }

    /// Draws one line of text from `x`, its line box starting at `top`; returns where it is.
    private func draw(_ line: LayoutLine, x: Int, top: Int, on surface: PixelSurface) -> PixelPage.Line? {
        guard let first = line.glyphs.first else { return nil }
        let kind = Self.kind(of: first.role)
        let em = typesetting.em(for: kind)
        let strut = typesetter.metrics(of: typesetting.face(for: first.role, em: em))
        // Half the leading above the ascent, in the line box's exact height: the tops of the
        // lines are whole pixels, their pitch need not be.
        let baseline = Double(top) + line.topFraction + (typesetting.linePitch(for: kind) - strut.ascent - strut.descent) / 2 + strut.ascent
        let ink = colors.textColor.packed
        let drawn = runs(of: line)
        for run in drawn.runs {
            let glyph = line.glyphs[run.lowerBound]
            let face = typesetting.face(for: glyph.role, em: em)
            let color = glyph.role.kind == .image ? colors.textColor.blended(with: colors.backgroundColor, amount: 0.4).packed : ink
            surface.draw(line.glyphs[run].map(\.grapheme.string).joined(), face: face, x: Double(x + glyph.x), baseline: baseline, color: color)
            if glyph.role.underline {
                let right = line.glyphs[run.upperBound - 1].x + line.glyphs[run.upperBound - 1].columns
                let thickness = max(1, (em / 16).rounded())
                surface.fill(x: Double(x + glyph.x), y: (baseline + em / 8).rounded(), width: Double(right - glyph.x), height: thickness, color: color)
            }
        }
        return PixelPage.Line(text: drawn.text, box: PixelPage.Box(x: x + drawn.span.lowerBound, y: top, width: drawn.span.count, height: line.rows), baseline: baseline)
    }

    /// The runs a line is drawn in: glyphs of one look, from a boundary to the next, letter-spaced
    /// text a grapheme at a time, as a browser draws it without ligatures; with its text as drawn,
    /// a space between words, and the span its glyphs take along the line (a right-to-left
    /// line's first glyph is at its end).
    private func runs(of line: LayoutLine) -> (runs: [Range<Int>], text: String, span: Range<Int>) {
        let spaced = typesetting.letterSpacing != 0
        var runs: [Range<Int>] = []
        var text = ""
        var index = 0
        while index < line.glyphs.count {
            var end = index + 1
            while !spaced, end < line.glyphs.count, line.glyphs[end].boundary == .none { end += 1 }
            if line.glyphs[index].boundary == .space, !text.isEmpty { text += " " }
            text += line.glyphs[index..<end].map(\.grapheme.string).joined()
            runs.append(index..<end)
            index = end
        }
        let start = line.glyphs.map(\.x).min() ?? 0
        let end = line.glyphs.map { $0.x + $0.columns }.max() ?? start
        return (runs, text, start..<max(start, end))
    }

    /// Draws one vertical line, its line box `line.rows` wide from `left`, its glyphs down from
    /// `top`: each run is set on the box's central baseline; returns where it is.
    private func drawVertical(_ line: LayoutLine, left: Int, top: Int, on surface: PixelSurface) -> PixelPage.Line? {
        guard let first = line.glyphs.first else { return nil }
        let em = typesetting.em(for: Self.kind(of: first.role))
        let centre = Double(left) + Double(line.rows) / 2
        let drawn = runs(of: line)
        for run in drawn.runs {
            let glyph = line.glyphs[run.lowerBound]
            surface.draw(line.glyphs[run].map(\.grapheme.string).joined(), face: typesetting.face(for: glyph.role, em: em), x: Double(top + glyph.x), baseline: centre, color: colors.textColor.packed)
        }
        return PixelPage.Line(text: drawn.text, box: PixelPage.Box(x: left, y: top + drawn.span.lowerBound, width: line.rows, height: drawn.span.count), baseline: centre)
    }

    /// A picture that cannot be decoded: a frame of the text's colour with its alt text.
    private func drawMissingPicture(_ placed: LinePicture, in box: PixelPage.Box, on surface: PixelSurface) {
        let shade = colors.textColor.blended(with: colors.backgroundColor, amount: 0.85).packed
        surface.fill(x: Double(box.x), y: Double(box.y), width: Double(box.width), height: Double(box.height), color: shade)
        let label = ControlCharacters.sanitize(placed.alt.isEmpty ? "[Image]" : "[Image: \(placed.alt)]")
        let face = typesetting.face(for: .image, em: typesetting.rootEm)
        let metrics = typesetter.metrics(of: face)
        surface.draw(label, face: face, x: Double(box.x) + typesetting.rootEm / 2, baseline: Double(box.y) + metrics.ascent + typesetting.rootEm / 2, color: colors.textColor.packed)
    }

    /// The kind of block a glyph's role comes from, which gives its em.
    static func kind(of role: GlyphRole) -> ContentBlock.Kind {
        if case .heading(let level) = role.kind { return .heading(level: level) }
        return .paragraph
    }
}
