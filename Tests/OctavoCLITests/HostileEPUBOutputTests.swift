import Foundation
import Testing
import ZIPFoundation

/// An EPUB whose every metadata field and body text carry terminal controls: ESC sequences, a
/// C1 CSI, BEL, DEL and bidirectional overrides and isolates. Through `info`, `list` and
/// `preview`, as text and as JSON, none reaches the terminal as a control (issue 14).
@Suite struct HostileEPUBOutputTests {
    static let controls = "\u{1B}]0;owned\u{07}\u{9B}2J\u{7F}\u{202E}\u{2066}"
    static let title = "Title\(controls)"
    static let author = "Author\(controls)"
    static let identifier = "urn:evil:\(controls)"
    static let chapterLabel = "Chapter\(controls)"
    static let body = "Body\(controls) text"

    /// Scalars that would act on a terminal: C0 (but line feed), DEL, C1, and the bidirectional
    /// embeddings, overrides and isolates.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private func hostileEPUB(in sandbox: CLISandbox) throws -> String {
        let url = sandbox.root.appendingPathComponent("hostile.epub")
        let archive = try Archive(url: url, accessMode: .create)
        func add(_ path: String, _ text: String) throws {
            let data = Data(text.utf8)
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: path == "mimetype" ? .none : .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        try add("mimetype", "application/epub+zip")
        try add("META-INF/container.xml", """
            <?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
            <rootfiles><rootfile full-path="package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
            """)
        try add("package.opf", """
            <?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">\(Self.identifier)</dc:identifier>
            <dc:title>\(Self.title)</dc:title><dc:creator>\(Self.author)</dc:creator><dc:language>en</dc:language></metadata>
            <manifest><item id="nav" href="nav.xhtml" properties="nav" media-type="application/xhtml+xml"/>
            <item id="c" href="chapter.xhtml" media-type="application/xhtml+xml"/></manifest>
            <spine><itemref idref="c"/></spine></package>
            """)
        try add("nav.xhtml", """
            <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Nav</title></head>
            <body><nav epub:type="toc"><ol><li><a href="chapter.xhtml">\(Self.chapterLabel)</a></li></ol></nav></body></html>
            """)
        try add("chapter.xhtml", """
            <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>\(Self.chapterLabel)</title></head>
            <body><h1>\(Self.chapterLabel)</h1><p>\(Self.body)</p><p>Numeric &#x1B;[31m&#x9B;&#x202E; references</p></body></html>
            """)
        return url.path
    }

    static let commands: [[String]] = [["info"], ["list"], ["preview"], ["preview", "--color"]]

    @Test(arguments: commands)
    func textOutputShowsControlsAsVisibleEscapes(command: [String]) throws {
        let sandbox = try CLISandbox()
        let book = try hostileEPUB(in: sandbox)
        let result = try sandbox.run(command + [book])
        #expect(result.status == 0, "\(result.stderr)")
        var output = result.stdout + result.stderr
        if command.contains("--color") {
            // The colours are Octavo's own SGR sequences; they are the only escapes allowed.
            output = output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        }
        let leaked = output.unicodeScalars.filter(Self.isControl).map { String(format: "U+%04X", $0.value) }
        #expect(leaked.isEmpty, "controls reached the terminal: \(leaked)")
        if command == ["info"] {
            let visible = #"\e]0;owned\x07U+009B2J\x7FU+202EU+2066"#
            #expect(result.stdout.contains("Title" + visible), "\(result.stdout)")
            #expect(result.stdout.contains("Author" + visible), "\(result.stdout)")
        }
        if command.first == "preview" {
            #expect(output.contains("Body"), "the body text is drawn")
        }
    }

    @Test(arguments: commands.filter { !$0.contains("--color") })
    func jsonEscapesControlsAndKeepsTheExactText(command: [String]) throws {
        let sandbox = try CLISandbox()
        let book = try hostileEPUB(in: sandbox)
        let result = try sandbox.run(command + [book, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let leaked = (result.stdout + result.stderr).unicodeScalars.filter(Self.isControl).map { String(format: "U+%04X", $0.value) }
        #expect(leaked.isEmpty, "controls reached the terminal: \(leaked)")
        if command == ["info"] {
            let object = try result.object()
            #expect(object["title"] as? String == Self.title)
            #expect((object["authors"] as? [String])?.first == Self.author, "\(object)")
        } else {
            let document = try result.json()
            #expect(document is [Any] || document is [String: Any], "one JSON document")
        }
    }
}
