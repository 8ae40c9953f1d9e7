import OctavoNavigator
import OctavoPublication
import Dispatch
import Foundation
import OctavoTestSupport
import Synchronization
import Testing

/// A long PDF's page sizes are read as far as the screen needs them (issue 15): poppler loads
/// a page to read its size, and 20,000 of them took 0.3 s before a first frame showing two.
@Suite struct PageSizeTableTests {
    /// 1,500 pages, every seventh one landscape, so that a size read from the wrong page shows.
    static let longPages: [(width: Int, height: Int)] = (0..<1500).map { $0 % 7 == 3 ? (842, 595) : (595, 842) }
    static let longSizes = longPages.map { PDFPageSize(width: Double($0.width), height: Double($0.height)) }

    @Test func aLongPDFOpensWithOnlyItsFirstPagesRead() throws {
        let publication = try PDFSamples.make(pages: Self.longPages)
        let table = publication.pageSizeTable
        #expect(table.count == 1500 && publication.readingOrder.count == 1500)
        #expect(table.knownCount == 100)

        let navigator = try PDFNavigator(publication: publication, initialLocation: nil, config: .init(preferences: PDFPreferences(spread: .always)))
        _ = navigator.renderCanvas()
        #expect(table.knownCount == 100, "the first spread needs none beyond")

        #expect(navigator.go(toPage: 451))
        _ = navigator.renderCanvas()
        #expect((451..<1000).contains(table.knownCount), "going to page 451 reads as far as its spread, and a little further")
        #expect((0..<table.knownCount).allSatisfy { table[$0] == Self.longSizes[$0] })

        #expect(publication.pageSizes == Self.longSizes)
        #expect(table.knownCount == 1500)
    }

    /// A PDF opened for a screen starts drawing the pages it shows first once their own sizes
    /// are read, and reads the sizes of the first hundred once they are drawn: read at opening,
    /// those took 1.5 ms ahead of the first page. Any later drawing comes after that reading.
    @Test func aPDFOpenedToShowItsFirstPageReadsTheOtherSizesOnceItIsDrawn() throws {
        try FileManager.default.createDirectory(at: TestEPUB.folder, withIntermediateDirectories: true)
        let url = TestEPUB.folder.appendingPathComponent("slow-first-spread-of-150-\(UUID().uuidString).pdf")
        // Both pages slow: this thread may wait for the first to be drawn before it goes on.
        try MinimalPDF.pages(slow: [true, true] + Array(repeating: false, count: 148), title: "Slow First Spread").write(to: url)
        let publication = try Publication.open(at: url, preparingToShow: 0, fitting: (120, 160))
        #expect(publication.pageSizeTable.knownCount == 2, "the first spread's, while its first page is drawn")
        #expect(publication.renderPage(2, width: 12, height: 16) != nil)
        #expect(publication.pageSizeTable.knownCount == 100)
        #expect(publication.pageSizes.count == 150)
    }

    /// Scrolling places the pages whose sizes are read exactly and the others by estimate, so
    /// its first screen reads no more than paging does (it read all 20,000 of the long PDF's,
    /// 0.27 s, where the paginated screen took 0.06).
    @Test func scrollingReadsOnlyThePagesItShows() throws {
        let publication = try PDFSamples.make(pages: Self.longPages)
        let navigator = try PDFNavigator(publication: publication, initialLocation: nil, config: .init(preferences: PDFPreferences(scroll: true)))
        _ = navigator.renderCanvas()
        #expect(publication.pageSizeTable.knownCount == 100)
        #expect(navigator.drawnPictures.first?.source == "page 1")

        #expect(navigator.go(toPage: 1201))
        _ = navigator.renderCanvas()
        #expect((1201..<1500).contains(publication.pageSizeTable.knownCount), "going to page 1201 reads as far as it")
        #expect(navigator.currentLocation?.locations.position == 1201)
        #expect(navigator.drawnPictures.first?.source == "page 1201")
    }

