import FoundationEssentials
import OctavoGraphics
import Synchronization

/// An opened EPUB or PDF: its metadata, reading order and table of contents, and access to the
/// content of each resource.
///
/// Content is read lazily, one resource at a time, so opening a large book costs the package
/// document and not the whole text. The readers that open each format are under `Readers/`
/// (`PublicationOpener`, `EPUBReader`, `PDFReader`); the drawing of a PDF's first pages ahead
/// of a screen is `PagePreparation`'s.
public final class Publication: Sendable {
    public enum Format: String, Sendable {
        case epub
        case pdf
    }

    public let url: URL
    public let format: Format
    public let metadata: Metadata
    public let readingOrder: [Link]
    /// The publication's other resources (style sheets, fonts, pictures, the navigation
    /// document), as its manifest lists them; none for a PDF.
    public let resources: [Link]
    public let tableOfContents: [Link]
    /// What was repaired or skipped while opening.
    public let warnings: [String]
    /// The size of each resource of the reading order in bytes (for a PDF, one unit per page),
    /// from which positions and total progression are counted without reading the text.
    public let resourceSizes: [Int]
    /// For a PDF or a fixed-layout EPUB, the size of each page in points, read as far as it is
    /// needed (a long PDF's take a while: see `PageSizeTable`).
    public let pageSizeTable: PageSizeTable
    /// Every page's size, reading those not read yet (see `pageSizeTable`).
    public var pageSizes: [PDFPageSize] { pageSizeTable.all }

    let archive: EPUBArchive?
    /// The PDF as poppler opened it: pages are rendered and searched through it.
    let pdf: PopplerDocument?
    /// Style sheets already parsed, by path: books link one sheet from every chapter.
    let styleSheets: StyleSheetCache
    /// Content documents being parsed ahead, each until it is taken.
    private let preparedDocuments: Mutex<[Int: BackgroundWork<ContentDocument>]>
    /// The openings of large resources being parsed ahead (see `contentDocumentOpening(at:)`).
    private let preparedOpenings: [Int: BackgroundWork<ContentDocument?>]
    /// PDF pages being drawn ahead for a screen's first frame (see `preparePages(at:fitting:)`).
    let pagePreparation: PagePreparation

    init(
        url: URL, format: Format, metadata: Metadata, readingOrder: [Link], resources: [Link] = [], tableOfContents: [Link],
        warnings: [String], resourceSizes: [Int], pageSizes: PageSizeTable, archive: EPUBArchive?,
        pdf: PopplerDocument? = nil, styleSheets: StyleSheetCache = StyleSheetCache(),
        preparedDocuments: [Int: BackgroundWork<ContentDocument>] = [:],
        preparedOpenings: [Int: BackgroundWork<ContentDocument?>] = [:]
    ) {
        self.url = url
        self.format = format
        self.metadata = metadata
        self.readingOrder = readingOrder
        self.resources = resources
        self.tableOfContents = tableOfContents
        self.warnings = warnings
        self.resourceSizes = resourceSizes
        self.pageSizeTable = pageSizes
        self.archive = archive
        self.pdf = pdf
        self.styleSheets = styleSheets
        self.preparedDocuments = Mutex(preparedDocuments)
        self.preparedOpenings = preparedOpenings
        self.pagePreparation = PagePreparation(pdf: pdf, pageSizes: pageSizes)
    }

    // MARK: - Content documents

    /// The text of the resource at `index` of the reading order, as blocks.
    public func contentDocument(at index: Int) throws -> ContentDocument {
        if let prepared = preparedDocuments.withLock({ $0.removeValue(forKey: index) }) {
            return try prepared.value()
        }
        return try parseContentDocument(at: index)
    }

    /// Parses here, on the opening's thread once it has handed the book over, the chapter that
    /// `open(at:preparingToShow:fitting:leavingTheParseToCaller:)` left to it, unless a reader
    /// took it first.
    public func prepareWhatWasLeftToCaller() {
        for work in preparedDocuments.withLock({ Array($0.values) }) { work.runIfLeft() }
    }

    /// Whether the resource at `index` has been parsed ahead and waits to be taken.
    func hasPreparedDocument(at index: Int) -> Bool {
        preparedDocuments.withLock { $0[index]?.isOver ?? false }
    }

    /// Starts parsing the resource at `index` on another processor, for a reader about to show
    /// it: the next `contentDocument(at: index)` takes that parse, waiting for what is left of
    /// it, instead of starting its own.
    public func prepareContentDocument(at index: Int) {
        guard let archive, readingOrder.indices.contains(index) else { return }
        preparedDocuments.withLock { prepared in
            guard prepared[index] == nil else { return }
            prepared[index] = EPUBReader.parsedOnHelper(readingOrder[index], in: archive, styleSheets: styleSheets)
        }
    }

    /// The beginning of resource `index`, parsed on its own, for a first frame that should not
    /// wait for the whole of a very large chapter (inflating and parsing all of it would hold
    /// the first frame back): its blocks are the first ones of the whole document, with
    /// the same offsets, but for the last one, which may be cut short. Nil when the resource is
    /// small enough to wait for, when its opening holds too little text to fill a screen, or
    /// when the book was not opened to show it (`open(at:preparingToShow:fitting:)`): only a
    /// first frame has a use for it.
    public func contentDocumentOpening(at index: Int) -> ContentDocument? {
        guard let opening = preparedOpenings[index] else { return nil }
        return (try? opening.value()) ?? nil
    }

