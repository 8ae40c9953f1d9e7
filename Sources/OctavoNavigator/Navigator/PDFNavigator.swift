import FoundationEssentials
import OctavoPublication
import OctavoCanvas
import OctavoGraphics
import OctavoPreferences

/// A simulated PDF navigator: pages rendered by poppler and drawn as cells by chafa, laid out as
/// the PDF preferences say (fit, spreads, first-page offset, scroll axis, spacing, scrollbar,
/// the background colour around them).
/// The location is the page: `locations.position` is the page number.
public final class PDFNavigator: Configurable, VisualNavigator {
    public typealias Configuration = NavigatorConfiguration<PDFPreferences, PDFDefaults>

    public let publication: Publication
    public let defaults: PDFDefaults
    public private(set) var preferences: PDFPreferences
    public private(set) var settings: PDFSettings

    public var viewport = Viewport(width: 80, height: 24) {
        didSet { if viewport != oldValue { update() } }
    }

    private let presenter: FixedPagePresenter
    private let pictures: PictureLibrary

    /// How pages become cells; a change redraws them but moves nothing.
    public var pictureDrawing = PictureDrawing()
    public private(set) var drawnPictures: [DrawnPicture] = []
    private var renderCache = RenderCache<DrawingKey>()
    private let observers = LocationObservers()

    public init(publication: Publication, initialLocation: Locator?, config: Configuration) throws {
        guard publication.format == .pdf else {
            throw PublicationError(file: publication.url.path, problem: "is not a PDF; open it with EPUBNavigator")
        }
        self.publication = publication
        defaults = config.defaults
        preferences = config.preferences
        let editor = PDFPreferencesEditor(initialPreferences: config.preferences, metadata: publication.metadata, defaults: config.defaults)
        settings = editor.settings
        pictures = PictureLibrary(publication: publication)
        presenter = FixedPagePresenter(pages: publication.pageSizeTable, options: FixedLayoutOptions(editor: editor), viewport: Size(width: 80, height: 24))
        if let initialLocation { _ = move(to: initialLocation) }
    }

    public func submitPreferences(_ preferences: PDFPreferences) {
        self.preferences = preferences
        settings = editor(of: preferences).settings
        update()
    }

    public func editor(of preferences: PDFPreferences) -> PDFPreferencesEditor {
        PDFPreferencesEditor(initialPreferences: preferences, metadata: publication.metadata, defaults: defaults)
    }

    public var readingProgression: ReadingProgression { settings.readingProgression }

    public func observeLocation(_ observer: @escaping (Locator) -> Void) -> LocationObservation {
        observers.add(observer) { currentLocation }
    }

    public var currentLocation: Locator? {
        guard !publication.readingOrder.isEmpty else { return nil }
        return presenter.locator(in: publication.readingOrder, type: "application/pdf", title: "Page \(presenter.currentPage + 1)")
    }

    @discardableResult
    public func go(to locator: Locator) -> Bool {
        guard move(to: locator) else { return false }
        notifyIfMoved()
        return true
    }

    @discardableResult
    public func go(to link: Link) -> Bool {
        guard let page = Self.page(in: link.href, of: publication) else { return false }
        guard presenter.show(page: page) else { return false }
        notifyIfMoved()
        return true
    }

    @discardableResult
    public func goForward() -> Bool {
        guard presenter.forward() else { return false }
        notifyIfMoved()
        return true
    }

    @discardableResult
    public func goBackward() -> Bool {
        guard presenter.backward() else { return false }
        notifyIfMoved()
        return true
    }

    public var pageNumber: Int? { presenter.currentPage + 1 }
    public var pageCount: Int? { publication.readingOrder.count }

    /// A PDF's pages are its own: nothing to count.
    @discardableResult
    public func paginate(until deadline: ContinuousClock.Instant?) -> Bool { true }

    @discardableResult
    public func go(toPage number: Int) -> Bool {
        guard presenter.show(page: number - 1) else { return false }
        notifyIfMoved()
        return true
    }

    public func render(into canvas: inout Canvas, in rect: Rect) {
        canvas.draw(renderPage(size: rect.size), at: rect.origin, clip: rect)
        drawnPictures = drawnPictures.map { $0.moved(by: rect.origin) }
    }

    public func renderPage(size: Size) -> Canvas {
        let key = DrawingKey(size: size, viewport: viewport, presenter: presenter.drawingKey, pictureDrawing: pictureDrawing)
        var (page, pictures) = renderCache.page(key: key, size: size) { page, bounds in draw(into: &page, in: bounds) }
        if pictures.contains(where: \.isPending) {
            // A page still being drawn is not kept: the next frame draws it. A page shown after it
            // that was not prepared (scrolling shows more) waited for the prepared ones to be
            // drawn itself, so they may be done already, and are drawn now.
            renderCache.forget()
            if !publication.isPreparingPages {
                (page, pictures) = renderCache.page(key: key, size: size) { page, bounds in draw(into: &page, in: bounds) }
            }
        }
        drawnPictures = pictures
        return page
    }

    /// Everything a drawing of the pages depends on.
    private struct DrawingKey: Hashable {
        var size: Size
        var viewport: Viewport
        var presenter: FixedPagePresenter.DrawingKey
        var pictureDrawing: PictureDrawing
    }