    /// Pages placed by estimate land where the exact places put them once their sizes are read:
    /// the same pages at the same cells as on a screen that read every size first, on pages of
    /// two shapes, whether the estimate is too long or too short: the last page read being a
    /// strip shorter than the screen, the last pages gone to were placed past the estimated end.
    @Test(arguments: [Self.longPages, Self.longPages.enumerated().map { $0.offset == 99 ? (842, 200) : (595, 842) }])
    func pagesPlacedByEstimateEndWhereTheyBelong(pages: [(width: Int, height: Int)]) throws {
        let read = try PDFSamples.make(pages: pages)
        _ = read.pageSizes
        // One page a spread: a landscape page then makes a spread shorter than the others.
        let preferences = PDFPreferences(scroll: true, spread: .never)
        let exact = try PDFNavigator(publication: read, initialLocation: nil, config: .init(preferences: preferences))
        func placed(_ navigator: PDFNavigator) -> [String] {
            _ = navigator.renderCanvas()
            return navigator.drawnPictures.map { "\($0.source) \($0.rect)" }
        }
        func estimating() throws -> PDFNavigator {
            try PDFNavigator(publication: try PDFSamples.make(pages: pages), initialLocation: nil, config: .init(preferences: preferences))
        }
        #expect(try placed(estimating()) == placed(exact))
        // Each from the first screen, when only the first hundred pages are read.
        for page in [40, 640, 1201, 1499, 1500] {
            let navigator = try estimating()
            _ = navigator.renderCanvas()
            #expect(navigator.go(toPage: page) && exact.go(toPage: page))
            #expect(navigator.currentLocation?.locations.position == page, "the location is the page's at once")
            #expect(placed(navigator) == placed(exact), "page \(page)")
        }
        let estimating = try estimating()
        _ = estimating.renderCanvas()
        #expect(estimating.go(toPage: 1500) && exact.go(toPage: 1500))
        #expect(placed(estimating) == placed(exact))
        for _ in 0..<5 {
            #expect(estimating.goBackward() && exact.goBackward())
            #expect(placed(estimating) == placed(exact), "scrolled back from the end")
        }
    }

    /// The frame showing a PDF's first spread asks for its pages' sizes while the drawing
    /// thread reads the next hundred; it must not wait for them (that frame came 0.4 ms sooner).
    @Test func aSizeAlreadyReadIsGivenWhileOthersAreBeingRead() {
        let size: @Sendable (Int) -> PDFPageSize = { PDFPageSize(width: Double($0), height: 1) }
        let reading = DispatchSemaphore(value: 0), finishReading = DispatchSemaphore(value: 0)
        let table = PageSizeTable(count: 300, first: (0..<2).map(size)) { range in
            reading.signal()
            finishReading.wait()
            return range.map(size)
        }
        let farPageRead = DispatchSemaphore(value: 0), firstPageGiven = DispatchSemaphore(value: 0)
        // Threads of their own: the tests running beside this one may hold every thread of a queue.
        Thread { _ = table[200]; farPageRead.signal() }.start()
        reading.wait()
        Thread { if table[1] == size(1) { firstPageGiven.signal() } }.start()
        let givenAtOnce = firstPageGiven.wait(timeout: .now() + 2) == .success
        finishReading.signal()
        farPageRead.wait()
        #expect(givenAtOnce, "page 2's size waited for pages 3 to 258 to be read")
        #expect(table.knownCount == 258 && table[257] == size(257))
    }

    /// Sizes are read in order from the first unknown page, at least a chunk and at most 1,024
    /// pages at a time, and never twice.
    @Test func sizesAreReadInOrderAChunkAtATime() {
        let reads = Mutex<[Range<Int>]>([])
        let size: @Sendable (Int) -> PDFPageSize = { PDFPageSize(width: Double($0), height: 1) }
        let table = PageSizeTable(count: 3000, first: (0..<3).map(size)) { range in
            reads.withLock { $0.append(range) }
            return range.map(size)
        }
        #expect(table[2] == size(2))
        #expect(reads.withLock { $0 }.isEmpty)
        #expect(table[10] == size(10))
        #expect(table[258] == size(258))
        #expect(table[700] == size(700))
        #expect(table.all == (0..<3000).map(size))
        #expect(reads.withLock { $0 } == [3..<259, 259..<701, 701..<1725, 1725..<2749, 2749..<3000])
    }
}
