import Synchronization

/// The size of each page of a PDF or fixed-layout EPUB, in points, read from the document as
/// far as it is first needed, as poppler reads a page's size by loading the page itself and a
/// first frame shows two pages of a book that may have thousands. A spread asks for its own pages, scrolling for those it shows (it places the others
/// by estimate), and `all` reads the rest. Pages are read in order, as poppler walks its page
/// tree that way anyway, and at least `chunk` at a time, so that placing page after page does
/// not lock the document for each.
///
/// A size already read is given at once, even while further ones are being read: the screen
/// opening a PDF reads the first hundred on the drawing thread just after the first spread is
/// drawn, and the frame showing that spread, which asks for its pages' sizes,
/// waited for all of them.
public final class PageSizeTable: Sendable {
    public let count: Int
    /// The sizes read so far, from the first page; held only to look or to append.
    private let known: Mutex<[PDFPageSize]>
    /// Held while sizes are read, so that two readers do not read the same pages.
    private let reading = Mutex(())
    /// Reads the sizes of a range of pages; nil when all are known from the start.
    private let read: (@Sendable (Range<Int>) -> [PDFPageSize])?

    /// A table of sizes all known already (a fixed-layout EPUB's, from its package).
    public init(_ sizes: [PDFPageSize]) {
        count = sizes.count
        known = Mutex(sizes)
        read = nil
    }

    /// `count` pages, of which the `first` are known, the others read by `read` when asked for;
    /// `read` gives as many sizes as the range has pages.
    public init(count: Int, first: [PDFPageSize], read: @escaping @Sendable (Range<Int>) -> [PDFPageSize]) {
        self.count = count
        known = Mutex(Array(first.prefix(count)))
        self.read = read
    }

    /// The size of page `index`, reading the pages before it that are not read yet.
    public subscript(index: Int) -> PDFPageSize {
        precondition(index >= 0 && index < count, "page \(index) of \(count)")
        if let size = knownSize(index) { return size }
        extend(through: index)
        return knownSize(index)!
    }

    /// Every page's size, reading those not read yet.
    public var all: [PDFPageSize] {
        extend(through: count - 1)
        return known.withLock { $0 }
    }

    /// Reads the sizes of the pages through `index` (clamped to the table) that are not read
    /// yet, and no more, for a reader that will ask for them soon.
    func read(through index: Int) {
        extend(through: min(index, count - 1), chunk: 1)
    }

    private func knownSize(_ index: Int) -> PDFPageSize? {
        known.withLock { sizes in index < sizes.count ? sizes[index] : nil }
    }

    /// How many pages, from the first, are read already.
    public var knownCount: Int { known.withLock { $0.count } }

    /// Pages read at least at a time once the first are known.
    static let chunk = 256
    /// Pages read at most at a time: reading locks the document, which a page being drawn on
    /// another thread meanwhile waits for one such read, not for all of them.
    static let largestRead = 1024

    /// Reads through `index` with `known` unlocked: only the holder of `reading` appends, so
    /// the count it read from is still the count when it appends.
    private func extend(through index: Int, chunk: Int = PageSizeTable.chunk) {
        guard let read else { return }
        reading.withLock { _ in
            let start = known.withLock { $0.count }
            guard index >= start else { return }
            let end = min(count, max(index + 1, start + chunk))
            var next = start
            while next < end {
                let range = next..<min(end, next + Self.largestRead)
                let more = read(range)
                precondition(more.count == range.count, "page sizes read for \(range)")
                known.withLock { $0 += more }
                next = range.upperBound
            }
        }
    }
}