    private func draw(into canvas: inout Canvas, in rect: Rect) -> [DrawnPicture] {
        var drawn: [DrawnPicture] = []
        let offset = PageFrame(rect: rect).body.origin
        /// The last line of the box drawn for a page that is not drawn: why, or that it is coming.
        var note = ""
        presenter.draw(
            into: &canvas, in: rect, header: publication.metadata.title, pageCount: publication.readingOrder.count,
            labels: { [publication] page in
                let size = publication.pageSizeTable[page]
                return ["Page \(page + 1)", "\(ValueFormat.decimal(size.width)) × \(ValueFormat.decimal(size.height)) pt", note]
            },
            drawPage: { [pictures, pictureDrawing] page, frame, clip, canvas in
                func picture(failure: String? = nil, image: PixelImage? = nil) -> DrawnPicture {
                    let placed = Rect(x: frame.x + offset.x, y: frame.y + offset.y, width: frame.width, height: frame.height)
                    var picture = DrawnPicture(rect: placed, source: "page \(page + 1)", alt: "Page \(page + 1)", failure: failure, image: image)
                    picture.page = page
                    return picture
                }
                guard let (cells, image) = pictures.page(page, cells: frame.size, drawing: pictureDrawing) else {
                    // Still being drawn: its frame and number stand in for it, the settings
                    // beside it are not held back, and the page follows in the next frame.
                    note = "drawing…"
                    var pending = picture()
                    pending.isDeferred = true
                    pending.isPending = true
                    drawn.append(pending)
                    return false
                }
                switch cells {
                case .success(let symbols):
                    symbols.draw(on: &canvas, at: frame.origin, style: CellStyle(foreground: RGBColor(hex: 0), background: RGBColor(hex: 0xFFFFFF)), clip: clip)
                    var drawnPage = picture(image: image)
                    // Drawn in half blocks for the first frame: chafa's symbols come next.
                    drawnPage.isDeferred = pictureDrawing.defersDecoding
                    drawn.append(drawnPage)
                    return true
                case .failure(let error):
                    note = error.reason
                    drawn.append(picture(failure: error.reason))
                    return false
                }
            }
        )
        return drawn
    }

    public private(set) var lastSubmissionChangedPage = false

    /// The grey a PDF page is shown on, in pixels.
    static let pixelBackground: UInt32 = 0x808080

    /// The current page drawn by poppler at the pixels it is shown at: as large as `device`
    /// holds it whole, centred on grey. Its box is the content box; it has no lines of text.
    public func renderPixelPage(device: PixelDevice) -> PixelPage? {
        let index = presenter.currentPage
        let size = publication.pageSizeTable[index]
        guard size.width > 0, size.height > 0, device.width > 0, device.height > 0 else { return nil }
        let scale = min(Double(device.width) / size.width, Double(device.height) / size.height)
        let width = max(1, min(device.width, Int((size.width * scale).rounded())))
        let height = max(1, min(device.height, Int((size.height * scale).rounded())))
        guard let page = publication.renderPage(index, width: width, height: height) else { return nil }
        let box = PixelPage.Box(x: (device.width - width) / 2, y: (device.height - height) / 2, width: width, height: height)
        var image = PixelImage.filled(width: device.width, height: device.height, color: Self.pixelBackground)
        image.paste(page, x: box.x, y: box.y)
        return PixelPage(
            image: image, device: device, fontSize: nil, fontFamily: nil, contentBox: box, lines: [],
            pictures: [PixelPage.Picture(box: box, source: "page \(index + 1)")]
        )
    }

    private func update() {
        let body = PageFrame(rect: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)).body
        lastSubmissionChangedPage = presenter.update(options: FixedLayoutOptions(editor: editor(of: preferences)), viewport: body.size)
        notifyIfMoved()
    }

    private func move(to locator: Locator) -> Bool {
        if let position = locator.locations.position, position >= 1, presenter.show(page: position - 1) { return true }
        if let page = Self.page(in: locator.href, of: publication) { return presenter.show(page: page) }
        // A locator from elsewhere may carry any number: a progression is a fraction.
        if let total = locator.locations.totalProgression, total.isFinite {
            let count = publication.readingOrder.count
            return presenter.show(page: min(count - 1, Int(min(max(total, 0), 1) * Double(count))))
        }
        // A locator that carries only text (a highlight or a note kept by another reader)
        // goes to the first page whose text holds it.
        if let highlight = locator.text.highlight?.trimmingWhitespace(), !highlight.isEmpty,
           let page = publication.readingOrder.indices.first(where: { publication.text(ofPage: $0).contains(highlight) }) {
            return presenter.show(page: page)
        }
        return false
    }

    /// The page an href names: a `#page=N` fragment, or a page link of the reading order.
    private static func page(in href: String, of publication: Publication) -> Int? {
        if let index = publication.readingOrder.firstIndex(where: { $0.href == href }) { return index }
        let link = Link(href: href)
        guard let fragment = link.fragment, fragment.hasPrefix("page="), let number = Int(fragment.dropFirst(5)) else { return nil }
        return (1...publication.readingOrder.count).contains(number) ? number - 1 : nil
    }

    private func notifyIfMoved() { observers.notifyIfChanged(currentLocation) }
}
