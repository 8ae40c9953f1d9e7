import OctavoCanvas
import OctavoNavigator
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
}
