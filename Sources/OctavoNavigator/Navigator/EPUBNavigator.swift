import OctavoPublication
import OctavoCanvas
import OctavoGraphics
import OctavoPreferences

/// A simulated EPUB navigator: it reads a real EPUB, keeps a location, turns pages, and draws the
/// current page into terminal cells so that every presentation preference visibly changes it.
///
/// The location is kept by content, as a resource and a character offset (the anchor): a page
/// always starts with the line holding the anchor, so after any change of preferences or
/// viewport the same text stays on screen, and changing a setting back returns to the very same
/// page. Layout is lazy, from the anchor, so a change costs what is on screen.
public final class EPUBNavigator: Configurable, VisualNavigator {
    public typealias Configuration = NavigatorConfiguration<EPUBPreferences, EPUBDefaults>

    public let publication: Publication
    public let defaults: EPUBDefaults
    public private(set) var preferences: EPUBPreferences
    public private(set) var settings: EPUBSettings
    /// Problems met while reading content (a resource that cannot be read is shown as a notice).
    public private(set) var contentWarnings: [String] = []

    public var viewport = Viewport(width: 80, height: 24) {
        didSet { if viewport != oldValue { relayout() } }
    }

    private var resource = 0
    private var anchor = 0
    private var style: ReflowStyle
    private var documents: [Int: ContentDocument] = [:]
    private var layouts: [Int: ReflowDocumentLayout] = [:]
    private let positions: PublicationPositions
    /// For each resource counted so far, in reading order, where its pages start (the offsets a
    /// reader turning pages forward from its beginning lands on) at the current style and size.
    private var pageStarts: [[Int]] = []
    /// The resource being counted: its layout and the next page's first line.
    private var pagination: (layout: ReflowDocumentLayout, next: ReflowDocumentLayout.Cursor?, starts: [Int])?
    /// Fixed-layout books show pages as boxes, like a PDF.
    private let fixed: FixedPagePresenter?
    private let observers = LocationObservers()
    private let pictures: PictureLibrary

    /// How pictures become cells; a change redraws them but lays nothing out again, except
    /// that once drawing no longer defers, a chapter drawn from its opening is laid out again
    /// from the whole of it.
    public var pictureDrawing = PictureDrawing() {
        didSet { if !pictureDrawing.defersDecoding, !openings.isEmpty { replaceOpenings() } }
    }
    public private(set) var drawnPictures: [DrawnPicture] = []
    public private(set) var drewFromOpening = false
    /// Resources whose document is, for now, only their opening.
    private var openings: Set<Int> = []
    private var renderCache = RenderCache<DrawingKey>()

    public init(publication: Publication, initialLocation: Locator?, config: Configuration) throws {
        guard publication.format == .epub else {
            throw PublicationError(file: publication.url.path, problem: "is not an EPUB; open it with PDFNavigator")
        }
        self.publication = publication
        if initialLocation == nil, publication.metadata.layout != .fixed {
            // A navigator without a location starts at the first resource, and its page is
            // drawn right after this: the resource is parsed meanwhile.
            publication.prepareContentDocument(at: 0)
        }
        defaults = config.defaults
        preferences = config.preferences
        let editor = EPUBPreferencesEditor(initialPreferences: config.preferences, metadata: publication.metadata, defaults: config.defaults)
        settings = editor.settings
        style = ReflowStyle(editor: editor)
        positions = PublicationPositions(sizes: publication.resourceSizes)
        pictures = PictureLibrary(publication: publication)
        fixed = publication.metadata.layout == .fixed
            ? FixedPagePresenter(pages: publication.pageSizeTable, options: Self.fixedOptions(editor), viewport: Size(width: 80, height: 22))
            : nil
        if let initialLocation { _ = move(to: initialLocation) }
    }

    // MARK: Configurable

    public func submitPreferences(_ preferences: EPUBPreferences) {
        self.preferences = preferences
        let editor = self.editor(of: preferences)
        settings = editor.settings
        let newStyle = ReflowStyle(editor: editor)
        if let fixed {
            lastSubmissionChangedPage = fixed.update(options: Self.fixedOptions(editor), viewport: fixedViewport)
        } else {
            lastSubmissionChangedPage = newStyle != style
        }
        if newStyle != style {
            let relaysOut = newStyle.layout != style.layout
            style = newStyle
            if relaysOut { relayout() }
        }
        notifyIfMoved()
    }

