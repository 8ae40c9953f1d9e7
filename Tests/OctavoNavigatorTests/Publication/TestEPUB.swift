import Foundation
import Testing
import ZIPFoundation

/// Builds small EPUB files for tests: right-to-left, vertical, fixed-layout and damaged books.
struct TestEPUB {
    var title = "Test Book"
    var identifier: String? = "urn:uuid:test-book"
    var language = "en"
    var direction: String?
    var fixedLayout = false
    var chapters: [(name: String, body: String)] = [("chapter1.xhtml", "<h1>One</h1><p>Hello.</p>")]
    var extraEntries: [(path: String, data: Data)] = []
    var omitContainer = false
    var navigation = true
    /// The navigation document's `<ol>` items, instead of one entry per chapter.
    var navigationItems: String?
    /// Chapters listed in the manifest and spine but absent from the zip.
    var ghostChapters: [String] = []
    /// Chapters whose text is written as given instead of wrapped in an XHTML page.
    var rawChapters: Set<String> = []
    /// Chapters stored in the zip as they are, without compression.
    var storedChapters: Set<String> = []

    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-test-epubs")

    /// Writes the book to a new temporary file and returns its URL.
    func write() throws -> URL {
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        let url = Self.folder.appendingPathComponent("\(UUID().uuidString).epub")
        let archive = try Archive(url: url, accessMode: .create)
        func add(_ path: String, _ data: Data, compressed: Bool = true) throws {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: compressed ? .deflate : .none) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        try add("mimetype", Data("application/epub+zip".utf8), compressed: false)
        if !omitContainer {
            try add("META-INF/container.xml", Data("""
            <?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
            <rootfiles><rootfile full-path="OPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles></container>
            """.utf8))
        }
        try add("OPS/package.opf", Data(package.utf8))
        if navigation { try add("OPS/nav.xhtml", Data(nav.utf8)) }
        for chapter in chapters {
            try add("OPS/" + chapter.name, Data((rawChapters.contains(chapter.name) ? chapter.body : xhtml(chapter.body)).utf8), compressed: !storedChapters.contains(chapter.name))
        }
        for entry in extraEntries { try add(entry.path, entry.data) }
        return url
    }

    private var package: String {
        let names = chapters.map(\.name) + ghostChapters
        let items = names.enumerated().map { index, name in
            "<item id=\"c\(index)\" href=\"\(name)\" media-type=\"application/xhtml+xml\"/>"
        }.joined()
        let spine = names.indices.map { "<itemref idref=\"c\($0)\"/>" }.joined()
        let layout = fixedLayout ? "<meta property=\"rendition:layout\">pre-paginated</meta>" : ""
        let direction = self.direction.map { " page-progression-direction=\"\($0)\"" } ?? ""
        let identifier = self.identifier.map { "<dc:identifier id=\"uid\">\($0)</dc:identifier>" } ?? ""
        let nav = navigation ? "<item id=\"nav\" href=\"nav.xhtml\" properties=\"nav\" media-type=\"application/xhtml+xml\"/>" : ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid">
        <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">\(identifier)<dc:title>\(title)</dc:title>
        <dc:creator>Test Author</dc:creator><dc:language>\(language)</dc:language>\(layout)</metadata>
        <manifest>\(nav)\(items)</manifest><spine\(direction)>\(spine)</spine></package>
        """
    }

    private var nav: String {
        let entries = navigationItems ?? chapters.enumerated().map { index, chapter in "<li><a href=\"\(chapter.name)\">Chapter \(index + 1)</a></li>" }.joined()
        return xhtml("<nav epub:type=\"toc\"><ol>\(entries)</ol></nav>")
    }

    private func xhtml(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="\(language)">
        <head><title>\(title)</title></head><body>\(body)</body></html>
        """
    }
}

enum Fixtures {
    static func url(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/EPUB"))
    }

    static func pdf(_ name: String) throws -> URL {
        try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures/PDF"))
    }
}
