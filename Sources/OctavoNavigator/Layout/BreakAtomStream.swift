import OctavoCanvas
import OctavoPublication

/// The characters of a block from a position on, as atoms.
struct BreakAtomStream {
    let block: ContentBlock
    var position: TextPosition
    let role: (TextRun) -> GlyphRole
    /// The text and the look of the run `position` is in, taken once a run rather than once a
    /// character: counting the pages of a long chapter makes an atom of every character.
    private var text: String
    private var runRole: GlyphRole

    init(block: ContentBlock, position: TextPosition, role: @escaping (TextRun) -> GlyphRole) {
        self.block = block
        self.position = position
        self.role = role
        let run = position.run < block.runs.count ? block.runs[position.run] : nil
        text = run?.text ?? ""
        runRole = run.map(role) ?? .body
    }

    mutating func next() -> BreakAtom? {
        while position.run < block.runs.count {
            if position.index < text.endIndex {
                let source = position
                position.offset += 1
                let next = text.characterIndex(after: source.index)
                position.index = next
                // Most of a book is printable ASCII, one byte a character: taken from the
                // bytes, without comparing strings.
                let bytes = text.utf8
                let byte = bytes[source.index]
                if (0x20..<0x7F).contains(byte), bytes.index(after: source.index) == next {
                    return BreakAtom(grapheme: CellGrapheme(Unicode.Scalar(byte)), scalar: UInt32(byte), firstScalar: UInt32(byte), role: runRole, offset: source.offset, width: 1, source: source)
                }
                let character = text[source.index..<next].first ?? " "
                // Compared by scalar: comparing Characters with non-ASCII literals takes
                // the string comparison's slow path.
                let scalars = character.unicodeScalars
                let first = scalars.first?.value ?? 0
                let isSingle = scalars.index(after: scalars.startIndex) == scalars.endIndex
                let isBreak = isSingle ? first == 0x0A : (first == 0x0D && Array(scalars.dropFirst()).map(\.value) == [0x0A])
                let grapheme = isBreak ? CellGrapheme(Unicode.Scalar(0x0A)) : isSingle && first == 0xA0 ? CellGrapheme(Unicode.Scalar(0x20)) : CellGrapheme(character)
                let width = isBreak || (isSingle && first == 0xAD) ? 0 : max(0, TextWidth.of(character))
                let scalar: UInt32? = isBreak ? 0x0A : isSingle ? (first == 0xA0 ? 0x20 : first) : nil
                return BreakAtom(grapheme: grapheme, scalar: scalar, firstScalar: scalar ?? first, role: runRole, offset: source.offset, width: width, source: source)
            }
            position.run += 1
            if position.run < block.runs.count {
                let run = block.runs[position.run]
                text = run.text
                runRole = role(run)
                position.index = text.startIndex
            }
        }
        return nil
    }
}

