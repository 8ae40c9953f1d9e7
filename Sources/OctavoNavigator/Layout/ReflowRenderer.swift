import OctavoCanvas

/// Draws reflowable pages: colours from the theme and the colour preferences, weight as bold or
/// dim, emphasis as italics, headings bold (and underlined for the top levels), images as
/// placeholders that the image filter darkens or inverts.
struct ReflowRenderer {
    /// Cells from one vertical line to the next: a wide character and a blank column.
    static let verticalPitch = 3

    let style: ReflowStyle
    /// Draws a picture over its cells; false when it could not, and its alt text is drawn.
    var drawPicture: (LinePicture, Rect, inout Canvas) -> Bool = { _, _, _ in false }

    var pageStyle: CellStyle {
        CellStyle(foreground: style.textColor.rgb, background: style.backgroundColor.rgb)
    }

    func cellStyle(for role: GlyphRole) -> CellStyle {
        var cell = pageStyle
        if style.fontWeight >= 1.5 { cell.bold = true }
        if style.fontWeight <= 0.5 { cell.dim = true }
        if role.bold { cell.bold = true }
        if role.italic { cell.italic = true }
        if role.underline { cell.underline = true }
        if role.code { cell = cell.with(foreground: style.textColor.blended(with: style.backgroundColor, amount: 0.3).rgb) }
        switch role.kind {
        case .body, .marker: break
        case .heading(let level):
            cell.bold = true
            if level <= 2 { cell.underline = true }
        case .image:
            cell = cell.with(background: style.textColor.blended(with: style.backgroundColor, amount: 0.8).rgb)
            switch style.imageFilter {
            case .darken: cell.dim = true
            case .invert: cell.reverse = true
            case nil: break
            }
        }
        return cell
    }

    /// Draws the lines of one column; in vertical text each line is a column of characters,
    /// placed from the right edge leftwards.
    func draw(_ column: [(row: Int, line: LayoutLine)], into canvas: inout Canvas, in rect: Rect) {
        for (row, line) in column {
            if let picture = line.picture, !style.vertical {
                let cells = Rect(x: rect.x + picture.x, y: rect.y + row, width: picture.columns, height: line.rows)
                if drawPicture(picture, cells.intersection(rect), &canvas) { continue }
            }
            for glyph in line.glyphs {
                let point: Point
                if style.vertical {
                    point = Point(x: rect.maxX - Self.verticalPitch * (row + 1) + 1, y: rect.y + glyph.x)
                } else {
                    point = Point(x: rect.x + glyph.x, y: rect.y + row)
                }
                guard rect.contains(point) else { continue }
                canvas.draw(glyph.grapheme, columns: glyph.columns, at: point, style: cellStyle(for: glyph.role), clip: rect)
            }
        }
    }
}

extension Color {
    var rgb: RGBColor { RGBColor(red: red, green: green, blue: blue) }
    /// 0xRRGGBB, as chafa takes colours.
    var packed: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

    /// This colour moved `amount` of the way towards `other`.
    func blended(with other: Color, amount: Double) -> Color {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - amount) + Double(b) * amount).rounded()) }
        return Color(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
    }
}