    private func parseContentDocument(at index: Int) throws -> ContentDocument {
        guard let archive, readingOrder.indices.contains(index) else {
            throw PublicationError(file: url.path, problem: "has no text resource \(index)")
        }
        return try EPUBReader.parse(readingOrder[index], in: archive, styleSheets: styleSheets)
    }

    /// The index in the reading order of the resource an href points to.
    public func readingOrderIndex(of href: String) -> Int? {
        let path = Link(href: href).path
        return readingOrder.firstIndex { $0.path == path }
    }

    // MARK: - Pictures

    /// The bytes of a picture of an EPUB, by its path in the archive; pictures over 32 MiB are
    /// refused, as no screen needs them.
    public func pictureData(at path: String) throws -> Data {
        guard let archive else { throw PublicationError(file: url.path, problem: "has no resource \(path)") }
        return try archive.data(at: path, limit: 32 << 20)
    }

    /// The bytes of a font an EPUB embeds, by its path in the archive, unscrambled when the book
    /// scrambled it (`FontObfuscation`); fonts over 32 MiB are refused.
    public func fontData(at path: String) throws -> Data {
        guard let archive else { throw PublicationError(file: url.path, problem: "has no resource \(path)") }
        let data = try archive.data(at: path, limit: 32 << 20)
        guard let encryption = try? archive.data(at: "META-INF/encryption.xml", limit: 1 << 20),
              let scrambling = FontObfuscation.scrambledFiles(in: encryption)[path] else { return data }
        guard let identifier = metadata.identifier, let font = scrambling.unscrambled(data, identifier: identifier) else {
            throw PublicationError(file: url.path, problem: "scrambles the font \(path) with a key its identifier does not give")
        }
        return font
    }

    /// The first bytes of a picture of an EPUB, enough for its header (its size); nil when the
    /// publication has no such file or it cannot be read.
    public func pictureHeader(at path: String) -> Data? {
        archive?.prefix(of: path, count: 65_536)
    }

    // MARK: - Pages

    /// Starts drawing page `index` of a PDF on another processor, as large as fits in `box`
    /// pixels, for a screen about to show it (see `preparePages(at:fitting:)`).
    public func preparePage(at index: Int, fitting box: (width: Int, height: Int)) {
        preparePages(at: [index], fitting: box)
    }

    /// Starts drawing pages `indices` of a PDF on another processor, in that order, each as
    /// large as fits in `box` pixels, for a screen about to show them: finding and reading the
    /// fonts a page names (a system font stands in for each one it does not embed), then drawing
    /// it, is on the key path to a PDF's first frame. One thread draws them one after the
    /// other, after any prepared before, and gives each as soon as it is drawn, so that the
    /// screen, woken for the first, has the other processor to itself rather than waiting
    /// behind a second thread drawing the second page. `preparedDrawing(ofPage:)` gives a drawing, which a first frame in half
    /// blocks can scale to any size. Any other drawing waits for these, and so does the
    /// process's exit (poppler's clean-up at exit must not meet a thread drawing).
    public func preparePages(at indices: [Int], fitting box: (width: Int, height: Int)) {
        pagePreparation.preparePages(at: indices, fitting: box, on: .besideCaller)
    }

    /// The drawing `preparePages(at:fitting:)` made of page `index`, once it is done; nil when
    /// that page was not prepared or could not be drawn.
    public func preparedDrawing(ofPage index: Int) -> PixelImage? {
        pagePreparation.preparedDrawing(ofPage: index)
    }

    /// Whether page `index` was prepared and is still being drawn.
    public func isPreparingPage(_ index: Int) -> Bool {
        pagePreparation.isPreparingPage(index)
    }

    /// Readable once a page `preparePages(at:fitting:)` started is drawn, until
    /// `clearPageDrawnSignal()`, for a screen to wait on with the keyboard; nil before any page
    /// was prepared, or when the system gave no descriptor.
    public var pageDrawnDescriptor: Int32? {
        pagePreparation.pageDrawnDescriptor
    }

    /// Makes `pageDrawnDescriptor` unreadable until the next page is drawn: called before
    /// looking at which pages are done, so that one drawn after the look wakes the wait.
    public func clearPageDrawnSignal() {
        pagePreparation.clearPageDrawnSignal()
    }

    /// Whether a page prepared is still being drawn.
    public var isPreparingPages: Bool {
        pagePreparation.isPreparingPages
    }

    /// Waits until the next of the pages prepared is drawn, at most `limit` (nil: as long as it
    /// takes); whether it is. The pages are drawn in the order they were prepared, so a screen
    /// that shows each as it comes shows the first page of a spread without waiting for the
    /// second.
    public func waitForNextPreparedPage(atMost limit: Duration? = nil) -> Bool {
        pagePreparation.waitForNextPreparedPage(atMost: limit)
    }

    /// Page `index` of a PDF rendered into `width` × `height` pixels; nil for an EPUB.
    public func renderPage(_ index: Int, width: Int, height: Int) -> PixelImage? {
        pagePreparation.finishPreparedPages()
        return pdf?.render(page: index, width: width, height: height)
    }

    /// The text of page `index` of a PDF, for search; empty for an EPUB.
    public func text(ofPage index: Int) -> String {
        pagePreparation.finishPreparedPages()
        return pdf?.text(ofPage: index) ?? ""
    }
}