    public private(set) var lastSubmissionChangedPage = false

    private var fixedViewport: Size {
        PageFrame(rect: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)).body.size
    }

    /// Page options from the EPUB preferences that apply to fixed layouts.
    private static func fixedOptions(_ e: EPUBPreferencesEditor) -> FixedLayoutOptions {
        FixedLayoutOptions(
            fit: e.fit.isEffective ? e.fit.effectiveValue : .auto,
            spread: e.spread.isEffective ? e.spread.effectiveValue : .auto,
            offsetFirstPage: e.offsetFirstPage.isEffective && e.offsetFirstPage.effectiveValue == true,
            visibleScrollbar: false,
            readingProgression: e.readingProgression.effectiveValue,
            backgroundColor: e.backgroundColor.isEffective ? e.backgroundColor.effectiveValue.rgb : PDFSettings.viewerBackgroundColor.rgb
        )
    }

    public func editor(of preferences: EPUBPreferences) -> EPUBPreferencesEditor {
        EPUBPreferencesEditor(initialPreferences: preferences, metadata: publication.metadata, defaults: defaults)
    }

    // MARK: Navigator

    public var readingProgression: ReadingProgression { settings.readingProgression }

    public func observeLocation(_ observer: @escaping (Locator) -> Void) -> LocationObservation {
        observers.add(observer) { currentLocation }
    }

    /// The locator of the first character on screen. It moves when a re-layout moves the page,
    /// while the anchor the page is built from stays, so undoing a change restores the page.
    public var currentLocation: Locator? {
        if let fixed {
            let link = publication.readingOrder[fixed.currentPage]
            return fixed.locator(in: publication.readingOrder, type: link.type ?? "application/xhtml+xml", title: chapterTitle(fixed.currentPage))
        }
        guard publication.readingOrder.indices.contains(resource) else { return nil }
        let link = publication.readingOrder[resource]
        let document = self.document(at: resource)
        let count = max(1, document.characterCount)
        let start = min(currentPage().startOffset, anchor)
        let progression = min(1, Double(start) / Double(count))
        let context = document.text(around: start, before: 40, after: 60)
        let highlight = String(context.after.prefix(20))
        return Locator(
            href: link.href,
            type: link.type ?? "application/xhtml+xml",
            title: chapterTitle(resource),
            locations: .init(
                progression: progression,
                totalProgression: positions.totalProgression(resource: resource, progression: progression),
                position: positions.position(resource: resource, progression: progression)
            ),
            text: .init(before: context.before, highlight: highlight, after: String(context.after.dropFirst(highlight.count)))
        )
    }

    @discardableResult
    public func go(to locator: Locator) -> Bool {
        guard move(to: locator) else { return false }
        notifyIfMoved()
        return true
    }

    @discardableResult
    public func go(to link: Link) -> Bool {
        guard let index = publication.readingOrderIndex(of: link.href) else { return false }
        if let fixed {
            _ = fixed.show(page: index)
            notifyIfMoved()
            return true
        }
        resource = index
        anchor = link.fragment.flatMap { document(at: index).anchors[$0] } ?? 0
        notifyIfMoved()
        return true
    }

    @discardableResult
    public func goForward() -> Bool {
        if let fixed {
            guard fixed.forward() else { return false }
            notifyIfMoved()
            return true
        }
        let page = currentPage()
        let layout = self.layout(at: resource)
        if let next = nextPageStart(after: page, in: layout) {
            anchor = layout.line(at: next).startOffset
        } else if resource + 1 < publication.readingOrder.count {
            resource += 1
            anchor = 0
        } else {
            return false
        }
        notifyIfMoved()
        return true
    }

    @discardableResult
    public func goBackward() -> Bool {
        if let fixed {
            guard fixed.backward() else { return false }
            notifyIfMoved()
            return true
        }
        let layout = self.layout(at: resource)
        let pager = self.pager(for: layout)
        if let start = layout.cursor(containing: anchor), let previous = pager.previousPageStart(before: start) {
            anchor = layout.line(at: previous).startOffset
        } else if resource > 0 {
            resource -= 1
            let previousLayout = self.layout(at: resource)
            anchor = lastPageStart(in: previousLayout).map { previousLayout.line(at: $0).startOffset } ?? 0
        } else {
            return false
        }
        notifyIfMoved()
        return true
    }

    // MARK: Rendering

    public func render(into canvas: inout Canvas, in rect: Rect) {
        let key = DrawingKey(
            size: rect.size, viewport: viewport, resource: resource, anchor: anchor, style: style, pictureDrawing: pictureDrawing,
            pageNumber: pageNumber, pageCount: pageCount, fixed: fixed?.drawingKey
        )
        drawnPictures = renderCache.render(key: key, into: &canvas, in: rect) { page, bounds in
            draw(into: &page, in: bounds)
            return drawnPictures
        }
    }

    /// Everything a drawing of the page depends on.
    private struct DrawingKey: Hashable {
        var size: Size
        var viewport: Viewport
        var resource: Int
        var anchor: Int
        var style: ReflowStyle
        var pictureDrawing: PictureDrawing
        var pageNumber: Int?
        var pageCount: Int?
        var fixed: FixedPagePresenter.DrawingKey?
    }

    private func draw(into canvas: inout Canvas, in rect: Rect) {
        drawnPictures = []
        if let fixed {
            renderFixed(fixed, into: &canvas, in: rect)
            return
        }
        var renderer = ReflowRenderer(style: style)
        renderer.drawPicture = { [unowned self] picture, cells, canvas in drawPicture(picture, in: cells, on: &canvas) }
        canvas.fill(rect, style: renderer.pageStyle)
        let frame = PageFrame(rect: rect)
        if let header = frame.header {
            var title = chapterTitle(resource) ?? publication.metadata.title
            if let family = style.fontFamily { title += "  ·  \(family.rawValue)" }
            canvas.draw(TextWidth.truncate(title, toWidth: header.width), at: header.origin, style: renderer.pageStyle.dimmed, clip: header)
        }
        let area = textArea(in: frame.body)
        let page = currentPage()
        let columns = columnRects(area, count: page.columns.count == 0 ? 1 : columnCount(for: area))
        for (index, column) in page.columns.enumerated() where index < columns.count {
            let rect = readingProgression == .rtl && !style.vertical ? columns[columns.count - 1 - index] : columns[index]
            renderer.draw(column, into: &canvas, in: rect)
        }
        if style.scroll, !page.hasMore, let last = page.columns.last?.last {
            drawContinuation(after: last.row, in: area, into: &canvas, renderer: renderer)
        }
        if let footer = frame.footer {
            canvas.draw(TextWidth.truncate(footerText(), toWidth: footer.width), at: footer.origin, style: renderer.pageStyle.dimmed, clip: footer)
        }
        drewFromOpening = openings.contains(resource)
    }

    /// Draws a picture over `cells` with the image filter and the page's background; when it
    /// cannot be decoded, says why under its alt text.
    private func drawPicture(_ picture: LinePicture, in cells: Rect, on canvas: inout Canvas) -> Bool {
        guard !cells.isEmpty else { return true }
        guard let (symbols, image) = pictures.picture(
            picture.source, cells: cells.size, filter: style.imageFilter,
            background: style.backgroundColor.packed, ink: style.textColor.packed, drawing: pictureDrawing
        ) else {
            var deferred = DrawnPicture(rect: cells, source: picture.source, alt: picture.alt, failure: nil, image: nil)
            deferred.isDeferred = true
            drawnPictures.append(deferred)
            return false
        }
        let pageStyle = CellStyle(foreground: style.textColor.rgb, background: style.backgroundColor.rgb)
        switch symbols {
        case .success(let drawn):
            drawn.draw(on: &canvas, at: cells.origin, style: pageStyle, clip: cells)
            drawnPictures.append(DrawnPicture(rect: cells, source: picture.source, alt: picture.alt, failure: nil, image: image))
            return true
        case .failure(let error):
            drawnPictures.append(DrawnPicture(rect: cells, source: picture.source, alt: picture.alt, failure: error.reason, image: nil))
            let reason = Self.wrapped(ControlCharacters.sanitize(error.reason), width: cells.width)
            for (index, line) in reason.prefix(cells.height - 1).enumerated() {
                canvas.draw(line, at: Point(x: cells.x, y: cells.y + 1 + index), style: pageStyle.dimmed, clip: cells)
            }
            return false
        }
    }

    /// `text` in lines of at most `width` cells, broken at spaces (a longer word is cut).
    private static func wrapped(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if TextWidth.of(candidate) <= width {
                line = candidate
            } else {
                if !line.isEmpty { lines.append(line) }
                line = TextWidth.truncate(String(word), toWidth: width)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private func renderFixed(_ fixed: FixedPagePresenter, into canvas: inout Canvas, in rect: Rect) {
        let header = publication.metadata.title + "  ·  fixed layout"
        fixed.draw(into: &canvas, in: rect, header: header, pageCount: publication.readingOrder.count) { page in
            let words = self.document(at: page).blocks.prefix(3).map(\.text).joined(separator: " ")
            return ["Page \(page + 1)"] + words.split(separator: " ").chunked(into: 4).map { $0.joined(separator: " ") }.prefix(4)
        }
    }

    // MARK: Layout

    private func replaceOpenings() {
        for index in openings { documents[index] = nil }
        openings = []
        relayout()
    }

    private func relayout() {
        layouts = [:]
        pageStarts = []
        pagination = nil
        fixed?.update(options: fixed?.options ?? FixedLayoutOptions(), viewport: fixedViewport)
        notifyIfMoved()
    }

    /// The content of resource `index`, parsed once and kept while it is near the reader: page
    /// counting reads every chapter once and keeps none, so the one on screen stays parsed.
    private func document(at index: Int, keeping: Bool = true) -> ContentDocument {
        if let document = documents[index] { return document }
        // A first frame of a very large chapter is drawn from its opening, without waiting for
        // the whole to be inflated and parsed.
        if pictureDrawing.defersDecoding, index == resource, let opening = publication.contentDocumentOpening(at: index) {
            openings.insert(index)
            documents[index] = opening
            return opening
        }
        let document: ContentDocument
        do {
            document = try publication.contentDocument(at: index)
        } catch {
            contentWarnings.append("\(error)")
            let href = publication.readingOrder[index].href
            let notice = ContentBlock(kind: .paragraph, runs: [TextRun("[This part of the book cannot be shown: \(error)]")])
            document = ContentDocument(href: href, title: nil, language: nil, blocks: [notice], anchors: [:], repairs: [])
        }
        guard keeping else { return document }
        if documents.count >= 8 { documents = documents.filter { $0.key == resource } }
        documents[index] = document
        return document
    }

    private func layout(at index: Int) -> ReflowDocumentLayout {
        if let layout = layouts[index] { return layout }
        let layout = makeLayout(at: index)
        layouts[index] = layout
        return layout
    }

    private func makeLayout(at index: Int, keepingDocument: Bool = true) -> ReflowDocumentLayout {
        let area = textArea(in: PageFrame(rect: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)).body)
        let columns = columnRects(area, count: columnCount(for: area))
        let measure = style.vertical ? area.height : (columns.first?.width ?? area.width)
        let pictureRows = style.vertical ? 1 : max(1, area.height)
        return ReflowDocumentLayout(
            document: document(at: index, keeping: keepingDocument), style: style, measure: max(1, measure),
            pictureSize: { [pictures] in pictures.naturalSize(of: $0) }, pictureRowLimit: pictureRows
        )
    }

    private func pager(for layout: ReflowDocumentLayout) -> ReflowPager {
        let area = textArea(in: PageFrame(rect: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)).body)
        let rows = style.vertical ? max(1, area.width / ReflowRenderer.verticalPitch) : max(1, area.height)
        return ReflowPager(layout: layout, rows: rows, columnCount: style.vertical ? 1 : columnCount(for: area))
    }

    private func currentPage() -> ReflowPage {
        let layout = self.layout(at: resource)
        guard let start = layout.cursor(containing: anchor) ?? layout.first else {
            let origin = ReflowDocumentLayout.Cursor(block: 0, line: 0)
            return ReflowPage(columns: [], startOffset: 0, endOffset: 0, first: origin, last: origin, lastText: origin, hasMore: false)
        }
        return pager(for: layout).page(from: start)
    }

    /// Where the page after `page` starts in the same document, nil at its end: one rule for
    /// turning pages and for counting them, so page numbers and page turns agree.
    private func nextPageStart(after page: ReflowPage, in layout: ReflowDocumentLayout) -> ReflowDocumentLayout.Cursor? {
        guard page.hasMore else { return nil }
        return layout.next(page.last).flatMap { firstTextLine(from: $0, in: layout) }
    }

    private func firstTextLine(from cursor: ReflowDocumentLayout.Cursor, in layout: ReflowDocumentLayout) -> ReflowDocumentLayout.Cursor? {
        var current: ReflowDocumentLayout.Cursor? = cursor
        while let candidate = current, layout.line(at: candidate).isGap { current = layout.next(candidate) }
        return current
    }

    /// The start of the page that ends with the document's last line of text.
    private func lastPageStart(in layout: ReflowDocumentLayout) -> ReflowDocumentLayout.Cursor? {
        var lastText = layout.last
        while let line = lastText, layout.line(at: line).isGap { lastText = layout.previous(line) }
        guard let lastText else { return layout.first }
        let pager = self.pager(for: layout)
        var start = lastText
        while let previous = layout.previous(start), pager.page(from: previous).lastText == lastText { start = previous }
        return start
    }

    private func columnCount(for area: Rect) -> Int {
        guard !style.scroll, !style.vertical else { return 1 }
        switch style.columnCount {
        case .one: return 1
        case .two: return area.width >= 20 ? 2 : 1
        case .auto: return area.width >= 90 && area.width > 2 * area.height ? 2 : 1
        }
    }

    /// The page area less the margins: the margin grows with the preference and the viewport.
    private func textArea(in body: Rect) -> Rect {
        let unit = max(1.0, Double(body.width) / 40)
        let margin = min(Int((style.pageMargins * unit).rounded()), max(0, (body.width - 8) / 2))
        return Rect(x: body.x + margin, y: body.y, width: max(1, body.width - 2 * margin), height: body.height)
    }

    private func columnRects(_ area: Rect, count: Int) -> [Rect] {
        guard count == 2 else { return [area] }
        let gutter = 3
        let width = (area.width - gutter) / 2
        return [Rect(x: area.x, y: area.y, width: width, height: area.height),
                Rect(x: area.x + width + gutter, y: area.y, width: area.width - width - gutter, height: area.height)]
    }

    /// In scroll mode the text runs on into the next resource, after a separator.
    private func drawContinuation(after lastRow: Int, in area: Rect, into canvas: inout Canvas, renderer: ReflowRenderer) {
        guard !style.vertical, resource + 1 < publication.readingOrder.count else { return }
        let separatorRow = lastRow + 2
        guard separatorRow < area.height else { return }
        let rule = String(repeating: "─", count: max(0, min(area.width, 24)))
        canvas.draw(rule, at: Point(x: area.x + (area.width - rule.count) / 2, y: area.y + separatorRow), style: renderer.pageStyle.dimmed, clip: area)
        let next = self.layout(at: resource + 1)
        guard let first = next.first else { return }
        let remaining = Rect(x: area.x, y: area.y + separatorRow + 2, width: area.width, height: area.height - separatorRow - 2)
        guard remaining.height > 0 else { return }
        let page = ReflowPager(layout: next, rows: remaining.height, columnCount: 1).page(from: first)
        if let column = page.columns.first { renderer.draw(column, into: &canvas, in: remaining) }
    }

    private func footerText() -> String {
        guard let location = currentLocation else { return "" }
        let percent = Int(((location.locations.totalProgression ?? 0) * 100).rounded())
        let position = location.locations.position ?? 1
        if style.scroll { return "scroll · \(percent)% · position \(position) of \(positions.totalPositions)" }
        let arrows = readingProgression == .rtl ? "◀ next · previous ▶" : "◀ previous · next ▶"
        let number = pageNumber.map(String.init) ?? "…"
        let count = pageCount.map(String.init) ?? "…"
        return "page \(number) of \(count) · \(percent)% · \(arrows)"
    }

    // MARK: Pages

    /// The number of the page shown, once every resource before it has been counted; the first
    /// page of a resource needs no counting of its own, so a book opened at its start has its
    /// number on the first frame.
    public var pageNumber: Int? {
        if let fixed { return fixed.currentPage + 1 }
        // Scrolled text has no pages.
        guard !style.scroll, pageStarts.count >= resource else { return nil }
        let layout = self.layout(at: resource)
        let first = currentPage().first
        let before = pageStarts[..<resource].reduce(0) { $0 + $1.count }
        guard pageStarts.count > resource else {
            let onFirstPage = layout.first.map { $0 == first } ?? true
            return onFirstPage ? before + 1 : nil
        }
        let offset = layout.isEmpty ? 0 : layout.line(at: first).startOffset
        return before + (pageStarts[resource].lastIndex { $0 <= offset } ?? 0) + 1
    }

    public var pageCount: Int? {
        if fixed != nil { return publication.readingOrder.count }
        return pageStarts.count == publication.readingOrder.count ? pageStarts.reduce(0) { $0 + $1.count } : nil
    }

    @discardableResult
    public func go(toPage number: Int) -> Bool {
        if let fixed {
            guard fixed.show(page: number - 1) else { return false }
            notifyIfMoved()
            return true
        }
        guard number >= 1 else { return false }
        paginate(until: nil)
        var remaining = number - 1
        for (index, starts) in pageStarts.enumerated() {
            if remaining < starts.count {
                resource = index
                anchor = starts[remaining]
                notifyIfMoved()
                return true
            }
            remaining -= starts.count
        }
        return false
    }

    @discardableResult
    public func paginate(until deadline: ContinuousClock.Instant?) -> Bool {
        guard fixed == nil, !style.scroll else { return true }
        let clock = ContinuousClock()
        while pageStarts.count < publication.readingOrder.count {
            if let deadline, clock.now >= deadline { return false }
            let index = pageStarts.count
            // Layouts made for counting are not kept (but the current one's), so counting a
            // whole book holds one chapter at a time.
            var (layout, next, starts) = pagination ?? {
                let layout = index == resource ? self.layout(at: index) : makeLayout(at: index, keepingDocument: false)
                return (layout, layout.first.flatMap { firstTextLine(from: $0, in: layout) } ?? layout.first, [])
            }()
            let pager = self.pager(for: layout)
            while let start = next {
                starts.append(layout.line(at: start).startOffset)
                let page = pager.page(from: start)
                next = nextPageStart(after: page, in: layout)
                if let deadline, clock.now >= deadline, next != nil {
                    pagination = (layout, next, starts)
                    return false
                }
            }
            pageStarts.append(starts.isEmpty ? [0] : starts)
            pagination = nil
        }
        return true
    }

    /// The chapter's label in the table of contents; a document's own `<title>` is often a file
    /// name or the book's title again, so it is not used.
    private func chapterTitle(_ index: Int) -> String? {
        publication.readingOrder[index].title
    }

    private func move(to locator: Locator) -> Bool {
        guard let index = publication.readingOrderIndex(of: locator.href) else { return false }
        if let fixed { return fixed.show(page: index) }
        let document = self.document(at: index)
        let count = document.characterCount
        var offset = Int(((locator.locations.progression ?? 0) * Double(count)).rounded())
        if let fragment = locator.locations.fragments.first, let target = document.anchors[fragment] { offset = target }
        if let found = TextSearch.offset(of: locator.text, in: document, near: offset) { offset = found }
        resource = index
        anchor = min(max(0, offset), max(0, count - 1))
        return true
    }

    private func notifyIfMoved() { observers.notifyIfChanged(currentLocation) }
}

/// The rows of a page kept for its header and footer, when there is room for them.
struct PageFrame {
    let header: Rect?
    let body: Rect
    let footer: Rect?

    init(rect: Rect) {
        if rect.height >= 6 {
            header = Rect(x: rect.x + 1, y: rect.y, width: max(0, rect.width - 2), height: 1)
            footer = Rect(x: rect.x + 1, y: rect.maxY - 1, width: max(0, rect.width - 2), height: 1)
            body = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 2)
        } else {
            header = nil
            footer = nil
            body = rect
        }
    }
}

extension Array {
    /// The elements in consecutive groups of `size`.
    func chunked(into size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
