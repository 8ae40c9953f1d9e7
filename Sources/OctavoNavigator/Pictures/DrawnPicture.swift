import OctavoCanvas
import OctavoGraphics

/// A picture or PDF page the last frame drew: where, what it is, and, when it could not be
/// drawn, why (the alt text was shown instead). A preview uses it to report pictures in JSON
/// and to send pixels over the sixel or kitty protocol where the cells are.
public struct DrawnPicture: Hashable, Sendable {
    /// The cells it covers, in the canvas the navigator drew into.
    public let rect: Rect
    /// The picture's path in the publication, or "page N" for a PDF page.
    public let source: String
    public let alt: String
    /// Why it was drawn as text; nil when it was drawn as a picture.
    public let failure: String?
    /// Its pixels after the image filter, at `PictureDrawing.pixelsPerCell` for its cells.
    public let image: PixelImage?
}

/// How pictures and PDF pages become cells: chafa picks symbols and colours for the terminal's
/// colour depth, from pixels rendered at `pixelsPerCell` (more for sixel and kitty, which send
/// the pixels themselves).
public struct PictureDrawing: Hashable, Sendable {
    public var colorDepth: PictureColorDepth
    public var pixelsPerCell: Size

    public init(colorDepth: PictureColorDepth = .truecolor, pixelsPerCell: Size = Size(width: 4, height: 8)) {
        self.colorDepth = colorDepth
        self.pixelsPerCell = pixelsPerCell
    }
}
