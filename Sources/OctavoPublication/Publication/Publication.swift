import CMalloc
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import OctavoGraphics
import Synchronization

/// An opened EPUB or PDF: its metadata, reading order and table of contents, and access to the
/// content of each resource.
///
/// Content is read lazily, one resource at a time, so opening a large book costs the package
/// document and not the whole text.
public final class Publication: Sendable {
    public enum Format: String, Sendable {
        case epub
        case pdf
    }

    public let url: URL
    public let format: Format
    public let metadata: Metadata
    public let readingOrder: [Link]
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

    private let archive: EPUBArchive?
    /// The PDF as poppler opened it: pages are rendered and searched through it.
    private let pdf: PopplerDocument?
    /// Style sheets already parsed, by path: books link one sheet from every chapter.
    private let styleSheets: StyleSheetCache
    /// Content documents being parsed ahead, each until it is taken.
    private let preparedDocuments: Mutex<[Int: BackgroundWork<ContentDocument>]>
    /// The openings of large resources being parsed ahead (see `contentDocumentOpening(at:)`).
    private let preparedOpenings: [Int: BackgroundWork<ContentDocument?>]
    /// PDF pages being drawn ahead for a screen's first frame, in the order they are drawn, the
    /// thread that draws the last of them, and what it raises as each is drawn.
    private let preparedPages = Mutex<(drawings: [(page: Int, drawing: Completion<PixelImage?>)], last: BackgroundWork<Void>?, drawn: WakeDescriptor?)>(([], nil, nil))

    private init(
        url: URL, format: Format, metadata: Metadata, readingOrder: [Link], tableOfContents: [Link],
        warnings: [String], resourceSizes: [Int], pageSizes: PageSizeTable, archive: EPUBArchive?,
        pdf: PopplerDocument? = nil, styleSheets: StyleSheetCache = StyleSheetCache(),
        preparedDocuments: [Int: BackgroundWork<ContentDocument>] = [:],
        preparedOpenings: [Int: BackgroundWork<ContentDocument?>] = [:]
    ) {
        self.url = url
        self.format = format
        self.metadata = metadata
        self.readingOrder = readingOrder
        self.tableOfContents = tableOfContents
        self.warnings = warnings
        self.resourceSizes = resourceSizes
        self.pageSizeTable = pageSizes
        self.archive = archive
        self.pdf = pdf
        self.styleSheets = styleSheets
        self.preparedDocuments = Mutex(preparedDocuments)
        self.preparedOpenings = preparedOpenings
    }

    /// Opens an EPUB or a PDF, recognised by its content rather than its name, on any thread:
    /// if a helper thread opens a PDF, it must have ended before the process does (as
    /// `BackgroundWork.value()` sees to), or the clean-up of poppler's libraries on that thread
    /// can crash the exit.
    ///
    /// - Throws: a `PublicationError` naming the file and the problem; never crashes on bad input.
    public static func open(at url: URL) throws -> Publication {
        try open(at: url, preparing: nil)
    }

    /// `open(at:)` for a reader about to show resource `index`, which is made ready on another
    /// processor while the rest of the book is read: an EPUB chapter is parsed (as by
    /// `prepareContentDocument(at:)`) before the table of contents is; a PDF page, and the one
    /// after it that a spread shows beside it, are drawn to fit `box` pixels (as by
    /// `preparePage(at:fitting:)`) as soon as the document is open. The PDF's drawing starts on
    /// the caller's processor, for a caller that hands the book over and ends, as the screen's
    /// opening thread does: a caller that goes on working would wait for the drawing.
    public static func open(at url: URL, preparingToShow index: Int, fitting box: (width: Int, height: Int) = (480, 640)) throws -> Publication {
        try open(at: url, preparing: (index, box))
    }

    /// What `open(at:)` will take the file for, from its first bytes alone; nil when it cannot
    /// be read or is neither (`open(at:)` then says why).
    public static func format(at url: URL) -> Format? {
        format(atPath: url.fileSystemPath)
    }

    /// `format(at:)` for a file path, for a caller that has one and no URL yet: a PDF's
    /// libraries start loading once it is known, and need not wait for a URL's path.
    public static func format(atPath path: String) -> Format? {
        guard let prefix = try? readPrefix(ofPath: path) else { return nil }
        return format(of: prefix)
    }

