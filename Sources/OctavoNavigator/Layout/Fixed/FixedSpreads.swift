import OctavoPublication
import OctavoCanvas

/// How pages are grouped into spreads. Grouping is arithmetic on page indices, so a document
/// of thousands of pages costs nothing until a spread is asked for.
struct FixedSpreads: Hashable, Sendable {
    let pageCount: Int
    /// Whether pages are shown two at a time.
    let isPaired: Bool
    /// Whether page 0 stands alone, like a book cover, so that later pages pair as facing pages.
    let offsetFirstPage: Bool

    init(pageCount: Int, options: FixedLayoutOptions, viewport: Size) {
        self.pageCount = max(0, pageCount)
        isPaired = Self.showsTwoPages(options: options, viewport: viewport)
        offsetFirstPage = isPaired && options.offsetFirstPage
    }

    /// Spreads exist in paginated and vertical scroll mode, never in horizontal scroll where
    /// pages already sit side by side. `auto` compares physical proportions: a terminal cell is
    /// about twice as tall as it is wide, so a viewport is wide when `width > 2 * height`.
    static func showsTwoPages(options: FixedLayoutOptions, viewport: Size) -> Bool {
        if options.scroll && options.scrollAxis == .horizontal { return false }
        switch options.spread {
        case .never: return false
        case .always: return true
        case .auto: return viewport.width > 2 * viewport.height
        }
    }

    /// Every spread in reading order; meant for tests and small documents, since the
    /// navigator only ever needs ``pages(at:)`` for the spreads on screen.
    static func make(pageCount: Int, options: FixedLayoutOptions, viewport: Size) -> [[Int]] {
        let spreads = FixedSpreads(pageCount: pageCount, options: options, viewport: viewport)
        return (0..<spreads.count).map(spreads.pages(at:))
    }

    /// Readers look at a spread's pages side by side in the direction they read, so an rtl
    /// spread puts its first page on the right.
    static func onScreenOrder(_ spread: [Int], readingProgression: ReadingProgression) -> [Int] {
        readingProgression == .rtl ? spread.reversed() : spread
    }

    var count: Int {
        guard isPaired, pageCount > 0 else { return pageCount }
        return offsetFirstPage ? 1 + pageCount / 2 : (pageCount + 1) / 2
    }

    /// The page indices of spread `index`, in reading order; empty outside the document.
    func pages(at index: Int) -> [Int] {
        guard index >= 0, index < count else { return [] }
        guard isPaired else { return [index] }
        if offsetFirstPage && index == 0 { return [0] }
        let first = offsetFirstPage ? 2 * index - 1 : 2 * index
        return first + 1 < pageCount ? [first, first + 1] : [first]
    }

    /// The spread showing `page`, clamped into the document.
    func index(containing page: Int) -> Int {
        let page = min(max(0, page), max(0, pageCount - 1))
        guard isPaired else { return page }
        return offsetFirstPage ? (page + 1) / 2 : page / 2
    }
}
