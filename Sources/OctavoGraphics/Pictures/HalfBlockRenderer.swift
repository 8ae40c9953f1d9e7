/// Pixels as cells without chafa: each cell an upper half block whose two colours are the
/// averages of the cell's upper and lower halves. It takes a fraction of chafa's time and needs
/// no library, so a screen's first frame can show a PDF page's real content at once; chafa's
/// finer choice of symbols replaces it in the next frame.
public enum HalfBlockRenderer {
    /// `image` stretched over `columns` × `rows` cells. In monochrome each half is ink or
    /// paper, whichever its average is nearer in brightness, and the cell takes the block that
    /// shows that (blank, upper, lower or full), in the terminal's own colours.
    public static func render(_ image: PixelImage, columns: Int, rows: Int, depth: PictureColorDepth, ink: UInt32 = 0x000000, paper: UInt32 = 0xFFFFFF) -> SymbolPicture {
        guard columns > 0, rows > 0 else { return SymbolPicture(columns: 0, rows: 0, cells: []) }
        var cells: [SymbolPicture.Cell] = []
        cells.reserveCapacity(columns * rows)
        let spans = (0..<columns).map { column in
            let left = column * image.width / columns
            return left..<max(left + 1, (column + 1) * image.width / columns)
        }
        image.rgba.withUnsafeBufferPointer { pixels in
            for row in 0..<rows {
                let top = row * image.height / rows
                let bottom = max(top + 1, (row + 1) * image.height / rows)
                let middle = max(top + 1, (top + bottom) / 2)
                let upper = averages(pixels, width: image.width, spans: spans, rows: top..<middle)
                let lower = middle < bottom ? averages(pixels, width: image.width, spans: spans, rows: middle..<bottom) : upper
                for column in 0..<columns {
                    cells.append(cell(upper: upper[column], lower: lower[column], depth: depth, ink: ink, paper: paper))
                }
            }
        }
        return SymbolPicture(columns: columns, rows: rows, cells: cells)
    }

    private static func cell(upper: UInt32, lower: UInt32, depth: PictureColorDepth, ink: UInt32, paper: UInt32) -> SymbolPicture.Cell {
        guard depth == .monochrome else {
            return upper == lower
                ? SymbolPicture.Cell(symbol: " ", foreground: lower, background: lower)
                : SymbolPicture.Cell(symbol: "▀", foreground: upper, background: lower)
        }
        let inkLevel = brightness(ink), paperLevel = brightness(paper)
        func isInk(_ color: UInt32) -> Bool { abs(brightness(color) - inkLevel) < abs(brightness(color) - paperLevel) }
        let symbol: Character = switch (isInk(upper), isInk(lower)) {
        case (false, false): " "
        case (true, false): "▀"
        case (false, true): "▄"
        case (true, true): "█"
        }
        return SymbolPicture.Cell(symbol: symbol, foreground: nil, background: nil)
    }

    /// The mean colour of each column span's block of pixels within `rows`, as 0xRRGGBB: one
    /// pass over the rows for a whole row of cells, rather than one small pass per cell, whose
    /// set-up would cost more than the sums.
    private static func averages(_ pixels: UnsafeBufferPointer<UInt8>, width: Int, spans: [Range<Int>], rows: Range<Int>) -> [UInt32] {
        var sums = [(red: Int, green: Int, blue: Int)](repeating: (0, 0, 0), count: spans.count)
        for row in rows {
            let start = row * width * 4
            for (column, span) in spans.enumerated() {
                var red = 0, green = 0, blue = 0
                var index = start + span.lowerBound * 4
                let end = start + span.upperBound * 4
                while index < end {
                    red += Int(pixels[index])
                    green += Int(pixels[index + 1])
                    blue += Int(pixels[index + 2])
                    index += 4
                }
                sums[column].red += red
                sums[column].green += green
                sums[column].blue += blue
            }
        }
        return zip(spans, sums).map { span, sum in
            let count = max(1, span.count * rows.count)
            return UInt32(sum.red / count) << 16 | UInt32(sum.green / count) << 8 | UInt32(sum.blue / count)
        }
    }

    private static func brightness(_ color: UInt32) -> Int {
        (299 * Int(color >> 16 & 0xFF) + 587 * Int(color >> 8 & 0xFF) + 114 * Int(color & 0xFF)) / 1000
    }
}
