import CGLib
import CChafa

/// How pictures reach the terminal: as cells of symbols (any terminal), or as pixels through
/// the sixel or kitty graphics protocols, which chafa encodes.
public enum GraphicsProtocol: String, CaseIterable, Hashable, Sendable {
    case symbols
    case sixel
    case kitty
}

/// Encodes a picture as the escape sequence of a pixel graphics protocol, to be written at the
/// cursor, covering `columns` × `rows` cells of `cellPixels` pixels (by default the usual 10×20).
public enum GraphicsEncoder {
    public static func encode(
        _ image: PixelImage, columns: Int, rows: Int, as graphics: GraphicsProtocol, cellPixels: (width: Int, height: Int) = SymbolRenderer.cellSize
    ) throws(PictureError) -> String {
        try GraphicsLock.withLock { () throws(PictureError) -> String in try encodeLocked(image, columns: columns, rows: rows, as: graphics, cellPixels: cellPixels) }
    }

    private static func encodeLocked(_ image: PixelImage, columns: Int, rows: Int, as graphics: GraphicsProtocol, cellPixels: (width: Int, height: Int)) throws(PictureError) -> String {
        let chafa = try SymbolRenderer.loadedChafa()
        let pixelMode: Int
        let terminal: String
        switch graphics {
        case .symbols: throw PictureError("symbols are cells, not an escape sequence")
        case .sixel: (pixelMode, terminal) = (OCTAVO_CHAFA_PIXEL_MODE_SIXELS, "TERM=mlterm")
        case .kitty: (pixelMode, terminal) = (OCTAVO_CHAFA_PIXEL_MODE_KITTY, "TERM=xterm-kitty")
        }
        let canvas = try SymbolRenderer.makeCanvas(chafa, image: image, columns: columns, rows: rows, depth: .truecolor, pixelMode: pixelMode, cellPixels: cellPixels)
        defer { chafa.canvasUnref(canvas) }
        // The terminal database is asked for a terminal known to speak the protocol, so the
        // sequences do not depend on the TERM of whoever runs the command.
        let info = terminal.withCString { entry -> OpaquePointer? in
            var environment: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: entry), nil]
            return environment.withUnsafeMutableBufferPointer { chafa.termDbDetect(chafa.termDbDefault(), $0.baseAddress) }
        }
        defer { if let info { chafa.termInfoUnref(info) } }
        guard let printed = chafa.print(canvas, info) else { throw PictureError("chafa could not encode the picture") }
        guard let text = chafa.glib.stringFree(printed, 0) else { return "" }
        return chafa.glib.take(text) ?? ""
    }
}
