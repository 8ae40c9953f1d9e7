import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import OctavoGraphics

/// Opens PDFs for `Publication`.
enum PDFReader {
    /// PDFs are opened by poppler, which repairs damaged cross-reference tables and decrypts
    /// files with an empty user password, as `pdfinfo` does.
    /// Opens a PDF and reads the sizes of its first `sizesRead` pages (the others are read as
    /// they are needed).
    static func open(at url: URL, readingSizesOf sizesRead: Int) throws -> Publication {
        var status = stat()
        if stat(url.fileSystemPath, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw PublicationError(file: url.path, problem: "is a folder, not a PDF file")
        }
        let document: PopplerDocument
        do {
            document = try PopplerDocument.open(path: url.fileSystemPath)
        } catch {
            throw PublicationError(file: url.path, problem: error.reason)
        }
        let count = document.pageCount
        guard count > 0 else { throw PublicationError(file: url.path, problem: "has no pages") }
        let title = document.title ?? url.deletingPathExtension().lastPathComponent
        let metadata = Metadata(
            title: title, authors: document.author.map { [$0] } ?? [],
            languages: document.language.map { [Language(code: .bcp47($0))] } ?? [], layout: .fixed
        )
        @Sendable func sizes(_ range: Range<Int>) -> [PDFPageSize] {
            document.pageSizes(in: range).map { PDFPageSize(width: $0.width, height: $0.height) }
        }
        let pageSizes = PageSizeTable(count: count, first: sizes(0..<min(count, sizesRead)), read: sizes)
        let name = url.lastPathComponent
        let pages = (0..<count).map { Link(href: "\(name)#page=\($0 + 1)", type: "application/pdf", title: "Page \($0 + 1)") }
        return Publication(
            url: url, format: .pdf, metadata: metadata, readingOrder: pages, tableOfContents: [],
            warnings: [], resourceSizes: Array(repeating: 1, count: count), pageSizes: pageSizes, archive: nil, pdf: document
        )
    }

    /// Pages whose sizes are read as a PDF opens (or once its first pages are drawn), the others
    /// as they are needed, since a first frame shows only one or two of them.
    static let pageSizesReadAtOpening = 100
}
