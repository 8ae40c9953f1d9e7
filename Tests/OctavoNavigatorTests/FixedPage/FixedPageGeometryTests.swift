import OctavoCanvas
@testable import OctavoNavigator
@testable import OctavoPublication
import Testing

/// Points to cells: scale, fit, spacing and scroll extent.
@Suite struct FixedPageGeometryTests {
    private let a4 = PDFPageSize(width: 595, height: 842)
    private let landscape = PDFPageSize(width: 842, height: 595)
    private let terminal = Size(width: 80, height: 24)

    private func frames(_ pages: [PDFPageSize], _ options: FixedLayoutOptions, viewport: Size = Size(width: 80, height: 24),
                        at position: FixedPosition = .spread(0)) -> [Rect] {
        FixedPageGeometry(pages: pages, options: options, viewport: viewport).frames(at: position).map(\.frame)
    }

    /// 24 rows are 48 half-rows: scale 48/842, so 595 pt become 33.9 → 34 columns.
    @Test func a4PortraitFitsTheHeightOfAnEightyByTwentyFourTerminal() {
        #expect(frames([a4], FixedLayoutOptions(fit: .page, spread: .never)) == [Rect(x: 23, y: 0, width: 34, height: 24)])
    }

    @Test func autoFitIsPageFitWhenPaginated() {
        let options = FixedLayoutOptions(fit: .auto, spread: .never)
        #expect(frames([a4], options) == frames([a4], FixedLayoutOptions(fit: .page, spread: .never)))
    }

