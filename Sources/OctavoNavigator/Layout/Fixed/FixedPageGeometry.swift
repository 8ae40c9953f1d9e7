import OctavoPublication
import OctavoCanvas

/// Places fixed-layout pages in terminal cells, the one place where points become cells.
///
/// - Scale: a cell is about twice as tall as it is wide, so a page of w×h points at scale `s`
///   takes `round(w·s)` columns and `round(h·s/2)` rows. Each page is rounded on its own so
///   equal pages stay equal; when two rounded widths overflow the viewport by a column, the
///   wider page gives it back. A page keeps at least 3×3 cells, the smallest frame with an inside.
/// - Fit: `.page` fits the whole spread in the viewport; `.width` fills the viewport's width and
///   lets the spread run past its bottom. `.auto` is `.width` in vertical scroll, where scrolling
///   exists to read tall pages (as PDF viewers' continuous mode does), and `.page` otherwise.
/// - Spacing: `round(pageSpacing/12)` columns between pages side by side and
///   `round(pageSpacing/24)` rows between stacked pages. Half as many rows as columns keeps the
///   gap about the same physical size both ways; a 4 pt step changes the gap every third step.
///   At 0 the pages touch, but each keeps its own frame, so they stay apart.
///
/// Paginated mode lays out the asked-for spread only. Scroll mode needs every spread's length
/// along the axis to know where each starts, but that is arithmetic: nothing is drawn and no
/// label is asked for until a spread is on screen. It is exact for the spreads whose pages'
/// sizes are read already (a PDF reads a hundred as it opens, the rest as they are needed, as
/// poppler loads a page to tell its size): each later spread is taken to be as long as the last
/// of those, until its pages are read. A spread's start depends only on those before it, so
/// reading more pages moves none of the spreads already placed exactly.
struct FixedPageGeometry: Sendable {
    let options: FixedLayoutOptions
    let viewport: Size
    let spreads: FixedSpreads
    /// The viewport minus the scrollbar; pages are fitted to it.
    let contentRegion: Rect
    /// `.page` or `.width`, with `.auto` resolved.
    let fit: Fit
    /// Cells from the strip's start to its end along the scroll axis; 0 when paginated.
    let scrollExtent: Int
    private let sizer: SpreadSizer
    /// Scroll mode only: where each spread whose pages' sizes were known starts along the axis,
    /// and how long it is; the later ones follow from `tailStart`, every `estimatedLength +
    /// scrollGap` cells.
    private let slotStarts: [Int]
    private let slotLengths: [Int]
    private let tailStart: Int
    private let estimatedLength: Int
    private let scrollGap: Int
    /// How many pages, from the first, had their sizes read when the geometry was made.
    let knownPageCount: Int

    init(pages: [PDFPageSize], options: FixedLayoutOptions, viewport: Size) {
        self.init(pages: PageSizeTable(pages), options: options, viewport: viewport)
    }

    /// Only the spreads laid out ask for their pages' sizes; scrolling places the others by
    /// estimate (see above).
    init(pages: PageSizeTable, options: FixedLayoutOptions, viewport: Size) {
        self.options = options
        self.viewport = viewport
        spreads = FixedSpreads(pageCount: pages.count, options: options, viewport: viewport)
        let width = max(0, viewport.width)
        let height = max(0, viewport.height)
        let hasBar = options.scroll && options.visibleScrollbar
        switch (hasBar, options.scrollAxis) {
        case (true, .vertical): contentRegion = Rect(x: 0, y: 0, width: max(0, width - 1), height: height)
        case (true, .horizontal): contentRegion = Rect(x: 0, y: 0, width: width, height: max(0, height - 1))
        case (false, _): contentRegion = Rect(x: 0, y: 0, width: width, height: height)
        }
        fit = Self.resolvedFit(options)
        sizer = SpreadSizer(
            pages: pages, spreads: spreads, fit: fit, region: contentRegion.size,
            gap: Self.gapColumns(pageSpacing: options.pageSpacing), progression: options.readingProgression
        )
        guard options.scroll else {
            slotStarts = []
            slotLengths = []
            tailStart = 0
            estimatedLength = 0
            scrollGap = 0
            knownPageCount = pages.knownCount
            scrollExtent = 0
            return
        }
        let vertical = options.scrollAxis == .vertical
        let gap = vertical ? Self.gapRows(pageSpacing: options.pageSpacing) : Self.gapColumns(pageSpacing: options.pageSpacing)
        // The first spread's pages at least, to take the others' length from.
        if let last = spreads.pages(at: 0).last, last >= pages.knownCount { _ = pages[last] }
        let known = pages.knownCount
        var starts: [Int] = []
        var lengths: [Int] = []
        var cursor = 0
        var index = 0
        while index < spreads.count, let last = spreads.pages(at: index).last, last < known {
            let size = sizer.layout(index).size
            let length = vertical ? size.height : size.width
            starts.append(cursor)
            lengths.append(length)
            cursor += length + gap
            index += 1
        }
        slotStarts = starts
        slotLengths = lengths
        tailStart = cursor
        estimatedLength = lengths.last ?? 0
        scrollGap = gap
        knownPageCount = known
        let estimated = spreads.count - starts.count
        scrollExtent = spreads.count > 0 ? cursor + estimated * (estimatedLength + gap) - gap : 0
    }

