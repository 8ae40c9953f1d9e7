import OctavoTestSupport

/// One case of the fuzzer: a small EPUB made from case number and seed alone (so any case can
/// be made again), with one to three of the mutations that broke real readers.
struct FuzzCase {
    let number: Int
    let mutations: [FuzzMutation]
    let bytes: [UInt8]

    init(number: Int, seed: UInt64) {
        self.number = number
        var generator = SeededGenerator(seed: seed &+ UInt64(number) &* 0x9E37_79B9_7F4A_7C15)
        var book = FuzzBook.base(using: &generator)
        var applied: [FuzzMutation] = []
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            let mutation = FuzzMutation.allCases.randomElement(using: &generator)!
            mutation.apply(to: &book, using: &generator)
            applied.append(mutation)
        }
        var bytes = book.archive.bytes
        if applied.contains(.damagedBytes) { ArchiveDamage.apply(to: &bytes, using: &generator) }
        mutations = applied
        self.bytes = bytes
    }
}

/// The book a case starts from: a package, a navigation document, a style sheet, chapters and
/// pictures, as a reading system meets them.
struct FuzzBook {
    var css = "p { text-indent: 1.5em; margin: 0 } h1 { text-align: center }"
    var chapters: [String] = []
    var pictures: [(name: String, type: String, data: [UInt8])] = []
    /// Changes made to the archive's entries once they are written, each to the entry its
    /// pick falls on (never `mimetype`).
    var entryEdits: [(pick: Int, edit: (inout FuzzArchive.Entry) -> Void)] = []

    static func base(using generator: inout SeededGenerator) -> FuzzBook {
        var book = FuzzBook()
        let words = ["the", "reading", "system", "draws", "a", "page", "of", "text", "with", "settings"]
        for index in 0..<Int.random(in: 1...3, using: &generator) {
            let paragraphs = (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                "<p>" + (0..<Int.random(in: 3...60, using: &generator)).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ") + "</p>"
            }
            book.chapters.append("<h1>Chapter \(index + 1)</h1>" + paragraphs.joined())
        }
        book.pictures.append(("plain.png", "image/png", FuzzPictures.png(width: 8, height: 8, claimedWidth: nil, claimedHeight: nil)))
        book.prepend("<p><img src=\"plain.png\" alt=\"a plain picture\"/></p>")
        return book
    }

    /// Puts `markup` at the start of the first chapter, where `preview`'s first page shows it.
    mutating func prepend(_ markup: String) {
        chapters[0] = markup + chapters[0]
    }

    var archive: FuzzArchive {
        var archive = FuzzArchive()
        func add(_ path: String, _ text: String) { archive.entries.append(.init(path: path, data: Array(text.utf8))) }
        archive.entries.append(.init(path: "mimetype", data: Array("application/epub+zip".utf8), stored: true))
        add("META-INF/container.xml", """
            <?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\
            <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
            """)
        let items = chapters.indices.map { "<item id=\"c\($0)\" href=\"ch\($0).xhtml\" media-type=\"application/xhtml+xml\"/>" }
            + pictures.enumerated().map { "<item id=\"p\($0.offset)\" href=\"\($0.element.name)\" media-type=\"\($0.element.type)\"/>" }
        add("OEBPS/content.opf", """
            <?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">\
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:octavo-fuzz</dc:identifier>\
            <dc:title>Fuzz</dc:title><dc:language>en</dc:language></metadata><manifest>\
            <item id="nav" href="nav.xhtml" properties="nav" media-type="application/xhtml+xml"/>\
            <item id="css" href="style.css" media-type="text/css"/>\(items.joined())</manifest>\
            <spine>\(chapters.indices.map { "<itemref idref=\"c\($0)\"/>" }.joined())</spine></package>
            """)
        add("OEBPS/nav.xhtml", Self.page("""
            <nav epub:type="toc"><ol>\(chapters.indices.map { "<li><a href=\"ch\($0).xhtml\">Chapter \($0 + 1)</a></li>" }.joined())</ol></nav>
            """))
        add("OEBPS/style.css", css)
        for (index, chapter) in chapters.enumerated() { add("OEBPS/ch\(index).xhtml", Self.page(chapter)) }
        for picture in pictures { archive.entries.append(.init(path: "OEBPS/\(picture.name)", data: picture.data)) }
        for (pick, edit) in entryEdits { edit(&archive.entries[1 + pick % (archive.entries.count - 1)]) }
        return archive
    }

    static func page(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">\
        <head><title>Fuzz</title><link rel="stylesheet" href="style.css"/></head><body>\(body)</body></html>
        """
    }
}
