import CMalloc
import FoundationEssentials

/// Opens EPUBs for `Publication` and parses their resources into content documents.
enum EPUBReader {
    /// With `parsingHere`, the chapter to prepare is left for the caller to parse once it has
    /// handed the book over (`Publication.prepareWhatWasLeftToCaller()`) rather than given a thread.
    static func open(at url: URL, preparing index: Int?, parsingHere: Bool = false) throws -> Publication {
        let archive = try EPUBArchive(url: url)
        let styleSheets = StyleSheetCache()
        var prepared: [Int: BackgroundWork<ContentDocument>] = [:]
        var openings: [Int: BackgroundWork<ContentDocument?>] = [:]
        let package = try EPUBPackage.read(from: archive)
        // The chapter shown first is parsed once the package is read, by a thread started as this
        // one ends or, `parsingHere`, by this one once it has handed the book over, so that no
        // more than two threads share two processors while the main thread starts the terminal.
        // A fixed-layout book's pages are drawn as boxes, from no parse.
        if let index, package.metadata.layout != .fixed, package.readingOrder.indices.contains(index) {
            let link = package.readingOrder[index]
            prepared[index] = parsingHere
                ? .leftToRun(parsing(link, in: archive, styleSheets: styleSheets))
                : parsedOnHelper(link, in: archive, styleSheets: styleSheets)
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
            url: url, format: .epub, metadata: metadata, readingOrder: package.readingOrder, resources: package.resources,
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
        // A page of a fixed-layout book is at most 14,400 pixels a side, as a PDF page is.
        guard let width = values["width"], let height = values["height"], width.isFinite, height.isFinite, width >= 1, height >= 1 else { return nil }
        return PDFPageSize(width: min(width, 14_400), height: min(height, 14_400))
    }

    // MARK: - Content documents

    /// `link` parsed on a helper thread.
    static func parsedOnHelper(_ link: Link, in archive: EPUBArchive, styleSheets: StyleSheetCache) -> BackgroundWork<ContentDocument> {
        BackgroundWork(parsing(link, in: archive, styleSheets: styleSheets))
    }

    /// The parse of `link` ahead of a reader, mostly on a thread other than the reader's. Once
    /// done, a parse has freed most of what it allocated (the inflated markup, its tree), and
    /// that memory stays in the thread's malloc arena, where the main thread, laying the document
    /// out next, never reuses it: after a document as large as those whose opening is parsed
    /// apart, it is handed back to the system (the screen on a 10 MB chapter peaked at 70 MB
    /// without, 57 with, as when every thread shared one arena).
    private static func parsing(_ link: Link, in archive: EPUBArchive, styleSheets: StyleSheetCache) -> @Sendable () throws -> ContentDocument {
        let isLarge = hasOpeningParsedApart(link, in: archive)
        return {
            defer { if isLarge { malloc_trim(0) } }
            return try parse(link, in: archive, styleSheets: styleSheets)
        }
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

    static func parse(_ link: Link, in archive: EPUBArchive, styleSheets: StyleSheetCache) throws -> ContentDocument {
        parse(try archive.data(at: link.href), of: link, in: archive, styleSheets: styleSheets)
    }

    /// `data`, the markup of `link` or its beginning, as blocks styled by the sheets it links.
    private static func parse(_ data: Data, of link: Link, in archive: EPUBArchive, styleSheets: StyleSheetCache) -> ContentDocument {
        ContentDocumentParser.parse(data, href: link.href) { target in
            guard let (path, _) = EPUBPath.resolve(target, relativeTo: link.href) else { return nil }
            return styleSheets.sheet(at: path, in: archive)
        }
    }
}
