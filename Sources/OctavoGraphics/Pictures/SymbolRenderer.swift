import CGLib
import CChafa

/// Turns pixels into cells with chafa: the picture stretched to `columns` × `rows` cells (the
/// caller keeps the proportions), each cell a block, half-block or quadrant symbol with the
/// two colours that match that part of the picture best at the terminal's colour depth.
public enum SymbolRenderer {
    /// In monochrome, the picture is matched against `ink` and `paper` (0xRRGGBB), the colours
    /// the terminal shows its symbols and its cells' background in, so that the paper of a
    /// page becomes blank cells and the ink becomes symbols.
    public static func render(
        _ image: PixelImage, columns: Int, rows: Int, depth: PictureColorDepth, ink: UInt32 = 0x000000, paper: UInt32 = 0xFFFFFF
    ) throws(PictureError) -> SymbolPicture {
        try GraphicsLock.withLock { () throws(PictureError) -> SymbolPicture in
            try renderLocked(image, columns: columns, rows: rows, depth: depth, ink: ink, paper: paper)
        }
    }

    private static func renderLocked(
        _ image: PixelImage, columns: Int, rows: Int, depth: PictureColorDepth, ink: UInt32, paper: UInt32
    ) throws(PictureError) -> SymbolPicture {
        let chafa = try loadedChafa()
        guard columns > 0, rows > 0 else { return SymbolPicture(columns: 0, rows: 0, cells: []) }
        let canvas = try makeCanvas(chafa, image: image, columns: columns, rows: rows, depth: depth, pixelMode: OCTAVO_CHAFA_PIXEL_MODE_SYMBOLS, ink: ink, paper: paper)
        defer { chafa.canvasUnref(canvas) }
        var cells: [SymbolPicture.Cell] = []
        cells.reserveCapacity(columns * rows)
        for y in 0..<rows {
            for x in 0..<columns {
                let scalar = Unicode.Scalar(chafa.charAt(canvas, Int32(x), Int32(y))) ?? " "
                var foreground: Int32 = -1, background: Int32 = -1
                // In monochrome every cell has the terminal's two colours; chafa 1.12 also
                // crashes when asked for colours in that mode.
                if depth != .monochrome { chafa.colorsAt(canvas, Int32(x), Int32(y), &foreground, &background) }
                cells.append(SymbolPicture.Cell(
                    symbol: Character(scalar),
                    foreground: foreground >= 0 ? UInt32(foreground) : nil,
                    background: background >= 0 ? UInt32(background) : nil
                ))
            }
        }
        return SymbolPicture(columns: columns, rows: rows, cells: cells)
    }

    static func loadedChafa() throws(PictureError) -> Chafa {
        switch Chafa.loaded {
        case .success(let chafa): return chafa
        case .failure(let error): throw PictureError(error.description)
        }
    }

    /// A chafa canvas with the picture drawn on it; the caller releases it.
    static func makeCanvas(
        _ chafa: Chafa, image: PixelImage, columns: Int, rows: Int, depth: PictureColorDepth, pixelMode: Int,
        ink: UInt32 = 0x000000, paper: UInt32 = 0xFFFFFF, cellPixels: (width: Int, height: Int) = cellSize
    ) throws(PictureError) -> OpaquePointer {
        guard let config = chafa.configNew() else { throw PictureError("chafa could not start") }
        defer { chafa.configUnref(config) }
        chafa.configSetForeground(config, ink)
        chafa.configSetBackground(config, paper)
        chafa.configSetGeometry(config, Int32(columns), Int32(rows))
        chafa.configSetCanvasMode(config, Int32(canvasMode(depth)))
        chafa.configSetPixelMode(config, Int32(pixelMode))
        if pixelMode != OCTAVO_CHAFA_PIXEL_MODE_SYMBOLS { chafa.configSetCellGeometry(config, Int32(cellPixels.width), Int32(cellPixels.height)) }
        if let symbols = chafa.symbolMapNew() {
            let tags = OCTAVO_CHAFA_SYMBOL_TAG_SPACE | OCTAVO_CHAFA_SYMBOL_TAG_SOLID | OCTAVO_CHAFA_SYMBOL_TAG_BLOCK
                | OCTAVO_CHAFA_SYMBOL_TAG_HALF | OCTAVO_CHAFA_SYMBOL_TAG_QUAD
            chafa.symbolMapAddByTags(symbols, Int32(tags))
            chafa.configSetSymbolMap(config, symbols)
            chafa.symbolMapUnref(symbols)
        }
        guard let canvas = chafa.canvasNew(config) else { throw PictureError("chafa could not make a canvas of \(columns)×\(rows) cells") }
        image.rgba.withUnsafeBufferPointer { pixels in
            chafa.drawAllPixels(canvas, Int32(OCTAVO_CHAFA_PIXEL_RGBA8_UNASSOCIATED), pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 4))
        }
        return canvas
    }

    /// The pixel size Octavo assumes for a terminal cell when it sends pixels (sixel, kitty):
    /// the common 10 × 20 of a 12-point monospace font.
    public static let cellSize = (width: 10, height: 20)

    private static func canvasMode(_ depth: PictureColorDepth) -> Int {
        switch depth {
        case .truecolor: OCTAVO_CHAFA_CANVAS_MODE_TRUECOLOR
        case .indexed256: OCTAVO_CHAFA_CANVAS_MODE_INDEXED_256
        case .indexed16: OCTAVO_CHAFA_CANVAS_MODE_INDEXED_16
        case .monochrome: OCTAVO_CHAFA_CANVAS_MODE_FGBG
        }
    }
}
