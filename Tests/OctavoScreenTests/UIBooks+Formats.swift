import OctavoPublication
import Foundation
import OctavoCanvas
import OctavoNavigator
import OctavoTestSupport
import ZIPFoundation

extension UIBooks {
    /// Inside this test process's own folder: the books are written once per run, and a book
    /// left by an earlier run, written by older test code, must not stand in for today's.
    static let folder = TestEPUB.folder.appendingPathComponent("ui-books")

    /// Writes a small EPUB with the given package metadata and chapter bodies.
    static func epub(name: String, language: String, direction: String? = nil, fixed: Bool = false, chapters: [String]) throws -> Publication {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("\(name).epub")
        if !FileManager.default.fileExists(atPath: url.path) {
            let temporary = folder.appendingPathComponent("\(UUID().uuidString).epub")
            let archive = try Archive(url: temporary, accessMode: .create)
            func add(_ path: String, _ text: String) throws {
                let data = Data(text.utf8)
                try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count)) { position, size in
                    data.subdata(in: Int(position)..<Int(position) + size)
                }
            }
            try add("mimetype", "application/epub+zip")
            try add("META-INF/container.xml", #"<container xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="p.opf"/></rootfiles></container>"#)
            let items = chapters.indices.map { "<item id=\"c\($0)\" href=\"c\($0).xhtml\" media-type=\"application/xhtml+xml\"/>" }.joined()
            let spine = chapters.indices.map { "<itemref idref=\"c\($0)\"/>" }.joined()
            let layout = fixed ? "<meta property=\"rendition:layout\">pre-paginated</meta>" : ""
            try add("p.opf", """
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
            <dc:identifier id="id">urn:test:\(name)</dc:identifier><dc:title>\(name)</dc:title><dc:language>\(language)</dc:language>\(layout)</metadata>
            <manifest>\(items)</manifest><spine\(direction.map { " page-progression-direction=\"\($0)\"" } ?? "")>\(spine)</spine></package>
            """)
            for (index, body) in chapters.enumerated() {
                try add("c\(index).xhtml", "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><meta name=\"viewport\" content=\"width=600, height=800\"/></head><body>\(body)</body></html>")
            }
            // Tests run in parallel and may write the same book at once: rename(2) replaces what
            // another wrote, with the same bytes, where moving would fail on the existing file.
            guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        }
        return try Publication.open(at: url)
    }

    static func fixedLayout() throws -> Publication {
        try epub(name: "Comic", language: "en", fixed: true, chapters: (1...4).map { "<p>Panel \($0)</p>" })
    }

    static func arabic() throws -> Publication {
        try epub(name: "Arabic", language: "ar", direction: "rtl", chapters: ["<h1>الفصل الأول</h1><p>كان يوما باردا مشرقا من أيام أبريل، وكانت الساعات تدق الثالثة عشرة.</p>"])
    }

    static func japanese() throws -> Publication {
        try epub(name: "Japanese", language: "ja", direction: "rtl", chapters: ["<h1>第一章</h1><p>四月の晴れた寒い日で、時計がどれも十三時を打っていた。</p>"])
    }

    static func pdf() throws -> Publication {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("pages.pdf")
        if !FileManager.default.fileExists(atPath: url.path) {
            try MinimalPDF.data(pages: [(595, 842), (595, 842), (842, 595), (595, 842)], title: "Four Pages").write(to: url, options: .atomic)
        }
        return try Publication.open(at: url)
    }

    /// A PDF whose second page takes poppler about a second to draw.
    static func pdfWithSlowSecondPage() throws -> Publication {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("slow-second-page.pdf")
        if !FileManager.default.fileExists(atPath: url.path) {
            try MinimalPDF.slowSecondPage(title: "Slow Second Page").write(to: url)
        }
        return try Publication.open(at: url)
    }
}
