/// One terminal column. A wide character occupies its own cell plus a
/// continuation cell to its right, so that columns and array indices stay
/// the same thing and the backend can address any column directly.
public struct Cell: Hashable, Sendable {
    /// One extended grapheme cluster, or "" for a continuation cell.
    public internal(set) var grapheme: String
    public var style: CellStyle

    /// Control characters are replaced by visible symbols here too, so that
    /// no path into a canvas can smuggle an escape sequence to the terminal.
    public init(_ character: Character, style: CellStyle = .plain) {
        if ControlCharacters.containsControl(character) {
            let first = character.unicodeScalars.first ?? " "
            grapheme = String(Character(ControlCharacters.replacement(for: first)))
        } else {
            grapheme = String(character)
        }
        self.style = style
    }

    init(safeGrapheme: String, style: CellStyle) {
        grapheme = safeGrapheme
        self.style = style
    }

    /// The right half of a wide character; it carries a style so that a
    /// backend painting backgrounds column by column still has one.
    public static func continuation(style: CellStyle) -> Cell {
        Cell(safeGrapheme: "", style: style)
    }

    public static func blank(style: CellStyle) -> Cell {
        Cell(safeGrapheme: " ", style: style)
    }

    public var isContinuation: Bool { grapheme.isEmpty }
}
