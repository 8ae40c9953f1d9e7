import OctavoStore
import Testing

@Suite struct PublicationFileNameTests {
    private func isSafe(_ name: String) -> Bool {
        name.hasSuffix(".json") && !name.contains("/") && !name.hasPrefix(".") && name.utf8.count < 128
            && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) }
    }

    @Test func hostileIdentifiersGiveSafeNames() {
        let hostile = ["../../etc/passwd", "a\u{0}b", String(repeating: "x", count: 10_000), "", "/", "..", "名前", "\u{202E}gnp.exe", "con", "a b\tc\nd"]
        for identifier in hostile {
            let name = PublicationFileName.make(for: identifier)
            #expect(isSafe(name), "\(identifier.prefix(20)) → \(name)")
        }
        #expect(PublicationFileName.make(for: "../../etc/passwd").hasPrefix("etc-passwd_"))
    }

    @Test func distinctIdentifiersGiveDistinctNames() {
        let lookalikes = [
            "caf\u{E9}", "cafe\u{301}",
            "p\u{430}ypal", "paypal",
            "a\u{0}b", "a\u{0}c", "ab",
            String(repeating: "x", count: 10_000), String(repeating: "x", count: 10_001),
            "urn:isbn:1", "urn_isbn_1", "URN:ISBN:1",
        ]
        let names = Set(lookalikes.map(PublicationFileName.make(for:)))
        #expect(names.count == lookalikes.count)
    }

    @Test func theSameIdentifierAlwaysGivesTheSameName() {
        #expect(PublicationFileName.make(for: "urn:uuid:1234") == PublicationFileName.make(for: "urn:uuid:1234"))
        #expect(PublicationFileName.make(for: "abc") == "abc_ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad.json")
    }
}
