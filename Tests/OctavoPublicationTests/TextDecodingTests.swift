import Foundation
@testable import OctavoPublication
import Testing

/// Markup is decoded with the encoding its XML declaration names, in any case, else as UTF-8
/// with bad bytes replaced.
@Suite struct TextDecodingTests {
    @Test func aLatin1DeclarationDecodesItsBytes() {
        let markup = Data("<?xml version=\"1.0\" ENCODING=\"ISO-8859-1\"?><p>caf".utf8) + Data([0xE9]) + Data("</p>".utf8)
        #expect(TextDecoding.decode(markup).hasSuffix("<p>café</p>"))
        let single = Data("<?xml version='1.0' encoding='iso-8859-1'?><p>".utf8) + Data([0xE9])
        #expect(TextDecoding.decode(single).hasSuffix("<p>é"))
    }

    @Test func aWindows1252DeclarationDecodesItsQuotes() {
        let markup = Data("<?xml version=\"1.0\" encoding=\"Windows-1252\"?><p>".utf8) + Data([0x93, 0x68, 0x69, 0x94])
        #expect(TextDecoding.decode(markup).hasSuffix("<p>\u{201C}hi\u{201D}"))
    }

    @Test func withoutADeclarationBytesAreUTF8AndBadOnesReplaced() {
        let markup = Data("<p>caf".utf8) + Data([0xC3, 0xA9, 0xFF])
        #expect(TextDecoding.decode(markup) == "<p>café\u{FFFD}")
        #expect(TextDecoding.decode(Data([0xEF, 0xBB, 0xBF]) + Data("<p>x".utf8)) == "<p>x")
    }
}
