import OctavoCanvas
import OctavoGraphics

/// A picture or PDF page the last frame drew: where, what it is, and, when it could not be
/// drawn, why (the alt text was shown instead). A preview uses it to report pictures in JSON
/// and to send pixels over the sixel or kitty protocol where the cells are.
public struct DrawnPicture: Hashable, Sendable {
    /// The cells it covers, in the canvas the navigator drew into.
    public internal(set) var rect: Rect
    /// The picture's path in the publication, or "page N" for a PDF page.
    public let source: String
    public let alt: String
    /// Why it was drawn as text; nil when it was drawn as a picture.
    public let failure: String?
    /// Its pixels after the image filter, at `PictureDrawing.pixelsPerCell` for its cells.
    public let image: PixelImage?
    /// Drawn for now as its alt text (a picture) or in half blocks (a PDF page), to be drawn
    /// properly once the frame is shown (see `PictureDrawing.defersDecoding`).
    public var isDeferred = false
    /// A PDF page still being drawn on another processor (prepared while the book opened):
    /// the frame shows its frame and number for now, so that the settings beside it need not
    /// wait; `Publication.waitForNextPreparedPage(atMost:)` waits for it.
    public var isPending = false
    /// The page's index in the reading order, for a PDF page.
    public var page: Int?
}

/// How pictures and PDF pages become cells: chafa picks symbols and colours for the terminal's
/// colour depth, from pixels rendered at `pixelsPerCell` (more for sixel and kitty, which send
/// the pixels themselves).
public struct PictureDrawing: Hashable, Sendable {
    public var colorDepth: PictureColorDepth
    public var pixelsPerCell: Size
    /// When set, an EPUB picture not decoded yet is drawn as its alt text and marked deferred,
    /// so that a screen's first frame does not wait for the picture libraries to load and the
    /// picture to decode; a PDF page, which is the content itself, is rendered but drawn in
    /// half blocks averaged from its pixels, which is much cheaper than chafa's symbols; and a
    /// chapter too large to wait for is drawn from its opening (see
    /// `Publication.contentDocumentOpening(at:)`). The screen then clears it and draws again,
    /// with chafa's symbols and the whole chapter.
    public var defersDecoding: Bool

    public init(colorDepth: PictureColorDepth = .truecolor, pixelsPerCell: Size = Size(width: 4, height: 8), defersDecoding: Bool = false) {
        self.colorDepth = colorDepth
        self.pixelsPerCell = pixelsPerCell
        self.defersDecoding = defersDecoding
    }
}