    @Test func twoA4PagesShareTheWideTerminal() {
        #expect(frames([a4, a4], FixedLayoutOptions(spread: .auto)) == [
            Rect(x: 6, y: 0, width: 34, height: 24), Rect(x: 40, y: 0, width: 34, height: 24),
        ])
    }

    /// 80 columns for 842 pt, so 595 pt are 595·80/842/2 = 28.3 → 28 rows, 4 more than the screen.
    @Test func landscapeFitWidthFillsTheWidthAndOverflowsBelow() {
        let options = FixedLayoutOptions(fit: .width, spread: .never)
        let geometry = FixedPageGeometry(pages: [landscape], options: options, viewport: terminal)
        #expect(geometry.frames(at: .spread(0)).map(\.frame) == [Rect(x: 0, y: 0, width: 80, height: 28)])
        #expect(geometry.spreadHeight(at: 0) == 28)
        #expect(geometry.clamped(.spread(0, rowOffset: 10)) == .spread(0, rowOffset: 4))
        #expect(geometry.frames(at: .spread(0, rowOffset: 4)).map(\.frame) == [Rect(x: 0, y: -4, width: 80, height: 28)])
    }

    @Test func landscapeFitPageFitsTheHeightInstead() {
        #expect(frames([landscape], FixedLayoutOptions(fit: .page, spread: .never)) == [Rect(x: 6, y: 0, width: 68, height: 24)])
    }

    @Test func spacingMapsTwelvePointsToAColumnAndTwentyFourToARow() {
        let columns = [0.0, 4, 6, 8, 12, 16, 20, 24, 200].map(FixedPageGeometry.gapColumns(pageSpacing:))
        #expect(columns == [0, 0, 1, 1, 1, 1, 2, 2, 17])
        let rows = [0.0, 8, 12, 24, 36, 48, 200].map(FixedPageGeometry.gapRows(pageSpacing:))
        #expect(rows == [0, 0, 1, 1, 2, 2, 8])
        #expect(FixedPageGeometry.gapColumns(pageSpacing: -10) == 0)
        #expect(FixedPageGeometry.gapColumns(pageSpacing: 900) == 17)
        #expect(FixedPageGeometry.gapColumns(pageSpacing: .nan) == 0)
    }

    @Test func spacingSeparatesThePagesOfASpread() {
        for (points, gap) in [(0.0, 0), (24.0, 2), (120.0, 10)] {
            let pair = frames([a4, a4], FixedLayoutOptions(spread: .always, pageSpacing: points))
            #expect(pair[1].x - pair[0].maxX == gap)
            #expect(pair[1].maxX <= terminal.width)
        }
    }

    @Test func autoFitIsWidthInVerticalScrollAndPageInHorizontalScroll() {
        #expect(FixedPageGeometry.resolvedFit(FixedLayoutOptions(fit: .auto)) == .page)
        #expect(FixedPageGeometry.resolvedFit(FixedLayoutOptions(fit: .auto, scroll: true, scrollAxis: .vertical)) == .width)
        #expect(FixedPageGeometry.resolvedFit(FixedLayoutOptions(fit: .auto, scroll: true, scrollAxis: .horizontal)) == .page)
    }

    /// 19 columns beside the scrollbar and 8 rows: each page 11×8, rows 1 apart at 24 pt.
    @Test func verticalScrollStacksPagesWithRowGaps() {
        let options = FixedLayoutOptions(fit: .page, spread: .never, scroll: true, pageSpacing: 24)
        let geometry = FixedPageGeometry(pages: [a4, a4, a4], options: options, viewport: Size(width: 20, height: 8))
        #expect(geometry.contentRegion == Rect(x: 0, y: 0, width: 19, height: 8))
        #expect(geometry.scrollExtent == 26)
        #expect(geometry.maxScrollOffset == 18)
        #expect(geometry.frames(at: .scroll(offset: 5)).map(\.frame) == [
            Rect(x: 4, y: -5, width: 11, height: 8), Rect(x: 4, y: 4, width: 11, height: 8),
        ])
        #expect(geometry.visiblePages(at: .scroll(offset: 0)) == [0])
        #expect(geometry.visiblePages(at: .scroll(offset: 8)) == [1])
        #expect(geometry.visiblePages(at: .scroll(offset: 99)) == [2])
        #expect(geometry.position(showing: 1) == .scroll(offset: 9))
        #expect(geometry.position(showing: 2) == .scroll(offset: 18))
    }

    @Test func horizontalScrollLaysPagesSideBySide() {
        let options = FixedLayoutOptions(spread: .always, scroll: true, scrollAxis: .horizontal, pageSpacing: 12)
        let geometry = FixedPageGeometry(pages: [a4, a4, a4], options: options, viewport: Size(width: 20, height: 8))
        #expect(geometry.contentRegion == Rect(x: 0, y: 0, width: 20, height: 7))
        #expect(geometry.viewportLength == 20)
        #expect(geometry.scrollExtent == 32)
        #expect(geometry.frames(at: .scroll(offset: 6)).map(\.frame) == [
            Rect(x: -6, y: 0, width: 10, height: 7), Rect(x: 5, y: 0, width: 10, height: 7), Rect(x: 16, y: 0, width: 10, height: 7),
        ])
    }

    @Test func positionsAreClampedIntoTheDocumentAndTheMode() {
        let paged = FixedPageGeometry(pages: [a4, a4, a4], options: FixedLayoutOptions(spread: .always), viewport: terminal)
        #expect(paged.clamped(.spread(9)) == .spread(1))
        #expect(paged.clamped(.spread(-1)) == .spread(0))
        #expect(paged.clamped(.scroll(offset: 40)) == .spread(0))
        #expect(paged.position(showing: 2) == .spread(1))
        let scrolled = FixedPageGeometry(
            pages: [a4, a4, a4], options: FixedLayoutOptions(fit: .page, spread: .never, scroll: true), viewport: Size(width: 20, height: 8)
        )
        #expect(scrolled.clamped(.spread(1)) == .scroll(offset: 8))
        #expect(scrolled.clamped(.scroll(offset: -3)) == .scroll(offset: 0))
    }

    @Test func tinyViewportsStillGetAThreeByThreeBox() {
        for viewport in [Size(width: 10, height: 5), Size(width: 2, height: 1), Size(width: 0, height: 0)] {
            let placed = frames([a4, a4], FixedLayoutOptions(spread: .always), viewport: viewport)
            #expect(placed.count == 2)
            #expect(placed.allSatisfy { $0.width >= 3 && $0.height >= 3 })
        }
    }

    @Test func damagedPageSizesStillGetABox() {
        let damaged = [PDFPageSize(width: 0, height: -5), PDFPageSize(width: .infinity, height: .nan), PDFPageSize(width: 1e300, height: 1)]
        for page in damaged {
            let placed = frames([page], FixedLayoutOptions(spread: .never))
            #expect(placed.count == 1)
            #expect(placed.allSatisfy { $0.width >= 3 && $0.height >= 3 && $0.maxX <= 80 })
        }
    }

    @Test func anEmptyDocumentShowsNothing() {
        for options in [FixedLayoutOptions(), FixedLayoutOptions(scroll: true)] {
            let geometry = FixedPageGeometry(pages: [], options: options, viewport: terminal)
            #expect(geometry.frames(at: .spread(0)).isEmpty)
            #expect(geometry.frames(at: .scroll(offset: 0)).isEmpty)
            #expect(geometry.scrollExtent == 0)
        }
    }
}
