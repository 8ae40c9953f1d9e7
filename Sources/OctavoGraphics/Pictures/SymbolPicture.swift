/// A picture as terminal cells: one symbol per cell with the colours chafa chose for it.
public struct SymbolPicture: Hashable, Sendable {
    public struct Cell: Hashable, Sendable {
        public let symbol: Character
        /// 0xRRGGBB; nil where the colour is the terminal's own (monochrome drawing).
        public let foreground: UInt32?
        public let background: UInt32?
    }

    public let columns: Int
    public let rows: Int
    /// Row after row.
    public let cells: [Cell]

    public subscript(column: Int, row: Int) -> Cell { cells[row * columns + column] }
}

/// How many colours the terminal can show; chafa picks symbols and colours for it.
public enum PictureColorDepth: String, CaseIterable, Hashable, Sendable {
    case truecolor
    case indexed256
    case indexed16
    /// No colour at all (`NO_COLOR` or a monochrome terminal): shapes only.
    case monochrome
}
