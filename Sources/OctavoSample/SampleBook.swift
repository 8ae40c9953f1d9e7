import FoundationEssentials
import OctavoFiles

/// The book Octavo opens when it is given none, so the first run shows a page that every
/// setting changes. It is written on first use into a cache folder, from the text below.
public enum SampleBook {
    /// Bumped when the text changes, so an old copy is not reused.
    static let version = 2
    public static let identifier = "urn:octavo:sample-book:\(version)"

    /// The sample's path, writing it first when missing.
    public static func url(in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("octavo-sample-\(version).epub")
        if FileManager.default.fileExists(atPath: url.path) { return url }
        try Folder.make(folder.path)
        try AtomicFile.write(try epubData(), to: url.path, root: folder.path)
        return url
    }

    /// Where the sample is cached: `$XDG_CACHE_HOME/octavo`, else `~/.cache/octavo`.
    public static func defaultFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        XDGDirectories(environment: environment).cache
    }

    /// The EPUB, zipped in memory.
    static func epubData() throws -> Data {
        var zip = ZipWriter()
        func add(_ path: String, _ text: String, compressed: Bool = true) throws {
            try zip.add(path, Array(text.utf8), compressed: compressed)
        }
        func add(_ path: String, _ data: Data) throws {
            try zip.add(path, Array(data))
        }
        try add("mimetype", "application/epub+zip", compressed: false)
        try add("META-INF/container.xml", """
        <?xml version="1.0" encoding="UTF-8"?>
        <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
          <rootfiles><rootfile full-path="OEBPS/package.opf" media-type="application/oebps-package+xml"/></rootfiles>
        </container>
        """)
        try add("OEBPS/package.opf", package)
        try add("OEBPS/nav.xhtml", page(title: "Contents", body: """
        <nav epub:type="toc"><h1>Contents</h1><ol>
        \(chapters.enumerated().map { "<li><a href=\"chapter\($0.offset + 1).xhtml\">\($0.element.title)</a></li>" }.joined(separator: "\n"))
        </ol></nav>
        """))
        try add("OEBPS/style.css", "p { text-indent: 1.5em; text-align: justify } p.first { text-indent: 0 } h1, h2 { text-align: center }")
        for (index, chapter) in chapters.enumerated() {
            try add("OEBPS/chapter\(index + 1).xhtml", page(title: chapter.title, body: chapter.body))
        }
        try add("OEBPS/lighthouse.png", SamplePicture.png())
        return Data(zip.archive)
    }

    private static var package: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
          <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
            <dc:identifier id="id">\(identifier)</dc:identifier>
            <dc:title>The Octavo Sampler</dc:title>
            <dc:creator>The Octavo developers</dc:creator>
            <dc:language>en</dc:language>
          </metadata>
          <manifest>
            <item id="nav" href="nav.xhtml" properties="nav" media-type="application/xhtml+xml"/>
            <item id="css" href="style.css" media-type="text/css"/>
            <item id="lighthouse" href="lighthouse.png" media-type="image/png"/>
            \(chapters.indices.map { "<item id=\"c\($0 + 1)\" href=\"chapter\($0 + 1).xhtml\" media-type=\"application/xhtml+xml\"/>" }.joined(separator: "\n    "))
          </manifest>
          <spine>
            \(chapters.indices.map { "<itemref idref=\"c\($0 + 1)\"/>" }.joined(separator: "\n    "))
          </spine>
        </package>
        """
    }

    private static func page(title: String, body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en">
        <head><title>\(title)</title><link rel="stylesheet" href="style.css"/></head>
        <body>\(body)</body>
        </html>
        """
    }

    private static let chapters: [(title: String, body: String)] = [
        ("A Page to Play With", """
        <h1>A Page to Play With</h1>
        <p class="first">This little book exists so that every reading setting has something to change. Turn the <em>font size</em> up and the lines grow shorter; widen the <strong>margins</strong> and the text draws in from both sides; switch the theme and the whole page changes colour.</p>
        <p>Some settings only take effect once the publisher's own styles are turned off. Word spacing, letter spacing, line height and the rest of the typographic controls wait quietly until then, and the settings screen says so rather than leaving you to wonder.</p>
        <p>Long words such as incomprehensibilities, internationalization and electroencephalography give hyphenation something to do when the text is justified.</p>
        <img src="lighthouse.png" alt="A lighthouse on a rocky shore at dusk"/>
        <h2>What the page shows</h2>
        <ul>
          <li>Headings grow with the type scale.</li>
          <li>Emphasis disappears with text normalization.</li>
          <li>Images dim or invert in the dark theme.</li>
        </ul>
        <p>The reading position is kept by the words under it, not by a percentage, so changing a setting and changing it back brings you to exactly the same page.</p>
        """),
        ("Paragraphs and Quotations", """
        <h1>Paragraphs and Quotations</h1>
        <p class="first">A book is mostly paragraphs, and paragraphs are where spacing and indentation show. The first line of each is indented by the publisher's stylesheet; with publisher styles off, your own paragraph indent and spacing apply instead.</p>
        <blockquote><p>A quotation sits apart from the text around it, indented from the left edge of the page.</p></blockquote>
        <p>Tables are set as rows of cells:</p>
        <table><tr><th>Setting</th><th>Range</th></tr><tr><td>Font size</td><td>10% to 500%</td></tr><tr><td>Line height</td><td>1.0 to 2.0</td></tr></table>
        <pre>  Preformatted text keeps
            its own spacing.</pre>
        <p>Columns appear when the window is wide enough, or always when you ask for two of them. In scroll mode the text runs on from one chapter into the next.</p>
        """),
        ("Reading Onwards", """
        <h1>Reading Onwards</h1>
        <p class="first">Open your own book by giving its path: an EPUB, reflowable or fixed-layout, or a PDF. Right-to-left books read from the right, and Japanese books declared right-to-left are set in vertical lines.</p>
        <p>Every change you make here is saved at once, shared across books where it concerns your taste and kept with this book where it concerns the book itself, such as its language or reading direction.</p>
        <p>That is all there is to it. Quit with q; your settings will be waiting next time.</p>
        """),
    ]
}

/// The sample could not be zipped in memory (zlib failed).
package struct SampleBookError: Error, CustomStringConvertible {
    package var description: String { "the sample book could not be assembled in memory" }
}
