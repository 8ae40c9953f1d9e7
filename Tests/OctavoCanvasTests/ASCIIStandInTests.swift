import OctavoCanvas
import Testing

/// Without a UTF-8 locale the screen draws ASCII stand-ins: they must keep the frame's shape
/// (one character a column) and say what the glyph meant.
@Suite struct ASCIIStandInTests {
    @Test(arguments: [
        ("─", "-"), ("│", "|"), ("┌", "+"), ("┤", "+"), ("╭", "+"), ("▸", ">"), ("◀", "<"), ("→", ">"),
        ("·", "."), ("…", "."), ("⊘", "*"), ("▀", "#"), ("×", "x"), ("“", "\""), ("a", "a"), ("é", "?"),
    ])
    func aGlyphHasItsStandIn(glyph: String, standIn: String) {
        #expect(ASCIIStandIn.of(glyph, columns: 1) == standIn)
    }

    @Test func aWideCharacterFillsBothOfItsColumns() {
        #expect(ASCIIStandIn.of("漢", columns: 2) == "??")
    }

    @Test func everyStandInIsASCII() {
        for value in UInt32(0xA0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let standIn = ASCIIStandIn.of(String(Character(scalar)), columns: 1)
            #expect(standIn.unicodeScalars.allSatisfy(\.isASCII) && standIn.count == 1, "U+\(String(value, radix: 16))")
        }
    }
}
