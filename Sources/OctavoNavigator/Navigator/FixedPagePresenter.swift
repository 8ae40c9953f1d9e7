import OctavoPublication
import OctavoCanvas

/// Paging through fixed pages (PDF pages, fixed-layout EPUB pages) for a navigator: the current
/// spread or scroll offset, moves, and drawing, on top of the fixed-page geometry.
final class FixedPagePresenter {
    let pages: PageSizeTable
    private(set) var options: FixedLayoutOptions
    private(set) var viewport: Size
    private var geometry: FixedPageGeometry
    private var position: FixedPosition = .spread(0)
    /// The page last gone to, until the view moves on: in scroll mode its place may be an
    /// estimate (see `placePagesRead`), and it is put at the top again once its place is known.
    private var shownPage: Int?

    init(pages: PageSizeTable, options: FixedLayoutOptions, viewport: Size) {
        self.pages = pages
        self.options = options
        self.viewport = viewport
        geometry = FixedPageGeometry(pages: pages, options: options, viewport: viewport)
    }

    /// Everything the drawing depends on, to tell whether a frame drawn earlier still holds.
    var drawingKey: DrawingKey { DrawingKey(options: options, position: position) }

    struct DrawingKey: Hashable {
        var options: FixedLayoutOptions
        var position: FixedPosition
    }

    /// The first page on screen, in reading order: the current location.
    var currentPage: Int { geometry.visiblePages(at: position).first ?? 0 }

    /// The pages on screen, in reading order.
    var visiblePages: [Int] { geometry.visiblePages(at: position) }

    /// Rebuilds the geometry, keeping the current page on screen.
    /// Takes new options or a new size; false when they are the ones in use.
    @discardableResult
    func update(options: FixedLayoutOptions, viewport: Size) -> Bool {
        guard options != self.options || viewport != self.viewport else { return false }
        let page = currentPage
        self.options = options
        self.viewport = viewport
        geometry = FixedPageGeometry(pages: pages, options: options, viewport: viewport)
        position = geometry.position(showing: page)
        shownPage = page
        return true
    }

    func show(page: Int) -> Bool {
        guard page >= 0, page < pages.count else { return false }
        // Placed exactly at once, so that the location told before the next frame is the page's:
        // reading through it reads the pages after it to the end when it is near the end.
        if geometry.isEstimated, page >= geometry.knownPageCount {
            _ = pages[page]
            geometry = FixedPageGeometry(pages: pages, options: options, viewport: viewport)
        }
        position = geometry.position(showing: page)
        shownPage = page
        return true
    }

    func forward() -> Bool {
        shownPage = nil
        switch position {
        case .spread(let index, _):
            guard index + 1 < geometry.spreads.count else { return false }
            position = .spread(index + 1)
        case .scroll(let offset):
            guard offset < geometry.maxScrollOffset else { return false }
            position = geometry.clamped(.scroll(offset: offset + max(1, geometry.viewportLength - 1)))
        }
        return true
    }

    func backward() -> Bool {
        shownPage = nil
        switch position {
        case .spread(let index, _):
            guard index > 0 else { return false }
            position = .spread(index - 1)
        case .scroll(let offset):
            guard offset > 0 else { return false }
            position = geometry.clamped(.scroll(offset: offset - max(1, geometry.viewportLength - 1)))
        }
        return true
    }

    /// How far through the scroll extent the view is, for a footer.
    var scrollFraction: Double? {
        guard case .scroll(let offset) = position, geometry.maxScrollOffset > 0 else { return nil }
        return Double(offset) / Double(geometry.maxScrollOffset)
    }

    /// Scroll mode places the spreads whose pages' sizes are not read yet by estimate; those on
    /// screen are read to be drawn, and the geometry is then made again, the view kept at the
    /// same place of the same spread (the spreads placed exactly before do not move), or on the
    /// page gone to: near the end, its estimated place may have been cut to the estimated end.
    private func placePagesRead() {
        for _ in 0..<3 {
            _ = geometry.visiblePages(at: position)
            guard geometry.isEstimated, pages.knownCount > geometry.knownPageCount else { return }
            let anchor: (spread: Int, within: Int)? = if case .scroll(let offset) = position { geometry.anchor(of: offset) } else { nil }
            geometry = FixedPageGeometry(pages: pages, options: options, viewport: viewport)
            if let shownPage {
                position = geometry.position(showing: shownPage)
            } else if let anchor {
                position = .scroll(offset: geometry.offset(of: anchor))
            }
        }
    }

    /// Draws the pages in `rect` under a header line and above a footer that gives the page (and
    /// the scroll position), as both the PDF and the fixed-layout EPUB navigators show them.
    func draw(into canvas: inout Canvas, in rect: Rect, header: String, pageCount: Int, labels: (Int) -> [String], drawPage: FixedPageRenderer.PageDrawer? = nil) {
        let frame = PageFrame(rect: rect)
        let ink = CellStyle(foreground: RGBColor(hex: 0xE0E0E0), background: options.backgroundColor)
        canvas.fill(rect, style: ink)
        update(options: options, viewport: frame.body.size)
        placePagesRead()
        canvas.draw(FixedPageRenderer.render(geometry: geometry, labels: labels, position: position, drawPage: drawPage), at: frame.body.origin, clip: frame.body)
        if let area = frame.header {
            canvas.draw(TextWidth.truncate(header, toWidth: area.width), at: area.origin, style: ink.dimmed, clip: area)
        }
        if let area = frame.footer {
            var text = "page \(currentPage + 1) of \(pageCount)"
            if let fraction = scrollFraction { text += " · scroll \(Int((fraction * 100).rounded()))%" }
            canvas.draw(TextWidth.truncate(text, toWidth: area.width), at: area.origin, style: ink.dimmed, clip: area)
        }
    }

    /// The locator of the first page on screen, one resource of the reading order per page.
    func locator(in readingOrder: [Link], type: String, title: String?) -> Locator {
        let page = currentPage
        return Locator(
            href: readingOrder[page].href, type: type, title: title,
            locations: .init(progression: 0, totalProgression: Double(page) / Double(readingOrder.count), position: page + 1)
        )
    }
}
