import OctavoPublication
import Testing

/// The single-byte encodings Octavo converts itself, for markup that declares one and for
/// hyphenation dictionaries written in one.
@Suite struct SingleByteEncodingTests {
    static let all: [SingleByteEncoding] = [.isoLatin1, .isoLatin2, .windows1250, .windows1251, .windows1252]

    @Test func lettersOfTheUpperHalfReadAsTheirCharacters() {
        #expect(SingleByteEncoding.windows1252.decode([0x80, 0x93, 0x48, 0x94]) == "€“H”")
        #expect(SingleByteEncoding.isoLatin2.decode([0xB3, 0xF3, 0x64, 0xBC]) == "łódź")
        #expect(SingleByteEncoding.windows1250.decode([0x8A, 0xE1, 0x72, 0x6B, 0x61]) == "Šárka")
        #expect(SingleByteEncoding.windows1251.decode([0xC6, 0xF3, 0xEA]) == "Жук")
        #expect(SingleByteEncoding.isoLatin1.decode([0x63, 0x61, 0x66, 0xE9]) == "café")
    }

    @Test func aByteTheEncodingLeavesUndefinedBecomesAReplacementCharacter() {
        #expect(SingleByteEncoding.windows1252.decode([0x41, 0x81, 0x42]) == "A\u{FFFD}B")
    }

    @Test func textIsWrittenBackOneBytePerLetterOrNotAtAll() {
        #expect(SingleByteEncoding.isoLatin2.encode("łódź") == [0xB3, 0xF3, 0x64, 0xBC])
        #expect(SingleByteEncoding.windows1251.encode("жук") == [0xE6, 0xF3, 0xEA])
        #expect(SingleByteEncoding.isoLatin1.encode("5 €") == nil)
        #expect(SingleByteEncoding.windows1251.encode("straße") == nil)
        #expect(SingleByteEncoding.windows1252.encode("\u{FFFD}") == nil)
    }

    @Test(arguments: all)
    func everyDefinedByteSurvivesARoundTrip(_ encoding: SingleByteEncoding) {
        for byte in UInt8.min...UInt8.max {
            let text = encoding.decode([byte])
            guard text != "\u{FFFD}" else { continue }
            #expect(encoding.encode(text) == [byte], "byte \(byte) read as \(text.unicodeScalars.map { $0.value })")
        }
    }
}
