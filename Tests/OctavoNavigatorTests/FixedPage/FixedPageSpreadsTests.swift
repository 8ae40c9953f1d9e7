import OctavoCanvas
@testable import OctavoNavigator
@testable import OctavoPublication
import Testing

/// Grouping pages into spreads, in reading order and on screen.
@Suite struct FixedPageSpreadsTests {
    private let wide = Size(width: 80, height: 24)
    private let tall = Size(width: 40, height: 30)

    private func spreads(_ count: Int, _ options: FixedLayoutOptions, viewport: Size = Size(width: 80, height: 24)) -> [[Int]] {
        FixedSpreads.make(pageCount: count, options: options, viewport: viewport)
    }

    @Test func ltrPairsLeftThenRight() {
        let result = spreads(5, FixedLayoutOptions(spread: .always))
        #expect(result == [[0, 1], [2, 3], [4]])
        #expect(result.map { FixedSpreads.onScreenOrder($0, readingProgression: .ltr) } == [[0, 1], [2, 3], [4]])
    }

    @Test func rtlKeepsReadingOrderButPutsTheFirstPageOnTheRight() {
        let result = spreads(5, FixedLayoutOptions(spread: .always, readingProgression: .rtl))
        #expect(result == [[0, 1], [2, 3], [4]])
        #expect(result.map { FixedSpreads.onScreenOrder($0, readingProgression: .rtl) } == [[1, 0], [3, 2], [4]])
    }

    @Test func offsetFirstPageLeavesTheCoverAlone() {
        let options = FixedLayoutOptions(spread: .always, offsetFirstPage: true)
        #expect(spreads(5, options) == [[0], [1, 2], [3, 4]])
        #expect(spreads(4, options) == [[0], [1, 2], [3]])
        #expect(spreads(1, options) == [[0]])
    }

    @Test func offsetFirstPageMeansNothingWithoutSpreads() {
        #expect(spreads(3, FixedLayoutOptions(spread: .never, offsetFirstPage: true)) == [[0], [1], [2]])
    }

    @Test func neverAndAlwaysIgnoreTheViewport() {
        for viewport in [wide, tall] {
            #expect(spreads(4, FixedLayoutOptions(spread: .never), viewport: viewport) == [[0], [1], [2], [3]])
            #expect(spreads(4, FixedLayoutOptions(spread: .always), viewport: viewport) == [[0, 1], [2, 3]])
        }
    }

    /// Cells are about twice as tall as wide, so 80×40 cells is physically square.
    @Test func autoPairsOnlyInPhysicallyWideViewports() {
        #expect(spreads(4, FixedLayoutOptions(spread: .auto), viewport: wide) == [[0, 1], [2, 3]])
        #expect(spreads(4, FixedLayoutOptions(spread: .auto), viewport: tall) == [[0], [1], [2], [3]])
        #expect(spreads(2, FixedLayoutOptions(spread: .auto), viewport: Size(width: 80, height: 40)) == [[0], [1]])
        #expect(spreads(2, FixedLayoutOptions(spread: .auto), viewport: Size(width: 81, height: 40)) == [[0, 1]])
    }

    @Test func verticalScrollKeepsSpreadsHorizontalScrollDoesNot() {
        let vertical = FixedLayoutOptions(spread: .always, offsetFirstPage: true, scroll: true, scrollAxis: .vertical)
        #expect(spreads(4, vertical) == [[0], [1, 2], [3]])
        let horizontal = FixedLayoutOptions(spread: .always, offsetFirstPage: true, scroll: true, scrollAxis: .horizontal)
        #expect(spreads(4, horizontal) == [[0], [1], [2], [3]])
    }

    @Test func findingTheSpreadOfAPageAgreesWithTheGroups() {
        for offset in [false, true] {
            let options = FixedLayoutOptions(spread: .always, offsetFirstPage: offset)
            let grouping = FixedSpreads(pageCount: 7, options: options, viewport: wide)
            for (index, pages) in spreads(7, options).enumerated() {
                for page in pages {
                    #expect(grouping.index(containing: page) == index)
                }
            }
            #expect(grouping.index(containing: 99) == grouping.count - 1)
            #expect(grouping.index(containing: -3) == 0)
            #expect(grouping.pages(at: grouping.count).isEmpty)
        }
    }

    @Test func anEmptyDocumentHasNoSpreads() {
        #expect(spreads(0, FixedLayoutOptions(spread: .always, offsetFirstPage: true)).isEmpty)
    }
}
