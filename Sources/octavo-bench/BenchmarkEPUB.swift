import Foundation
import ZIPFoundation

/// EPUB files made for a benchmark: chapters given as XHTML bodies, a navigation document with
/// one entry a chapter, zipped in memory as any EPUB writer zips them.
enum BenchmarkEPUB {
    static func data(identifier: String, title: String, chapters: [String], navigation: Bool = false) throws -> Data {
        let archive = try Archive(accessMode: .create)
        func add(_ path: String, _ text: String) throws {
            let data = Data(text.utf8)
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: path == "mimetype" ? .none : .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        try add("mimetype", "application/epub+zip")
        try add("META-INF/container.xml", """
            <?xml version="1.0"?>
            <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
            <rootfiles><rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
            """)
        let names = chapters.indices.map { "text/chapter-\($0 + 1).xhtml" }
        var manifest = names.indices.map { "<item id=\"c\($0)\" href=\"\(names[$0])\" media-type=\"application/xhtml+xml\"/>" }
        if navigation { manifest.append("<item id=\"nav\" href=\"nav.xhtml\" media-type=\"application/xhtml+xml\" properties=\"nav\"/>") }
        try add("OEBPS/package.opf", """
            <?xml version="1.0"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">\(identifier)</dc:identifier>
            <dc:title>\(title)</dc:title><dc:language>en</dc:language></metadata>
            <manifest>\(manifest.joined(separator: "\n"))</manifest>
            <spine>\(names.indices.map { "<itemref idref=\"c\($0)\"/>" }.joined(separator: "\n"))</spine></package>
            """)
        if navigation {
            let items = names.indices.map { "<li><a href=\"\(names[$0])\">Chapter \($0 + 1)</a></li>" }
            try add("OEBPS/nav.xhtml", """
                <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
                <head><title>Contents</title></head><body><nav epub:type="toc"><ol>\(items.joined(separator: "\n"))</ol></nav></body></html>
                """)
        }
        for (name, body) in zip(names, chapters) {
            try add("OEBPS/\(name)", """
                <?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>\(title)</title></head>
                <body>\(body)</body></html>
                """)
        }
        guard let data = archive.data else { throw BenchmarkError("the book \(title) could not be zipped") }
        return data
    }

    /// `count` paragraphs of ordinary English-looking prose, the same for the same `seed`: words
    /// of varied length, so lines break and hyphenate as in a real book.
    static func paragraphs(_ count: Int, seed: Int) -> String {
        let words = """
            the reader turned another page while rain kept falling over harbour town and nobody \
            remembered exactly when those settings were changed although everyone agreed that \
            margins looked wider than before letters arrived every morning carrying questions \
            about typography spacing hyphenation justification columns themes brightness
            """.split(separator: " ")
        var state = UInt64(truncatingIfNeeded: seed) &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        var text = ""
        text.reserveCapacity(count * 700)
        for _ in 0..<count {
            text += "<p>"
            let length = 80 + Int(state >> 58)
            for index in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                if index > 0 { text += " " }
                text += words[Int(state >> 33) % words.count]
            }
            text += ".</p>\n"
        }
        return text
    }
}
