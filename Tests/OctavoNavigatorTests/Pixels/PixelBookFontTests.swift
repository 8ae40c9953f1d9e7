import Foundation
import OctavoGraphics
import OctavoNavigator
import OctavoPublication
import OctavoTestSupport
import Testing

/// A book's own fonts in pixels (issue 35): the font an `@font-face` rule embeds (here
/// OpenDyslexic, under a name of the book's own) sets the text that names it, scrambled or not,
/// and the user's font family still wins over it.
@Suite struct PixelBookFontTests {
    static let fontFile = "/usr/share/fonts/opentype/opendyslexic/OpenDyslexic-Regular.otf"

    /// A chapter of prose whose style sheet sets the body in "House Face", the embedded font,
    /// falling back to serif; with `embeds` false, the rule that embeds it is left out.
    static func book(embeds: Bool = true, scrambled: Bool = false) throws -> Publication {
        guard let font = FileManager.default.contents(atPath: fontFile) else {
            throw PixelPages.PixelPageError(description: "\(fontFile) is missing: install the Debian package fonts-opendyslexic (scripts/install-packages.sh test)")
        }
        let identifier = "urn:uuid:6a1f0c9e-2b7d-4e33-8c1a-9f0e4d2b7c55"
        var bytes = [UInt8](font)
        if scrambled {
            let key = Array(SHA1Key.of(identifier))
            for index in 0..<1_040 { bytes[index] ^= key[index % key.count] }
        }
        let rule = embeds ? "@font-face { font-family: 'House Face'; src: url(../fonts/house.otf) format('opentype') }" : ""
        let chapter = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>House</title>\
            <style>\(rule) body { font-family: "House Face", serif }</style></head>\
            <body><p>\(PixelPages.prose)</p></body></html>
            """
        var book = TestEPUB(identifier: identifier, chapters: [("text/chapter.xhtml", chapter)])
        book.rawChapters = ["text/chapter.xhtml"]
        book.extraEntries = [("OPS/fonts/house.otf", Data(bytes))]
        if scrambled {
            book.extraEntries.append(("META-INF/encryption.xml", Data("""
                <encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">\
                <enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.idpf.org/2008/embedding"/>\
                <enc:CipherData><enc:CipherReference URI="OPS/fonts/house.otf"/></enc:CipherData></enc:EncryptedData></encryption>
                """.utf8)))
        }
        return try Publication.open(at: book.write())
    }

    @Test(arguments: [false, true])
    func theEmbeddedFontSetsTheText(scrambled: Bool) throws {
        let embedded = try PixelPages.render(try PixelPages.navigator(try Self.book(scrambled: scrambled)))
        let fallback = try PixelPages.render(try PixelPages.navigator(try Self.book(embeds: false)))
        #expect(embedded.fontFamily == "OpenDyslexic", "\(embedded.fontFamily ?? "none")")
        #expect(fallback.fontFamily != "OpenDyslexic", "without the rule the name is unknown and serif stands in")
        #expect(embedded.lines.first?.box.width != fallback.lines.first?.box.width || embedded.lines.count != fallback.lines.count)
        #expect(embedded.image != fallback.image)
    }

    /// Code keeps a fixed-width face, as a browser's own style sheet gives it, though the body's
    /// family is the book's: eight i and eight M take the same width.
    @Test func codeKeepsAFixedWidthFace() throws {
        let chapter = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>Code</title>\
            <style>body { font-family: "Liberation Serif", serif }</style></head>\
            <body><p><code>iiiiiiii</code></p><p><code>MMMMMMMM</code></p></body></html>
            """
        var book = TestEPUB(chapters: [("code.xhtml", chapter)])
        book.rawChapters = ["code.xhtml"]
        let page = try PixelPages.render(try PixelPages.navigator(try Publication.open(at: book.write())))
        let widths = page.lines.filter { $0.text.hasPrefix("iiii") || $0.text.hasPrefix("MMMM") }.map(\.box.width)
        #expect(widths.count == 2 && abs(widths[0] - widths[1]) <= 1, "\(page.lines.map { ($0.text, $0.box.width) })")
    }

    @Test func theUsersFamilyWinsOverTheBooks() throws {
        let page = try PixelPages.render(try PixelPages.navigator(try Self.book(), preferences: EPUBPreferences(fontFamily: .sansSerif)))
        #expect(page.fontFamily == "DejaVu Sans", "\(page.fontFamily ?? "none")")
    }
}

/// The IDPF obfuscation key of an identifier, as the test scrambles a font with it: the SHA-1
/// of the identifier, made here with the system's `sha1sum` so that the test does not check
/// Octavo's SHA-1 against itself.
private enum SHA1Key {
    static func of(_ identifier: String) -> [UInt8] {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-sha1-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: input) }
        guard (try? Data(identifier.utf8).write(to: input)) != nil,
              let output = try? DebianTool("sha1sum", package: "coreutils").run([input.path]),
              let hex = String(data: output, encoding: .utf8)?.split(separator: " ").first, hex.count == 40 else { return [0] }
        return HexBytes.decode(hex) ?? [0]
    }
}
