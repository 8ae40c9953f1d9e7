import Foundation
import OctavoTestSupport
import Testing
@testable import OctavoPublication

/// A book's own fonts (issue 35): `@font-face` rules name files resolved against their style
/// sheet, runs keep the publisher's `font-family`, and fonts the book scrambled (IDPF or Adobe
/// obfuscation) are read back as they were.
@Suite struct FontFaceTests {
    private static let chapter = """
        <?xml version="1.0" encoding="UTF-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Fonts</title>\
        <link rel="stylesheet" type="text/css" href="css/book.css"/>\
        <style>@media print { @font-face { font-family: Printed; src: url(fonts/printed.otf) } }</style></head>\
        <body><p>Plain <code>code</code> and <span class="aside">aside</span>.</p></body></html>
        """

    private static let css = """
        @font-face { font-family: "Book Face"; src: local("Book Face"), url('../fonts/face.otf') format("opentype"); font-weight: normal }
        @font-face { font-family: Inline; src: url(data:font/otf;base64,AAAA) }
        body { font-family: "Book Face", Georgia, serif }
        code { font-family: 'Book Mono', monospace }
        .aside { font-family: inherit }
        """

    private func book(fontBytes: [UInt8] = Array("a font".utf8), encryption: String? = nil, identifier: String = "urn:uuid:0c7b2e2a-5f4b-4b8e-9a51-7d6f1c2e9a10") throws -> Publication {
        var book = TestEPUB(identifier: identifier, chapters: [("chapter.xhtml", Self.chapter)])
        book.rawChapters = ["chapter.xhtml"]
        book.extraEntries = [("OPS/css/book.css", Data(Self.css.utf8)), ("OPS/fonts/face.otf", Data(fontBytes))]
        if let encryption { book.extraEntries.append(("META-INF/encryption.xml", Data(encryption.utf8))) }
        return try Publication.open(at: book.write())
    }

    @Test func fontFacesAreResolvedAgainstTheirStyleSheet() throws {
        let document = try book().contentDocument(at: 0)
        #expect(document.fontFaces == [FontFaceSource(family: "book face", source: "OPS/fonts/face.otf")], "the data URL and the print-only face are left out")
        let runs = try #require(document.blocks.first?.runs)
        // `inherit` keeps the paragraph's family, so "aside" joins the text around it.
        #expect(runs.map(\.fontFamily) == ["book face,georgia,serif", "book mono,monospace", "book face,georgia,serif"], "\(runs)")
    }

    @Test func sha1MatchesItsTestVectors() {
        func hex(_ text: String) -> String { SHA1.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined() }
        #expect(hex("abc") == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(hex("") == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
        #expect(hex(String(repeating: "a", count: 1_000)) == "291e9a6c66994949b57ba5e650361e98fc36b1ba")
    }

    private static func encryption(_ algorithm: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
        <enc:EncryptedData><enc:EncryptionMethod Algorithm="\(algorithm)"/>
        <enc:CipherData><enc:CipherReference URI="OPS/fonts/face.otf"/></enc:CipherData></enc:EncryptedData></encryption>
        """
    }

    @Test func scrambledFontsAreReadAsTheyWere() throws {
        let font = (0..<3_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
        let identifier = "urn:uuid:0c7b2e2a-5f4b-4b8e-9a51-7d6f1c2e9a10"
        // The IDPF's key: the SHA-1 of the identifier without white space, over 1,040 bytes.
        let idpfKey = SHA1.digest(Array(identifier.utf8))
        let idpf = font.enumerated().map { $0.offset < 1_040 ? $0.element ^ idpfKey[$0.offset % 20] : $0.element }
        let fromIDPF = try book(fontBytes: idpf, encryption: Self.encryption("http://www.idpf.org/2008/embedding"), identifier: " \(identifier)\n")
        #expect([UInt8](try fromIDPF.fontData(at: "OPS/fonts/face.otf")) == font)
        // Adobe's: the 16 bytes of the UUID, over 1,024 bytes.
        let adobeKey: [UInt8] = [0x0C, 0x7B, 0x2E, 0x2A, 0x5F, 0x4B, 0x4B, 0x8E, 0x9A, 0x51, 0x7D, 0x6F, 0x1C, 0x2E, 0x9A, 0x10]
        let adobe = font.enumerated().map { $0.offset < 1_024 ? $0.element ^ adobeKey[$0.offset % 16] : $0.element }
        let fromAdobe = try book(fontBytes: adobe, encryption: Self.encryption("http://ns.adobe.com/pdf/enc#RC"))
        #expect([UInt8](try fromAdobe.fontData(at: "OPS/fonts/face.otf")) == font)
        let plain = try book(fontBytes: font)
        #expect([UInt8](try plain.fontData(at: "OPS/fonts/face.otf")) == font, "a font the book did not scramble is read as it is")
    }

    @Test func anAdobeKeyNeedsAUUID() throws {
        let book = try book(encryption: Self.encryption("http://ns.adobe.com/pdf/enc#RC"), identifier: "isbn:9780000000000")
        #expect(throws: PublicationError.self) { try book.fontData(at: "OPS/fonts/face.otf") }
    }
}