    /// Whether some spreads are placed by estimate, their pages' sizes not read yet.
    var isEstimated: Bool { options.scroll && slotStarts.count < spreads.count }

    /// Scroll mode: where spread `index` starts along the axis, and how long it is.
    private func slotStart(_ index: Int) -> Int {
        index < slotStarts.count ? slotStarts[index] : tailStart + (index - slotStarts.count) * (estimatedLength + scrollGap)
    }

    private func slotLength(_ index: Int) -> Int {
        index < slotLengths.count ? slotLengths[index] : estimatedLength
    }

    static func gapColumns(pageSpacing: Double) -> Int {
        Int((clampedSpacing(pageSpacing) / 12).rounded())
    }

    static func gapRows(pageSpacing: Double) -> Int {
        Int((clampedSpacing(pageSpacing) / 24).rounded())
    }

    private static func clampedSpacing(_ points: Double) -> Double {
        points.isFinite ? min(max(points, 0), 200) : 0
    }

    static func resolvedFit(_ options: FixedLayoutOptions) -> Fit {
        switch options.fit {
        case .page, .width: options.fit
        case .auto: options.scroll && options.scrollAxis == .vertical ? .width : .page
        }
    }

    /// How far one screenful reaches along the direction of movement: rows in paginated mode
    /// (for a spread taller than the viewport) and vertical scroll, columns in horizontal scroll.
    var viewportLength: Int {
        options.scroll && options.scrollAxis == .horizontal ? contentRegion.width : contentRegion.height
    }

    var maxScrollOffset: Int { max(0, scrollExtent - viewportLength) }

    /// Rows of paginated spread `index`; more than the viewport when fit width makes it overflow.
    func spreadHeight(at index: Int) -> Int {
        sizer.layout(index).size.height
    }

    /// Brings a position into the document and into this mode. A spread index given in scroll
    /// mode scrolls to that spread; a scroll offset given in paginated mode names no spread,
    /// so it shows the first (callers switching modes should go through ``position(showing:)``).
    func clamped(_ position: FixedPosition) -> FixedPosition {
        let lastSpread = max(0, spreads.count - 1)
        switch (options.scroll, position) {
        case (true, .scroll(let offset)):
            return .scroll(offset: min(max(0, offset), maxScrollOffset))
        case (true, .spread(let index, _)):
            return self.position(showing: spreads.pages(at: min(max(0, index), lastSpread)).first ?? 0)
        case (false, .spread(let index, let rowOffset)):
            let spread = min(max(0, index), lastSpread)
            let maxRowOffset = max(0, spreadHeight(at: spread) - contentRegion.height)
            return .spread(spread, rowOffset: min(max(0, rowOffset), maxRowOffset))
        case (false, .scroll):
            return .spread(0)
        }
    }

    /// The position whose screen starts with `page`, for opening a locator or switching modes.
    func position(showing page: Int) -> FixedPosition {
        let spread = spreads.index(containing: page)
        guard options.scroll else { return .spread(spread) }
        guard spread < spreads.count else { return .scroll(offset: 0) }
        return .scroll(offset: min(slotStart(spread), maxScrollOffset))
    }

    /// Scroll mode: the spread at `offset` and how far into it the offset is, to find the same
    /// place again in a geometry made once more pages are read.
    func anchor(of offset: Int) -> (spread: Int, within: Int) {
        let spread = min(firstSlot(endingAfter: offset), max(0, spreads.count - 1))
        return (spread, offset - slotStart(spread))
    }

    /// Scroll mode: the offset of an `anchor(of:)`.
    func offset(of anchor: (spread: Int, within: Int)) -> Int {
        min(max(0, slotStart(anchor.spread) + anchor.within), maxScrollOffset)
    }

