@testable import OctavoPublication
import PropertyBased
import Testing

/// Language tags read as bytes come out in the case reading them as characters gives.
struct LanguageCanonicalTests {
    static let pieces = ["en", "EN", "zh", "hant", "Latn", "tw", "419", "x", "-", "_", " ", "\t", "\r\n", "a1", "abcdefghi"]
    static let tag = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...8).map { $0.map { pieces[$0] }.joined() }

    @Test func asciiTagsMatchTheCharacterReading() async {
        await propertyCheck(input: Self.tag) { tag in
            #expect(Language.asciiCanonical(tag.utf8) == Language.characterCanonical(tag))
        }
    }

    @Test func subtagsTakeTheirCase() {
        #expect(Language("ZH_hant_tw").description == "zh-Hant-TW")
        #expect(Language(" es-419 ").description == "es-419")
        #expect(Language("SR-latn-RS").description == "sr-Latn-RS")
    }
}
