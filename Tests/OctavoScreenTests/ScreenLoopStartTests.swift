import OctavoCanvas
import OctavoScreen
import Testing

/// What the loop leaves until the first frame is out: the program starts the writer's thread
/// and the store's watch there, and an edit must never come before them.
@Suite struct ScreenLoopStartTests {
    @Test func workLeftForAfterTheFirstFrameRunsOnceWhenItIsOut() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        screen.backend.send(try KeyScript.parse("jj+"))
        var framesWhenRun: [Int] = []
        screen.loop.run(on: screen.backend) { framesWhenRun.append(screen.backend.presentedCount) }
        #expect(framesWhenRun == [1], "once, after the first frame and before any key")
        #expect(screen.backend.presentedCount > 1, "the keys were handled after it")
    }

    @Test func replayedKeysComeAfterIt() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        var seenWhenRun: [String] = []
        screen.loop.run(on: screen.backend, replaying: try KeyScript.parse("j+")) {
            seenWhenRun.append("focus \(screen.controller.state.focus), frames \(screen.backend.presentedCount)")
        }
        #expect(seenWhenRun == ["focus 0, frames 0"], "once, before the first replayed key")
        #expect(screen.controller.state.focus == 1)
        #expect(screen.session.preferencesJSON.count == 1, "the replayed edit was made")
    }
}