    /// The pages at least partly on screen, in on-screen order, in viewport cells.
    func frames(at position: FixedPosition) -> [FixedPageFrame] {
        switch clamped(position) {
        case .spread(let index, let rowOffset):
            let layout = sizer.layout(index)
            let dx = contentRegion.x + max(0, (contentRegion.width - layout.size.width) / 2)
            let dy = layout.size.height > contentRegion.height
                ? contentRegion.y - rowOffset
                : contentRegion.y + (contentRegion.height - layout.size.height) / 2
            return layout.frames.map { FixedPageFrame(page: $0.page, frame: $0.frame.offsetBy(dx: dx, dy: dy)) }
        case .scroll(let offset):
            return scrolledFrames(offset: offset)
        }
    }

    /// Reading order, so the first one is the navigator's current location.
    func visiblePages(at position: FixedPosition) -> [Int] {
        frames(at: position).map(\.page).sorted()
    }

    /// Where the scrollbar goes, or nil when there is none to draw.
    var scrollbarTrack: Rect? {
        guard options.scroll, options.visibleScrollbar, viewport.width > 0, viewport.height > 0 else { return nil }
        switch options.scrollAxis {
        case .vertical: return Rect(x: viewport.width - 1, y: 0, width: 1, height: viewport.height)
        case .horizontal: return Rect(x: 0, y: viewport.height - 1, width: viewport.width, height: 1)
        }
    }

    private func scrolledFrames(offset: Int) -> [FixedPageFrame] {
        let vertical = options.scrollAxis == .vertical
        let end = offset + viewportLength
        var index = firstSlot(endingAfter: offset)
        var result: [FixedPageFrame] = []
        while index < spreads.count, slotStart(index) < end {
            let layout = sizer.layout(index)
            let along = slotStart(index) - offset
            let dx = vertical ? contentRegion.x + max(0, (contentRegion.width - layout.size.width) / 2) : contentRegion.x + along
            let dy = vertical ? contentRegion.y + along : contentRegion.y + max(0, (contentRegion.height - layout.size.height) / 2)
            for placed in layout.frames {
                let frame = placed.frame.offsetBy(dx: dx, dy: dy)
                if !frame.intersection(contentRegion).isEmpty {
                    result.append(FixedPageFrame(page: placed.page, frame: frame))
                }
            }
            index += 1
        }
        return result
    }

    /// Binary search, so that finding the screen in a long document does not walk all of it.
    private func firstSlot(endingAfter offset: Int) -> Int {
        var low = 0
        var high = spreads.count
        while low < high {
            let middle = (low + high) / 2
            if slotStart(middle) + slotLength(middle) > offset {
                high = middle
            } else {
                low = middle + 1
            }
        }
        return low
    }
}

/// Sizes one spread at a time from its pages' sizes in points.
private struct SpreadSizer: Sendable {
    let pages: PageSizeTable
    let spreads: FixedSpreads
    let fit: Fit
    let region: Size
    /// Columns between the pages of a spread.
    let gap: Int
    let progression: ReadingProgression

    /// Frames in on-screen order relative to the spread's top-left corner, each page centred
    /// vertically on the tallest.
    func layout(_ index: Int) -> (frames: [FixedPageFrame], size: Size) {
        let order = FixedSpreads.onScreenOrder(spreads.pages(at: index), readingProgression: progression)
        guard !order.isEmpty else { return ([], Size(width: 0, height: 0)) }
        let sizes = order.map { Self.usable(pages[$0]) }
        let available = max(0, region.width - gap * (order.count - 1))
        let totalWidth = sizes.reduce(0) { $0 + $1.width }
        let tallest = sizes.map(\.height).max() ?? 1
        var scale = Double(available) / totalWidth
        if fit == .page {
            scale = min(scale, 2 * Double(max(0, region.height)) / tallest)
        }
        var widths = sizes.map { max(3, Int(($0.width * scale).rounded())) }
        while widths.reduce(0, +) > available,
              let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > 3 {
            widths[widest] -= 1
        }
        let heights = sizes.map { max(3, Int(($0.height * scale / 2).rounded())) }
        let height = heights.max() ?? 0
        var x = 0
        var frames: [FixedPageFrame] = []
        for (slot, page) in order.enumerated() {
            let frame = Rect(x: x, y: (height - heights[slot]) / 2, width: widths[slot], height: heights[slot])
            frames.append(FixedPageFrame(page: page, frame: frame))
            x += widths[slot] + gap
        }
        return (frames, Size(width: x - gap, height: height))
    }

    /// Damaged files can report zero, negative or absurd sizes. Clamping to PDF's own limits
    /// (1…14 400 pt) and falling back to US Letter still gives every page a sensible box.
    static func usable(_ size: PDFPageSize) -> (width: Double, height: Double) {
        func side(_ value: Double, fallback: Double) -> Double {
            value.isFinite && value > 0 ? min(max(value, 1), 14_400) : fallback
        }
        return (side(size.width, fallback: 612), side(size.height, fallback: 792))
    }
}
