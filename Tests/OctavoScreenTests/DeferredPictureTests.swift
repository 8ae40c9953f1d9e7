import Dispatch
import Foundation
import OctavoCanvas
@testable import OctavoGraphics
import OctavoNavigator
import OctavoScreen
import Testing

/// The screen's first frame does not wait for pictures (issue 12): they are shown as their alt
/// text in it, decoded right after it, and drawn in the next frame.
@Suite struct DeferredPictureTests {
    @Test func picturesComeInTheFrameAfterTheFirst() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        screen.session.navigator.pictureDrawing.defersDecoding = true
        screen.loop.run(on: screen.backend)
        let first = try #require(screen.session.navigator.drawnPictures.first)
        #expect(first.isDeferred)
        #expect(screen.backend.screen?.text.contains("[Image: A lighthouse") == true)

        screen.backend.sendIdleWaits(1)
        screen.loop.run(on: screen.backend)
        let drawn = try #require(screen.session.navigator.drawnPictures.first)
        #expect(!drawn.isDeferred && drawn.failure == nil)
        #expect(screen.backend.screen?.text.contains("[Image: A lighthouse") == false)
        #expect(screen.session.navigator.pictureDrawing.defersDecoding == false)
    }

    /// A PDF page is in the first frame, drawn in half blocks from its pixels; chafa's symbols
    /// replace them in the next frame.
    @Test func aPDFPageComesInHalfBlocksThenInSymbols() throws {
        let screen = try TestScreen(try UIBooks.pdf(), width: 120, height: 40)
        screen.session.navigator.pictureDrawing.defersDecoding = true
        screen.loop.run(on: screen.backend)
        let first = try #require(screen.session.navigator.drawnPictures.first)
        #expect(first.isDeferred && first.failure == nil)
        let quick = try #require(screen.backend.screen).text

        screen.backend.sendIdleWaits(1)
        screen.loop.run(on: screen.backend)
        let drawn = try #require(screen.session.navigator.drawnPictures.first)
        #expect(!drawn.isDeferred && drawn.failure == nil)
        let refined = try #require(screen.backend.screen).text
        #expect(quick.contains("▀") && quick != refined, "the first frame's half blocks are replaced")
    }

    /// The first frame does not wait for a page prepared while the book opened (a scanned page
    /// may take a tenth of a second): the settings come at once, the page's frame and number
    /// stand in for it, and the page follows in half blocks, then in chafa's symbols.
    @Test func aPageStillBeingDrawnFollowsTheFirstFrame() throws {
        let (screen, view, busy, first) = try Self.firstFrameWhilePagesWait(try UIBooks.pdfWithSlowSecondPage())
        let navigator = screen.session.navigator
        let pending = navigator.drawnPictures
        #expect(!pending.isEmpty && pending.allSatisfy { $0.isPending && $0.isDeferred && $0.failure == nil })
        #expect(first.contains("Page 1") && first.contains("drawing…") && first.contains("q quit"))
        #expect(!first.contains("▀"))
        #expect(!screen.controller.drawDeferredPictures(pageWait: .milliseconds(10)), "keys are read between waits")
        busy.end()

        // Each page comes in turn: the second takes longer to draw.
        var quick = first
        for _ in 0..<3 where navigator.drawnPictures.contains(where: \.isPending) {
            #expect(screen.controller.drawDeferredPictures(pageWait: .seconds(5)), "the pages are waited for")
            #expect(navigator.pictureDrawing.defersDecoding, "and drawn as a first frame would")
            quick = view.render(screen.controller).text
        }
        #expect(navigator.drawnPictures.allSatisfy { !$0.isPending && $0.isDeferred && $0.failure == nil })
        #expect(quick.contains("▀") && !quick.contains("drawing…"))

        #expect(screen.controller.drawDeferredPictures(), "then in symbols")
        let refined = view.render(screen.controller).text
        #expect(navigator.drawnPictures.allSatisfy { !$0.isPending && !$0.isDeferred })
        #expect(refined != quick)
    }

    /// A frame that does not draw the preview (hidden, or no room) keeps the last one's pages:
    /// once they are drawn, the frame is drawn again for them (in half blocks, then in
    /// symbols), not forever, or the loop would draw frames without reading the keys.
    @Test func pagesNoLongerShownAreNotWaitedFor() throws {
        let publication = try UIBooks.pdf()
        let (screen, _, busy, _) = try Self.firstFrameWhilePagesWait(publication)
        busy.end()
        #expect(screen.session.navigator.drawnPictures.contains { $0.isPending })
        for _ in 0..<2 where publication.isPreparingPages { _ = publication.waitForNextPreparedPage(atMost: .seconds(5)) }

        #expect(screen.controller.drawDeferredPictures(), "the pages are drawn: a frame in half blocks")
        #expect(screen.controller.drawDeferredPictures(), "and one in symbols")
        #expect(!screen.controller.drawDeferredPictures(), "and no other, so the keys are read")
    }

    /// Pages a frame showed pending that are all drawn by the time the loop looks come in half
    /// blocks, as the first frame would have drawn them, before chafa's symbols.
    @Test func pagesDrawnBeforeTheLoopLooksComeInHalfBlocks() throws {
        let publication = try UIBooks.pdf()
        let (screen, view, busy, _) = try Self.firstFrameWhilePagesWait(publication)
        busy.end()
        for _ in 0..<2 where publication.isPreparingPages { _ = publication.waitForNextPreparedPage(atMost: .seconds(5)) }

        #expect(screen.controller.drawDeferredPictures())
        let quick = view.render(screen.controller).text
        #expect(screen.session.navigator.drawnPictures.allSatisfy { !$0.isPending && $0.isDeferred })
        #expect(quick.contains("▀") && !quick.contains("drawing…"))
        #expect(screen.controller.drawDeferredPictures(), "then in symbols")
        #expect(!view.render(screen.controller).text.contains("▀"))
    }

    /// A first page drawn by the time the loop looks is shown at once, not after a second one
    /// still being drawn.
    @Test func aPageDrawnBeforeTheLoopLooksDoesNotWaitForTheNext() throws {
        let publication = try UIBooks.pdfWithSlowSecondPage()
        let (screen, view, busy, _) = try Self.firstFrameWhilePagesWait(publication)
        busy.end()
        // The first page only: drawn before this thread asks (it takes a millisecond), the next
        // page left to wait for would be the second, and the test would wait for it too.
        if publication.isPreparingPage(0) { _ = publication.waitForNextPreparedPage(atMost: .seconds(5)) }
        #expect(!publication.isPreparingPage(0), "the first page is drawn")

        #expect(screen.controller.drawDeferredPictures(pageWait: .seconds(5)))
        #expect(publication.isPreparingPage(1), "without waiting for the second")
        let half = view.render(screen.controller).text
        #expect(half.contains("▀") && half.contains("drawing…"))
        #expect(screen.controller.drawDeferredPictures(pageWait: .seconds(5)), "then the second")
    }

    /// The pages of a spread come as each is drawn: the first is shown while the second, slow
    /// to draw, is still being drawn, not after it.
    @Test func aSpreadShowsEachPageAsSoonAsItIsDrawn() throws {
        let publication = try UIBooks.pdfWithSlowSecondPage()
        let (screen, view, busy, _) = try Self.firstFrameWhilePagesWait(publication)
        let navigator = screen.session.navigator
        busy.end()
        #expect(navigator.drawnPictures.map(\.source) == ["page 1", "page 2"], "the preview shows a spread")
        #expect(navigator.drawnPictures.allSatisfy { $0.isPending })

        #expect(screen.controller.drawDeferredPictures(pageWait: .seconds(5)), "the first page is waited for")
        #expect(publication.isPreparingPage(1), "and not the second, which is still being drawn")
        let half = view.render(screen.controller).text
        #expect(navigator.drawnPictures.map(\.isPending) == [false, true])
        #expect(half.contains("▀") && half.contains("drawing…"))

        #expect(screen.controller.drawDeferredPictures(pageWait: .seconds(5)), "then the second")
        let whole = view.render(screen.controller).text
        #expect(navigator.drawnPictures.allSatisfy { !$0.isPending && $0.isDeferred && $0.failure == nil })
        #expect(!whole.contains("drawing…"))
    }

    /// While the frame shows a page still being drawn, the loop sleeps on the keyboard and on a
    /// descriptor the page makes readable once drawn, so a key that comes meanwhile is answered
    /// at once and the page is shown as soon as it is done, with no looking in between.
    @Test func aPageStillBeingDrawnWakesTheLoopWhenDrawn() throws {
        let publication = try UIBooks.pdfWithSlowSecondPage()
        let (screen, view, busy, _) = try Self.firstFrameWhilePagesWait(publication)
        let controller = screen.controller
        #expect(!controller.drawDeferredPictures(pageWait: .zero), "nothing drawn yet")
        let descriptor = try #require(controller.pageDrawnDescriptor, "a page is awaited")
        #expect(!Self.isReadable(descriptor, within: 50), "not while poppler is busy")
        busy.end()

        #expect(Self.isReadable(descriptor, within: 5_000), "the first page wakes the wait")
        #expect(controller.drawDeferredPictures(pageWait: .zero), "and is shown")
        _ = view.render(controller)
        #expect(publication.isPreparingPage(1) && controller.pageDrawnDescriptor != nil, "the second is awaited")
        if !Self.isReadable(descriptor, within: 0) {
            #expect(!controller.drawDeferredPictures(pageWait: .zero), "seen, the first no longer wakes it")
        }
        #expect(Self.isReadable(descriptor, within: 5_000), "the second wakes it too")
        #expect(controller.drawDeferredPictures(pageWait: .zero))
        _ = view.render(controller)
        #expect(controller.pageDrawnDescriptor == nil, "no page awaited any more")
    }

    /// The last page the frame waits for may be drawn after the loop looked for drawn pages and
    /// before it asks what to wait on: the wait must still end at once, for that page's frame.
    @Test func aPageDrawnJustBeforeTheWaitStillEndsIt() throws {
        let publication = try UIBooks.pdfWithSlowSecondPage()
        let (screen, _, busy, _) = try Self.firstFrameWhilePagesWait(publication)
        let controller = screen.controller
        #expect(!controller.drawDeferredPictures(pageWait: .zero), "nothing drawn yet")
        busy.end()
        _ = publication.preparedDrawing(ofPage: 0)
        _ = publication.preparedDrawing(ofPage: 1)
        #expect(!controller.isWaitingForPages, "both pages are drawn")
        let descriptor = try #require(controller.pageDrawnDescriptor, "the wait still watches for them")
        #expect(Self.isReadable(descriptor, within: 0), "and ends at once")
        #expect(controller.drawDeferredPictures(pageWait: .zero), "for the frame that shows them")
    }

    private static func isReadable(_ descriptor: Int32, within milliseconds: Int32) -> Bool {
        var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&polled, 1, milliseconds) == 1
    }

    /// A screen on `publication` whose first frame was drawn while poppler was busy elsewhere
    /// (until `busy.end()`), so that the two pages prepared for it, as when the book opened,
    /// were still waiting to be drawn.
    private static func firstFrameWhilePagesWait(_ publication: Publication) throws -> (screen: TestScreen, view: ScreenView, busy: GraphicsHold, first: String) {
        let screen = try TestScreen(publication, width: 120, height: 40)
        screen.session.navigator.pictureDrawing.defersDecoding = true
        let view = ScreenView(palette: .dark)
        let busy = GraphicsHold()
        publication.preparePages(at: [0, 1], fitting: (480, 320))
        return (screen, view, busy, view.render(screen.controller).text)
    }
}

/// Holds the graphics lock on a thread of its own until `end()`, five seconds at most: a screen
/// that waited for a page drawn meanwhile then fails its test rather than hangs it.
private final class GraphicsHold: Sendable {
    private let ended = DispatchSemaphore(value: 0)

    init() {
        let started = DispatchSemaphore(value: 0)
        Thread { [ended] in
            GraphicsLock.withLock {
                started.signal()
                _ = ended.wait(timeout: .now() + 5)
            }
        }.start()
        started.wait()
    }

    func end() { ended.signal() }
}
