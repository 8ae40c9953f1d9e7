import OctavoGraphics
import Synchronization

/// The drawing of a PDF's pages ahead of a screen's first frame, for `Publication`, which
/// forwards its `preparePages(at:fitting:)` and the waits on those pages here.
///
/// One thread draws the pages prepared, one after the other, after any prepared before, and
/// gives each as soon as it is drawn; any other drawing, and the process's exit, wait for it.
/// Without a PDF nothing is ever prepared.
final class PagePreparation: Sendable {
    /// The PDF the pages are drawn from; nil for an EPUB.
    private let pdf: PopplerDocument?
    private let pageSizeTable: PageSizeTable
    /// PDF pages being drawn ahead for a screen's first frame, in the order they are drawn, the
    /// thread that draws the last of them, and what it raises as each is drawn.
    private let preparedPages = Mutex<(drawings: [(page: Int, drawing: Completion<PixelImage?>)], last: BackgroundWork<Void>?, drawn: WakeDescriptor?)>(([], nil, nil))

    init(pdf: PopplerDocument?, pageSizes: PageSizeTable) {
        self.pdf = pdf
        self.pageSizeTable = pageSizes
    }

    /// `Publication.preparePages(at:fitting:)` on a thread started `placement`, which does
    /// `then` once the pages are drawn.
    func preparePages(
        at indices: [Int], fitting box: (width: Int, height: Int), on placement: ThreadPlacement,
        then: (@Sendable () -> Void)? = nil
    ) {
        guard let pdf, box.width > 0, box.height > 0 else { return }
        let pages = indices.filter { $0 >= 0 && $0 < pageSizeTable.count }.map { index in
            let page = pageSizeTable[index]
            let scale = page.width > 0 && page.height > 0 ? min(Double(box.width) / page.width, Double(box.height) / page.height) : 0
            return (index: index, width: min(4096, max(1, Int((page.width * scale).rounded()))), height: min(4096, max(1, Int((page.height * scale).rounded()))))
        }
        preparedPages.withLock { prepared in
            var batch: [(index: Int, width: Int, height: Int, drawing: Completion<PixelImage?>)] = []
            for page in pages where !prepared.drawings.contains(where: { $0.page == page.index }) {
                let drawing = Completion<PixelImage?>()
                prepared.drawings.append((page.index, drawing))
                batch.append((page.index, page.width, page.height, drawing))
            }
            guard !batch.isEmpty else { return }
            let previous = prepared.last
            let drawn = prepared.drawn ?? WakeDescriptor()
            prepared.drawn = drawn
            prepared.last = BackgroundWork(on: placement) { [batch] in
                _ = try? previous?.finishedValue()
                for page in batch {
                    page.drawing.give(pdf.render(page: page.index, width: page.width, height: page.height))
                    drawn.raise()
                }
                then?()
            }.awaitedAtExit()
        }
    }

    /// The drawing prepared of page `index`, once it is done; nil when that page was not
    /// prepared or could not be drawn.
    func preparedDrawing(ofPage index: Int) -> PixelImage? {
        preparedDrawing(index)?.awaitedValue ?? nil
    }

    /// Whether page `index` was prepared and is still being drawn.
    func isPreparingPage(_ index: Int) -> Bool {
        guard let drawing = preparedDrawing(index) else { return false }
        return !drawing.isGiven
    }

    private func preparedDrawing(_ index: Int) -> Completion<PixelImage?>? {
        preparedPages.withLock { prepared in prepared.drawings.first { $0.page == index }?.drawing }
    }

    /// Readable once a page prepared is drawn, until `clearPageDrawnSignal()`; nil before any
    /// page was prepared, or when the system gave no descriptor.
    var pageDrawnDescriptor: Int32? {
        preparedPages.withLock { $0.drawn?.descriptor }
    }

    /// Makes `pageDrawnDescriptor` unreadable until the next page is drawn.
    func clearPageDrawnSignal() {
        preparedPages.withLock { $0.drawn }?.clear()
    }

    /// Whether a page prepared is still being drawn.
    var isPreparingPages: Bool {
        preparedPages.withLock { prepared in prepared.drawings.contains { !$0.drawing.isGiven } }
    }

    /// Waits until the next of the pages prepared is drawn, at most `limit` (nil: as long as it
    /// takes); whether it is.
    func waitForNextPreparedPage(atMost limit: Duration? = nil) -> Bool {
        let (next, drawer) = preparedPages.withLock { prepared in
            (prepared.drawings.first { !$0.drawing.isGiven }?.drawing, prepared.last)
        }
        guard let next else { return true }
        drawer?.letRunAnywhere()
        return next.wait(atMost: limit)
    }

    /// Waits for the thread drawing the pages prepared, before poppler is used for anything else.
    func finishPreparedPages() {
        if let last = preparedPages.withLock({ $0.last }) { _ = try? last.value() }
    }
}