    private static func format(of prefix: Data) -> Format? {
        if prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .epub }
        return looksLikePDF(prefix) ? .pdf : nil
    }

    private static func open(at url: URL, preparing: (index: Int, box: (width: Int, height: Int))?) throws -> Publication {
        let prefix = try readPrefix(of: url)
        switch format(of: prefix) {
        case .epub:
            return try openEPUB(at: url, preparing: preparing?.index)
        case .pdf:
            guard let preparing else { return try openPDF(at: url, readingSizesOf: pageSizesReadAtOpening) }
            // The pages to draw start drawing as soon as their own sizes are read; the others
            // the first screens may need are read after them, on the drawing thread (a hundred
            // took 1.5 ms). The drawing starts on this processor, where Linux mostly runs it at
            // once, ahead of the caller, which then hands the book over once the first page is
            // drawn: drawn with the screen's thread asleep, the page took 2.75 ms, where beside
            // the session being built it took 3.9, and the second is drawn while the session is
            // built. Started beside, it took the processor the screen's thread was then woken
            // on, and that thread waited behind the first page while this processor idled.
            let shown = [preparing.index, preparing.index + 1]
            let publication = try openPDF(at: url, readingSizesOf: shown[1] + 1)
            let sizes = publication.pageSizeTable
            publication.preparePages(at: shown, fitting: preparing.box, on: .inPlaceOfCaller) {
                sizes.read(through: pageSizesReadAtOpening - 1)
            }
            return publication
        case nil:
            if prefix.isEmpty {
                throw PublicationError(file: url.path, problem: "is empty")
            }
            throw PublicationError(file: url.path, problem: "is neither an EPUB (zip) nor a PDF")
        }
    }

    /// The text of the resource at `index` of the reading order, as blocks.
    public func contentDocument(at index: Int) throws -> ContentDocument {
        if let prepared = preparedDocuments.withLock({ $0.removeValue(forKey: index) }) {
            return try prepared.value()
        }
        return try parseContentDocument(at: index)
    }

    /// Starts parsing the resource at `index` on another processor, for a reader about to show
    /// it: the next `contentDocument(at: index)` takes that parse, waiting for what is left of
    /// it, instead of starting its own.
    public func prepareContentDocument(at index: Int) {
        guard let archive, readingOrder.indices.contains(index) else { return }
        preparedDocuments.withLock { prepared in
            guard prepared[index] == nil else { return }
            prepared[index] = Self.parsedOnHelper(readingOrder[index], in: archive, styleSheets: styleSheets)
        }
    }

    /// `link` parsed on a helper thread. Once done, a parse has freed most of what it allocated
    /// (the inflated markup, its tree), and that memory stays in the helper's malloc arena, where
    /// the main thread, laying the document out next, never reuses it: after a document as large
    /// as those whose opening is parsed apart, it is handed back to the system (the screen on a
    /// 10 MB chapter peaked at 70 MB without, 57 with, as when every thread shared one arena).
    private static func parsedOnHelper(_ link: Link, in archive: EPUBArchive, styleSheets: StyleSheetCache) -> BackgroundWork<ContentDocument> {
        let isLarge = hasOpeningParsedApart(link, in: archive)
        return BackgroundWork {
            defer { if isLarge { malloc_trim(0) } }
            return try parse(link, in: archive, styleSheets: styleSheets)
        }
    }

    /// The beginning of resource `index`, parsed on its own, for a first frame that should not
    /// wait for the whole of a very large chapter (a 10 MB one takes a tenth of a second or
    /// more to inflate and parse): its blocks are the first ones of the whole document, with
    /// the same offsets, but for the last one, which may be cut short. Nil when the resource is
    /// small enough to wait for, when its opening holds too little text to fill a screen, or
    /// when the book was not opened to show it (`open(at:preparingToShow:fitting:)`): only a
    /// first frame has a use for it.
    public func contentDocumentOpening(at index: Int) -> ContentDocument? {
        guard let opening = preparedOpenings[index] else { return nil }
        return (try? opening.value()) ?? nil
    }

    /// Resources from this size (as the archive declares it, uncompressed) have their opening
    /// parsed apart for a first frame.
    static let openingThreshold = 1 << 20

    /// Whether `link` is large enough to have its opening parsed apart (`openingThreshold`).
    private static func hasOpeningParsedApart(_ link: Link, in archive: EPUBArchive) -> Bool {
        archive.declaredSize(of: link.href) ?? 0 >= openingThreshold
    }

    /// How much of a resource its opening reads: markup for many screens of text.
    static let openingLength = 64 << 10
    /// Less text than this in an opening (mostly markup, styles or an embedded picture) could
    /// leave a screen unfilled; the whole document is waited for instead.
    static let openingMinimumCharacters = 8_192

    private static func parseOpening(_ link: Link, in archive: EPUBArchive, styleSheets: StyleSheetCache) -> ContentDocument? {
        guard var data = archive.prefix(of: link.href, count: openingLength) else { return nil }
        // Cut before the last tag, which may be cut itself; the parser closes what is open.
        if let lastTag = data.lastIndex(of: UInt8(ascii: "<")) { data = data[..<lastTag] }
        let document = parse(Data(data), of: link, in: archive, styleSheets: styleSheets)
        return document.characterCount >= openingMinimumCharacters ? document : nil
    }

    private func parseContentDocument(at index: Int) throws -> ContentDocument {
        guard let archive, readingOrder.indices.contains(index) else {
            throw PublicationError(file: url.path, problem: "has no text resource \(index)")
        }
        return try Self.parse(readingOrder[index], in: archive, styleSheets: styleSheets)
    }

    private static func parse(_ link: Link, in archive: EPUBArchive, styleSheets: StyleSheetCache) throws -> ContentDocument {
        parse(try archive.data(at: link.href), of: link, in: archive, styleSheets: styleSheets)
    }

    /// `data`, the markup of `link` or its beginning, as blocks styled by the sheets it links.
    private static func parse(_ data: Data, of link: Link, in archive: EPUBArchive, styleSheets: StyleSheetCache) -> ContentDocument {
        ContentDocumentParser.parse(data, href: link.href) { target in
            guard let (path, _) = EPUBPath.resolve(target, relativeTo: link.href) else { return nil }
            return styleSheets.sheet(at: path, in: archive)
        }
    }

    /// The index in the reading order of the resource an href points to.
    public func readingOrderIndex(of href: String) -> Int? {
        let path = Link(href: href).path
        return readingOrder.firstIndex { $0.path == path }
    }

    private static func readPrefix(of url: URL) throws -> Data {
        try readPrefix(ofPath: url.fileSystemPath, named: url.path)
    }

    /// The file's first kilobyte; `name` is the file as errors call it (the path by default).
    private static func readPrefix(ofPath path: String, named name: @autoclosure () -> String? = nil) throws -> Data {
        func failure() -> PublicationError {
            let reason = String(cString: strerror(errno)).lowercased()
            return PublicationError(file: name() ?? path, problem: "cannot be read (\(reason))")
        }
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure() }
        defer { Glibc.close(descriptor) }
        var prefix = [UInt8](repeating: 0, count: 1024)
        var count = 0
        while count < prefix.count {
            let read = prefix.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw failure() }
            if read == 0 { break }
            count += read
        }
        return Data(prefix[..<count])
    }

    private static func openEPUB(at url: URL, preparing index: Int?) throws -> Publication {
        let archive = try EPUBArchive(url: url)
        let styleSheets = StyleSheetCache()
        var prepared: [Int: BackgroundWork<ContentDocument>] = [:]
        var openings: [Int: BackgroundWork<ContentDocument?>] = [:]
        let package = try EPUBPackage.read(from: archive) { readingOrder, metadata in
            // A fixed-layout book's pages are drawn as boxes, from no parse.
            guard let index, metadata.layout != .fixed, readingOrder.indices.contains(index) else { return }
            let link = readingOrder[index]
            prepared[index] = parsedOnHelper(link, in: archive, styleSheets: styleSheets)
            if hasOpeningParsedApart(link, in: archive) {
                openings[index] = BackgroundWork { parseOpening(link, in: archive, styleSheets: styleSheets) }
            }
        }
        var metadata = package.metadata
        if metadata.title.isEmpty { metadata.title = url.deletingPathExtension().lastPathComponent }
        var pageSizes: [PDFPageSize] = []
        if metadata.layout == .fixed {
            let size = (try? archive.data(at: package.readingOrder[0].href, limit: 1 << 20)).flatMap(fixedPageSize) ?? PDFPageSize(width: 600, height: 800)
            pageSizes = Array(repeating: size, count: package.readingOrder.count)
        }
        return Publication(
            url: url, format: .epub, metadata: metadata, readingOrder: package.readingOrder,
            tableOfContents: package.tableOfContents, warnings: package.warnings,
            resourceSizes: package.readingOrder.map { max(1, archive.declaredSize(of: $0.href) ?? 1) },
            pageSizes: PageSizeTable(pageSizes), archive: archive, styleSheets: styleSheets, preparedDocuments: prepared,
            preparedOpenings: openings
        )
    }

    /// The page size a fixed-layout document declares in `<meta name="viewport" content="width=…,
    /// height=…">`, in CSS pixels, taken as points.
    private static func fixedPageSize(_ data: Data) -> PDFPageSize? {
        let (document, _) = MarkupParser.parse(TextDecoding.decode(data), html: true)
        guard let content = document.descendants("meta").first(where: { $0.attribute("name")?.lowercased() == "viewport" })?.attribute("content") else { return nil }
        var values: [String: Double] = [:]
        for pair in content.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmedString }
            if parts.count == 2, let number = Double(parts[1]) { values[parts[0].lowercased()] = number }
        }
        guard let width = values["width"], let height = values["height"], width > 0, height > 0 else { return nil }
        return PDFPageSize(width: width, height: height)
    }

    /// Whether `prefix` (the first bytes of a file) has the `%PDF-` marker that PDF viewers accept
    /// anywhere in the first 1024 bytes.
    public static func looksLikePDF(_ prefix: Data) -> Bool {
        let marker = Array("%PDF-".utf8)
        let window = Array(prefix.prefix(1024))
        guard window.count >= marker.count else { return false }
        return (0...(window.count - marker.count)).contains { window[$0..<($0 + marker.count)].elementsEqual(marker) }
    }

    /// PDFs are opened by poppler, which repairs damaged cross-reference tables and decrypts
    /// files with an empty user password, as `pdfinfo` does.
    /// Opens a PDF and reads the sizes of its first `sizesRead` pages (the others are read as
    /// they are needed).
    private static func openPDF(at url: URL, readingSizesOf sizesRead: Int) throws -> Publication {
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
    /// as they are needed: a first frame shows one or two of them, and a hundred take 1.5 ms.
    static let pageSizesReadAtOpening = 100

    /// The bytes of a picture of an EPUB, by its path in the archive; pictures over 32 MiB are
    /// refused, as no screen needs them.
    public func pictureData(at path: String) throws -> Data {
        guard let archive else { throw PublicationError(file: url.path, problem: "has no resource \(path)") }
        return try archive.data(at: path, limit: 32 << 20)
    }

    /// The first bytes of a picture of an EPUB, enough for its header (its size); nil when the
    /// publication has no such file or it cannot be read.
    public func pictureHeader(at path: String) -> Data? {
        archive?.prefix(of: path, count: 65_536)
    }

    /// Starts drawing page `index` of a PDF on another processor, as large as fits in `box`
    /// pixels, for a screen about to show it (see `preparePages(at:fitting:)`).
    public func preparePage(at index: Int, fitting box: (width: Int, height: Int)) {
        preparePages(at: [index], fitting: box)
    }

    /// Starts drawing pages `indices` of a PDF on another processor, in that order, each as
    /// large as fits in `box` pixels, for a screen about to show them: finding and reading the
    /// fonts a page names (a system font stands in for each one it does not embed), then drawing
    /// it, is most of the time to a PDF's first frame. One thread draws them one after the
    /// other, after any prepared before, and gives each as soon as it is drawn: the screen,
    /// woken for the first, then has the other processor to itself, where a second thread
    /// starting on the second page took it, and the screen waited behind one of them in one
    /// start in four. `preparedDrawing(ofPage:)` gives a drawing, which a first frame in half
    /// blocks can scale to any size. Any other drawing waits for these, and so does the
    /// process's exit (poppler's clean-up at exit must not meet a thread drawing).
    public func preparePages(at indices: [Int], fitting box: (width: Int, height: Int)) {
        preparePages(at: indices, fitting: box, on: .besideCaller)
    }

    /// `preparePages(at:fitting:)` on a thread started `placement`, which does `then` once the
    /// pages are drawn.
    private func preparePages(
        at indices: [Int], fitting box: (width: Int, height: Int), on placement: ThreadPlacement,
        then: (@Sendable () -> Void)? = nil
    ) {
        guard let pdf, box.width > 0, box.height > 0 else { return }
        let pages = indices.filter { $0 >= 0 && $0 < pageSizeTable.count }.map { index in
            let page = pageSizeTable[index]
            let scale = page.width > 0 && page.height > 0 ? min(Double(box.width) / page.width, Double(box.height) / page.height) : 0
            return (index: index, width: min(4096, max(1, Int((page.width * scale).rounded()))), height: min(4096, max(1, Int((page.height * scale).rounded()))))
        }
        preparedPages.withLock { prepared in
            var batch: [(index: Int, width: Int, height: Int, drawing: Completion<PixelImage?>)] = []
            for page in pages where !prepared.drawings.contains(where: { $0.page == page.index }) {
                let drawing = Completion<PixelImage?>()
                prepared.drawings.append((page.index, drawing))
                batch.append((page.index, page.width, page.height, drawing))
            }
            guard !batch.isEmpty else { return }
            let previous = prepared.last
            let drawn = prepared.drawn ?? WakeDescriptor()
            prepared.drawn = drawn
            prepared.last = BackgroundWork(on: placement) { [batch] in
                _ = try? previous?.finishedValue()
                for page in batch {
                    page.drawing.give(pdf.render(page: page.index, width: page.width, height: page.height))
                    drawn.raise()
                }
                then?()
            }.awaitedAtExit()
        }
    }

    /// The drawing `preparePages(at:fitting:)` made of page `index`, once it is done; nil when
    /// that page was not prepared or could not be drawn.
    public func preparedDrawing(ofPage index: Int) -> PixelImage? {
        preparedDrawing(index)?.awaitedValue ?? nil
    }

    /// Whether page `index` was prepared and is still being drawn.
    public func isPreparingPage(_ index: Int) -> Bool {
        guard let drawing = preparedDrawing(index) else { return false }
        return !drawing.isGiven
    }

    private func preparedDrawing(_ index: Int) -> Completion<PixelImage?>? {
        preparedPages.withLock { prepared in prepared.drawings.first { $0.page == index }?.drawing }
    }

    /// Readable once a page `preparePages(at:fitting:)` started is drawn, until
    /// `clearPageDrawnSignal()`, for a screen to wait on with the keyboard; nil before any page
    /// was prepared, or when the system gave no descriptor.
    public var pageDrawnDescriptor: Int32? {
        preparedPages.withLock { $0.drawn?.descriptor }
    }

    /// Makes `pageDrawnDescriptor` unreadable until the next page is drawn: called before
    /// looking at which pages are done, so that one drawn after the look wakes the wait.
    public func clearPageDrawnSignal() {
        preparedPages.withLock { $0.drawn }?.clear()
    }

    /// Whether a page prepared is still being drawn.
    public var isPreparingPages: Bool {
        preparedPages.withLock { prepared in prepared.drawings.contains { !$0.drawing.isGiven } }
    }

    /// Waits until the next of the pages prepared is drawn, at most `limit` (nil: as long as it
    /// takes); whether it is. The pages are drawn in the order they were prepared, so a screen
    /// that shows each as it comes shows the first page of a spread without waiting for the
    /// second.
    public func waitForNextPreparedPage(atMost limit: Duration? = nil) -> Bool {
        let (next, drawer) = preparedPages.withLock { prepared in
            (prepared.drawings.first { !$0.drawing.isGiven }?.drawing, prepared.last)
        }
        guard let next else { return true }
        drawer?.letRunAnywhere()
        return next.wait(atMost: limit)
    }

    /// Page `index` of a PDF rendered into `width` × `height` pixels; nil for an EPUB.
    public func renderPage(_ index: Int, width: Int, height: Int) -> PixelImage? {
        finishPreparedPage()
        return pdf?.render(page: index, width: width, height: height)
    }

    /// The text of page `index` of a PDF, for search; empty for an EPUB.
    public func text(ofPage index: Int) -> String {
        finishPreparedPage()
        return pdf?.text(ofPage: index) ?? ""
    }

    private func finishPreparedPage() {
        if let last = preparedPages.withLock({ $0.last }) { _ = try? last.value() }
    }
}
