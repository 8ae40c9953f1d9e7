import OctavoCanvas
import OctavoGraphics
import OctavoNavigator
import OctavoPreferences
import OctavoPublication

/// The page-picture thread's own navigator, laid out in pixels: given the screen's preferences
/// and location, it draws the page from there and encodes it for the terminal.
final class PixelNavigator {
    private let epub: EPUBNavigator?
    private let pdf: PDFNavigator?
    private var pictures = 0

    struct DrawingError: Error, CustomStringConvertible {
        let description: String
    }

    init(opening: SessionOpening) throws {
        let publication = opening.publication
        if publication.format == .pdf {
            pdf = try PDFNavigator(publication: publication, initialLocation: nil, config: .init(preferences: PDFPreferences(), defaults: opening.pdfDefaults))
            epub = nil
        } else {
            epub = try EPUBNavigator(publication: publication, initialLocation: nil, config: .init(preferences: EPUBPreferences(), defaults: opening.epubDefaults))
            pdf = nil
        }
    }

    func draw(_ request: PagePictureWorker.Request) throws -> PagePictureWorker.Drawn {
        var warnings: [PreferencesDecodingWarning] = []
        let page: PixelPage?
        if let epub {
            try place(epub, as: request)
            page = epub.renderPixelPage()
        } else if let pdf {
            pdf.submitPreferences(PDFPreferences(jsonObject: request.preferences, warnings: &warnings))
            if let locator = request.locator, !pdf.go(to: locator) { throw DrawingError(description: "the screen's page could not be found") }
            page = pdf.renderPixelPage(device: request.device)
        } else {
            page = nil
        }
        guard let image = page?.image else { throw DrawingError(description: "the page could not be drawn in pixels") }
        let sequence: [UInt8]
        var removal: [UInt8]?
        switch request.pixelProtocol {
        case .kitty where request.usesPlaceholders:
            let id = PagePictureWorker.placeholderImage
            let rect = request.rect
            let placed = KittyGraphics.placeholderDisplay(image, id: id, left: rect.x, top: rect.y, columns: rect.width, rows: rect.height)
            sequence = placed.transmission.flatMap(TmuxPassthrough.wrap) + placed.cells
            removal = TmuxPassthrough.wrap(KittyGraphics.deletion(id: UInt32(id)))
        case .kitty:
            sequence = KittyGraphics.display(image, id: PagePictureWorker.kittyImage, columns: request.rect.width, rows: request.rect.height)
        case .sixel:
            do {
                let cell = (width: request.cellSize.width, height: request.cellSize.height)
                sequence = Array(try GraphicsEncoder.encode(image, columns: request.rect.width, rows: request.rect.height, as: .sixel, cellPixels: cell).utf8)
            } catch {
                throw DrawingError(description: error.reason)
            }
        }
        pictures += 1
        let picture = TerminalPicture(rect: request.rect, pixelProtocol: request.pixelProtocol, sequence: sequence, key: pictures, removal: removal)
        return PagePictureWorker.Drawn(request: request, image: image, picture: picture, fontSubstitution: page?.fontSubstitution)
    }

    /// The line under the page `request` shows and where the pages before and after it start,
    /// in pages of pixels; nil for a PDF, whose pages are the same in cells.
    func turns(for request: PagePictureWorker.Request) throws -> PagePictureWorker.PageTurns? {
        guard let epub else { return nil }
        try place(epub, as: request)
        let footer = epub.footerText
        guard let start = epub.currentLocation else { return PagePictureWorker.PageTurns(footer: footer, next: nil, previous: nil) }
        let next = epub.goForward() ? epub.currentLocation : nil
        epub.go(to: start)
        let previous = epub.goBackward() ? epub.currentLocation : nil
        epub.go(to: start)
        return PagePictureWorker.PageTurns(footer: footer, next: next, previous: previous)
    }

    /// Counts the pages in pixels until `deadline`; true once they are all counted.
    func countPages(until deadline: ContinuousClock.Instant) -> Bool {
        epub?.paginate(until: deadline) ?? true
    }

    /// Puts the navigator in pixels at the preferences, size and place of `request`.
    private func place(_ epub: EPUBNavigator, as request: PagePictureWorker.Request) throws {
        var warnings: [PreferencesDecodingWarning] = []
        epub.submitPreferences(EPUBPreferences(jsonObject: request.preferences, warnings: &warnings))
        try epub.usePixels(request.device)
        if let locator = request.locator, !epub.go(to: locator) { throw DrawingError(description: "the screen's place in the book could not be found") }
    }
}
