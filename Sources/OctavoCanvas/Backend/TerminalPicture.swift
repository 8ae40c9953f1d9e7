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

    public init(pixelProtocol: PixelProtocol? = nil, cellSize: Size? = nil) {
        self.pixelProtocol = pixelProtocol
        self.cellSize = cellSize
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

    public init(rect: Rect, pixelProtocol: PixelProtocol, sequence: [UInt8], key: Int) {
        self.rect = rect
        self.pixelProtocol = pixelProtocol
        self.sequence = sequence
        self.key = key
    }
}
