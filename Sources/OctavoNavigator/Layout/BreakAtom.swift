import OctavoCanvas

/// A grapheme of a block as the line breaker sees it: what it is, how it looks, where it comes
/// from, and how wide it is.
struct BreakAtom {
    var grapheme: CellGrapheme
    var role: GlyphRole
    var offset: Int
    /// Cells the grapheme takes in a terminal.
    var width: Int
    /// Pixels it advances in its face, when the layout is measured in pixels (spacing aside).
    var pixels = 0.0
    /// Where the character comes from, so breaking can resume there; nil for a list marker.
    var source: TextPosition?
    /// The one scalar the grapheme is, or nil for a cluster: what the breaking rules ask of
    /// every atom again and again, answered without comparing strings.
    private let scalar: UInt32?
    /// The grapheme's first scalar, which decides the breaks between ideographs.
    let firstScalar: UInt32

    init(character: Character, role: GlyphRole, offset: Int, width: Int, source: TextPosition?) {
        let scalars = character.unicodeScalars
        let isSingle = !scalars.isEmpty && scalars.index(after: scalars.startIndex) == scalars.endIndex
        self.init(
            grapheme: CellGrapheme(character), scalar: isSingle ? scalars.first?.value : nil, firstScalar: scalars.first?.value ?? 0,
            role: role, offset: offset, width: width, source: source
        )
    }

    init(grapheme: CellGrapheme, scalar: UInt32?, firstScalar: UInt32, role: GlyphRole, offset: Int, width: Int, source: TextPosition?) {
        self.grapheme = grapheme
        self.scalar = scalar
        self.firstScalar = firstScalar
        self.role = role
        self.offset = offset
        self.width = width
        self.source = source
    }

    var isSpace: Bool { scalar == 0x20 }
    var isBreak: Bool { scalar == 0x0A }
    var isSoftHyphen: Bool { scalar == 0xAD }
    /// A hyphen a word is written with ("well-known"), after which a line may break.
    var isHyphen: Bool { scalar == 0x2D || scalar == 0x2010 }
    var isLetter: Bool { grapheme.string.first?.isLetter == true }
}

