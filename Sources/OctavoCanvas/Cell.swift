/// One terminal column. A wide character occupies its own cell plus a
/// continuation cell to its right, so that columns and array indices stay
/// the same thing and the backend can address any column directly.
public struct Cell: Hashable, Sendable {
    var glyph: CellGrapheme
    public var style: CellStyle

    /// Control characters are replaced by visible symbols here too, so that
    /// no path into a canvas can smuggle an escape sequence to the terminal.
    public init(_ character: Character, style: CellStyle = .plain) {
        glyph = CellGrapheme(character)
        self.style = style
    }

    init(glyph: CellGrapheme, style: CellStyle) {
        self.glyph = glyph
        self.style = style
    }

    /// One extended grapheme cluster, or "" for a continuation cell.
    public var grapheme: String { glyph.string }

    /// The right half of a wide character; it carries a style so that a
    /// backend painting backgrounds column by column still has one.
    public static func continuation(style: CellStyle) -> Cell {
        Cell(glyph: .continuation, style: style)
    }

    public static func blank(style: CellStyle) -> Cell {
        Cell(glyph: .space, style: style)
    }

    public var isContinuation: Bool { glyph.isContinuation }

    /// The cell's character as one byte when it is printable ASCII, read without making a
    /// string: a backend writes runs of them at once.
    package var printableASCII: UInt8? { glyph.printableASCII }
}
