import Foundation
import ZIPFoundation

/// Builds small EPUB files for tests: right-to-left, vertical, fixed-layout and damaged books.
public struct TestEPUB {
    public var title: String
    public var identifier: String?
    public var language: String
    public var direction: String?
    public var fixedLayout: Bool
    public var chapters: [(name: String, body: String)]
    public var extraEntries: [(path: String, data: Data)]
    public var omitContainer: Bool
    public var navigation: Bool
    /// The navigation document's `<ol>` items, instead of one entry per chapter.
    public var navigationItems: String?
    /// Chapters listed in the manifest and spine but absent from the zip.
    public var ghostChapters: [String]
    /// Chapters whose text is written as given instead of wrapped in an XHTML page.
    public var rawChapters: Set<String>
    /// Chapters stored in the zip as they are, without compression.
    public var storedChapters: Set<String>

    /// Every property has its default; tests set the ones they are about.
    public init(
        title: String = "Test Book", identifier: String? = "urn:uuid:test-book", language: String = "en",
        direction: String? = nil, fixedLayout: Bool = false,
        chapters: [(name: String, body: String)] = [("chapter1.xhtml", "<h1>One</h1><p>Hello.</p>")],
        extraEntries: [(path: String, data: Data)] = [], omitContainer: Bool = false, navigation: Bool = true,
        navigationItems: String? = nil, ghostChapters: [String] = [], rawChapters: Set<String> = [],
        storedChapters: Set<String> = []
    ) {
        self.title = title
        self.identifier = identifier
        self.language = language
        self.direction = direction
        self.fixedLayout = fixedLayout
        self.chapters = chapters
        self.extraEntries = extraEntries
        self.omitContainer = omitContainer
        self.navigation = navigation
        self.navigationItems = navigationItems
        self.ghostChapters = ghostChapters
        self.rawChapters = rawChapters
        self.storedChapters = storedChapters
    }

    /// This test process's own folder, removed when it exits; a folder left by a process that
    /// crashed is removed by the next run, so the temporary directory does not fill up run by run.
    public static let folder: URL = {
        let files = FileManager.default
        let prefix = "octavo-test-files-"
        for name in (try? files.contentsOfDirectory(atPath: files.temporaryDirectory.path)) ?? []
        where name.hasPrefix(prefix) {
            guard let owner = Int32(name.dropFirst(prefix.count)), kill(owner, 0) != 0, errno == ESRCH else { continue }
            try? files.removeItem(at: files.temporaryDirectory.appendingPathComponent(name))
        }
        let url = files.temporaryDirectory.appendingPathComponent(prefix + String(getpid()))
        try? files.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestEPUB.folder) }
        return url
    }()

    /// Writes the book to a new temporary file and returns its URL.
    public func write() throws -> URL {
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

/// The books and PDFs of `Tests/Fixtures`, found beside this file's folder.
public enum Fixtures {
    /// `Tests/Fixtures`.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// An EPUB of `Tests/Fixtures/EPUB`.
    public static func url(_ name: String) throws -> URL {
        try existing(folder.appendingPathComponent("EPUB/\(name)"))
    }

    /// A PDF of `Tests/Fixtures/PDF`.
    public static func pdf(_ name: String) throws -> URL {
        try existing(folder.appendingPathComponent("PDF/\(name)"))
    }

    private static func existing(_ url: URL) throws -> URL {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        return url
    }
}
