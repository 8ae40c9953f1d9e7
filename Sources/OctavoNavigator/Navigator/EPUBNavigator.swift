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
    /// Problems met while reading content, one line each: a resource that cannot be read (shown
    /// as a notice in its place), and what a resource left out past a limit of the book's budget.
    public internal(set) var contentWarnings: [String] = []

    public var viewport = Viewport(width: 80, height: 24) {
        didSet { if viewport != oldValue { relayout() } }
    }

    var resource = 0
    var anchor = 0
    var style: ReflowStyle
    var documents: [Int: ContentDocument] = [:]
    var layouts: [Int: ReflowDocumentLayout] = [:]
    /// The page `currentPage()` last paged, until the layouts are made again.
    var shownPage: (resource: Int, anchor: Int, page: ReflowPage)?
    let positions: PublicationPositions
    /// For each resource counted so far, in reading order, where its pages start (the offsets a
    /// reader turning pages forward from its beginning lands on) at the current style and size.
    var pageStarts: [[Int]] = []
    /// The resource being counted: its layout and the next page's first line.
    var pagination: (layout: ReflowDocumentLayout, next: ReflowDocumentLayout.Cursor?, starts: [Int])?
    /// Fixed-layout books show pages as boxes, like a PDF.
    let fixed: FixedPagePresenter?
    private let observers = LocationObservers()
    let pictures: PictureLibrary

    /// How pictures become cells; a change redraws them but lays nothing out again, except
    /// that once drawing no longer defers, a chapter drawn from its opening is laid out again
    /// from the whole of it.
    public var pictureDrawing = PictureDrawing() {
        didSet { if !pictureDrawing.defersDecoding, !openings.isEmpty { replaceOpenings() } }
    }
    public internal(set) var drawnPictures: [DrawnPicture] = []
    public internal(set) var drewFromOpening = false
    /// Resources whose document is, for now, only their opening.
    var openings: Set<Int> = []
    var renderCache = RenderCache<DrawingKey>()
    /// The device pages are laid out for in pixels; nil lays them out in cells.
    public internal(set) var pixelDevice: PixelDevice?
    /// Pango's typesetter, made when pixels are first asked for.
    var typesetter: Typesetter?
    var madeTypesetting: PixelTypesetting?
    /// The families of the fonts the book embeds, by their paths, once registered with
    /// fontconfig (`bookFamilies(for:)`); nil for a font that could not be read.
    var bookFonts: [String: String?] = [:]

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
            lastSubmissionChangedPage = pixelDevice == nil ? newStyle.inCells != style.inCells : newStyle != style
        }
        if newStyle != style {
            // In pixels the family, the weight and ligatures change the widths of text too.
            let relaysOut = pixelDevice == nil ? newStyle.layout != style.layout : newStyle.pixelLayout != style.pixelLayout
            style = newStyle
            if relaysOut { relayout() }
        }
        notifyIfMoved()
    }

    public private(set) var lastSubmissionChangedPage = false

    var fixedViewport: Size {
        // In pixels, spreads follow the device's proportions; the fixed pages' geometry takes a
        // cell as twice as tall as it is wide, so a device pixel is given as a cell one pixel
        // wide and two tall.
        if let pixelDevice { return Size(width: pixelDevice.width, height: max(1, pixelDevice.height / 2)) }
        return PageFrame(rect: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)).body.size
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
        // Once pages are counted, back is the counted page before, so that turning forward
        // and back visit the same pages and each keeps its number.
        if let counted = countedPageStart(before: currentPage().startOffset) {
            (resource, anchor) = counted
        } else if let start = layout.cursor(containing: anchor), let previous = pager.previousPageStart(before: start) {
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

    /// The chapter's label in the table of contents; a document's own `<title>` is often a file
    /// name or the book's title again, so it is not used.
    func chapterTitle(_ index: Int) -> String? {
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

    func notifyIfMoved() { observers.notifyIfChanged(currentLocation) }
}
