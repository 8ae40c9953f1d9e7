/// The pixel protocols a terminal may speak.
public enum PixelProtocol: String, Sendable, Hashable, CaseIterable {
    case kitty
    case sixel
}

/// What a terminal has said about showing pixels: the protocol it speaks, if any, and the size
/// of a cell in pixels, if it gave one.
public struct PictureSupport: Sendable, Equatable {
    public var pixelProtocol: PixelProtocol?
    public var cellSize: Size?
    /// Whether pictures reach the terminal through tmux: passed on by its passthrough and placed
    /// by kitty's Unicode placeholders, cells of text the terminal replaces with the picture,
    /// which tmux keeps in the pane where a picture written at the cursor would not stay.
    public var usesPlaceholders: Bool

    public init(pixelProtocol: PixelProtocol? = nil, cellSize: Size? = nil, usesPlaceholders: Bool = false) {
        self.pixelProtocol = pixelProtocol
        self.cellSize = cellSize
        self.usesPlaceholders = usesPlaceholders
    }

    /// No pixels: pages and pictures are symbols in cells.
    public static let none = PictureSupport()
}

/// A picture over a rectangle of cells: the escape sequences that draw it in its protocol,
/// written with the cursor at the rectangle's top left. The cells under it keep their text, so
/// that taking the picture away shows them again.
public struct TerminalPicture: Sendable, Equatable {
    public var rect: Rect
    public var pixelProtocol: PixelProtocol
    public var sequence: [UInt8]
    /// What the picture shows, for a screen to know it need not send it again.
    public var key: Int
    /// For a picture placed by Unicode placeholders (`PictureSupport.usesPlaceholders`), which
    /// are cells of text: what deletes the image, after which its cells are drawn again; nil for
    /// a picture written at the cursor.
    public var removal: [UInt8]?

    public init(rect: Rect, pixelProtocol: PixelProtocol, sequence: [UInt8], key: Int, removal: [UInt8]? = nil) {
        self.rect = rect
        self.pixelProtocol = pixelProtocol
        self.sequence = sequence
        self.key = key
        self.removal = removal
    }
}
