import Foundation
import OctavoGraphics
import OctavoTestSupport
import Testing

/// Issue 35's "the screen sends the right picture": in a terminal that answers the kitty query,
/// the screen sends the page as pixels equal to `preview --pixel-size` of the same page; an edit
/// sends the new page; help takes it away; a sixel terminal gets sixels; a silent terminal gets
/// symbols only.
@Suite(.serialized) struct ScreenPicturesTests {
    @Test func aKittyTerminalGetsThePageAsPreviewDrawsIt() throws {
        let sandbox = try CLISandbox()
        let terminal = try PixelTerminal(.kitty, sandbox: sandbox, arguments: [])
        try terminal.read(for: 30) { _ in terminal.hasKittyPictures(1) }
        let shown = try #require(terminal.kittyPictures().first)
        let file = sandbox.root.appendingPathComponent("page.png").path
        let preview = try sandbox.run(["preview", "--pixel-size", "\(shown.width)x\(shown.height)", "--png", file])
        try #require(preview.status == 0, "\(preview.stderr)")
        let expected = try PictureDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: file))))
        let (differing, _) = PixelGolden.difference(expected, shown, tolerance: 0)
        #expect(differing == 0, "\(differing) pixels differ from preview --png")

        terminal.type("?")
        try terminal.read(for: 10) { _ in terminal.count("\u{1B}_Ga=d") >= 1 }
        terminal.type("q")
        try terminal.read(for: 20) { _ in terminal.hasKittyPictures(2) }
        terminal.type("+")
        try terminal.read(for: 20) { _ in terminal.hasKittyPictures(3) }
        let pictures = terminal.kittyPictures()
        #expect(pictures[1] == pictures[0], "help closed: the same page again")
        #expect(pictures[2] != pictures[1], "the font size step sends the new page")
        try terminal.quit()
    }

    @Test func aSixelTerminalGetsSixels() throws {
        let sandbox = try CLISandbox()
        let terminal = try PixelTerminal(.sixel, sandbox: sandbox, arguments: [])
        try terminal.read(for: 30) { _ in terminal.count("\u{1B}P") >= 1 && terminal.count("\u{1B}\\") >= 1 }
        terminal.type("+")
        try terminal.read(for: 20) { _ in terminal.count("\u{1B}P") >= 2 }
        #expect(terminal.count("\u{1B}_Ga=T") == 0)
        try terminal.quit()
    }

    @Test func aSilentTerminalGetsSymbols() throws {
        let sandbox = try CLISandbox()
        let terminal = try PixelTerminal(.silent, sandbox: sandbox, arguments: [])
        try terminal.read(for: 20) { _ in terminal.count("q quit") >= 1 }
        terminal.type("+")
        try terminal.keepReading(for: 2)
        #expect(terminal.count("\u{1B}_Ga=T") == 0 && terminal.count("\u{1B}P") == 0)
        try terminal.quit()
    }
}
