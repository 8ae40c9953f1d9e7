import OctavoCanvas

/// How a glyph is drawn, before colours are chosen: what kind of text it belongs to, and the
/// publisher's inline styling, which combines (bold italic underlined code).
struct GlyphRole: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case body
        case heading(level: Int)
        case image
        case marker
    }

    var kind: Kind
    var bold = false
    var italic = false
    var underline = false
    var code = false
    /// The publisher's font families, for a page in pixels: a number its `PixelTypesetting`
    /// gives the list (`familyNumber(for:)`), so that a role stays plain memory; 0 in cells, and
    /// where the book names none.
    var family: UInt16 = 0

    static let body = GlyphRole(kind: .body)
    static let image = GlyphRole(kind: .image)
    static let marker = GlyphRole(kind: .marker)
    static func heading(level: Int) -> GlyphRole { GlyphRole(kind: .heading(level: level)) }
}

/// A grapheme placed on a line, `x` from the start of the line box, in the layout's units
/// (cells, or pixels), as is the width it takes (`columns`).
struct PlacedGlyph: Hashable, Sendable {
    var x: Int
    var grapheme: CellGrapheme
    /// The cells it takes, as the line was measured; none for a soft hyphen or a break.
    var columns: Int
    var role: GlyphRole
    /// Whether a run of text to be shaped as one starts here, for a page drawn in pixels.
    var boundary = RunBoundary.none
}

/// Where a glyph stands among the runs of a line drawn in pixels: each run is shaped as one.
enum RunBoundary: UInt8, Hashable, Sendable {
    /// Inside a run.
    case none
    /// After a space: a new word.
    case space
    /// At a change of look, or where justification spread the letters of text without spaces.
    case look
}

/// One line of a laid-out block, with the range of document characters it shows.
struct LayoutLine: Hashable, Sendable {
    var glyphs: [PlacedGlyph]
    /// The first character's offset in the document.
    var startOffset: Int
    /// The offset just past the last character.
    var endOffset: Int
    /// Rows the line advances, blank rows below its text included (at least 1).
    var rows: Int
    /// How far below its first row the line's exact top is, in pixels: lines are a fractional
    /// pitch apart, and their baselines keep it.
    var topFraction = 0.0
    /// A blank separation between blocks, with no text.
    var isGap: Bool
    /// A picture over `rows` rows from the line's top; its glyphs (the alt text) are drawn only
    /// when the picture cannot be.
    var picture: LinePicture?

    static func gap(rows: Int, at offset: Int) -> LayoutLine {
        LayoutLine(glyphs: [], startOffset: offset, endOffset: offset, rows: rows, isGap: true)
    }

    var text: String { glyphs.map(\.grapheme.string).joined() }
}

/// Where a picture sits on its line: `columns` cells from `x`, keeping the picture's proportions.
struct LinePicture: Hashable, Sendable {
    var source: String
    var alt: String
    var x: Int
    var columns: Int
}
