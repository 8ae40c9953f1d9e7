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
        try expectPreview(of: shown, in: sandbox)

        terminal.type("?")
        try terminal.read(for: 10) { _ in terminal.count("\u{1B}_Ga=d") >= 1 }
        terminal.type("q")
        try terminal.read(for: 20) { _ in terminal.hasKittyPictures(2) }
        terminal.type("+")
        try terminal.read(for: 20) { _ in terminal.hasKittyPictures(3) }
        let pictures = terminal.kittyPictures()
        #expect(pictures[1] == pictures[0], "help closed: the same page again")
        #expect(pictures[2] != pictures[1], "the font size step sends the new page")
        #expect(terminal.count("\u{1B}_Ga=d") == 2, "the new page replaces the old one")
        try terminal.quit()
    }

    /// Pages turn in pages of pixels while the preview shows them: the page after a turn is
    /// `preview --page 2` at the same size, not the text after a page of cells.
    @Test func aPageTurnInPixelsShowsTheNextPageOfPixels() throws {
        let sandbox = try CLISandbox()
        let terminal = try PixelTerminal(.kitty, sandbox: sandbox, arguments: [])
        try terminal.read(for: 30) { _ in terminal.hasKittyPictures(1) }
        terminal.type("\t ")
        try terminal.read(for: 20) { _ in terminal.hasKittyPictures(2) }
        let pictures = terminal.kittyPictures()
        #expect(pictures[1] != pictures[0], "the turn sends another page")
        try expectPreview(of: pictures[1], in: sandbox, page: 2)
        try terminal.quit()
    }

    /// Inside tmux, kitty's protocol goes through tmux's passthrough: the question is answered,
    /// the page comes as preview draws it, placed by Unicode placeholders that tmux keeps in the
    /// pane, and help deletes it.
    @Test func insideTmuxThePageComesThroughPassthroughAndPlaceholders() throws {
        let sandbox = try CLISandbox()
        let terminal = try PixelTerminal(.kitty, sandbox: sandbox, arguments: [], throughTmux: true)
        try terminal.read(for: 30) { _ in terminal.hasKittyPictures(1) }
        let shown = try #require(terminal.kittyPictures().first)
        try expectPreview(of: shown, in: sandbox)
        #expect(terminal.count("U=1,") == 1, "a virtual placement, for placeholders")
        let cells = (shown.width / 10) * (shown.height / 20)
        try terminal.read(for: 10) { _ in terminal.count("\u{10EEEE}") >= cells }
        terminal.type("?")
        try terminal.read(for: 10) { _ in terminal.count("\u{1B}_Ga=d,d=I,i=") >= 1 }
        terminal.type("q")
        try terminal.read(for: 20) { _ in terminal.hasKittyPictures(2) }
        try terminal.quit()
    }

    /// Sixels carry a palette of 256 colours, which chafa dithers, so the page is compared with a
    /// tolerance: decoded by libsixel's `sixel2png`, nearly every cell of it has `preview`'s
    /// colours within an eighth of a channel.
    @Test func aSixelTerminalGetsThePageAsPreviewDrawsIt() throws {
        let sandbox = try CLISandbox()
        let terminal = try PixelTerminal(.sixel, sandbox: sandbox, arguments: [])
        try terminal.read(for: 30) { _ in terminal.firstSixel() != nil }
        let sixel = try #require(terminal.firstSixel())
        let encoded = sandbox.root.appendingPathComponent("page.six"), decoded = sandbox.root.appendingPathComponent("page-six.png")
        try Data(sixel).write(to: encoded)
        try DebianTool("sixel2png", package: "libsixel-bin").run(["-i", encoded.path, "-o", decoded.path])
        let shown = try PictureDecoder.decode([UInt8](try Data(contentsOf: decoded)))
        // Cells of 10×20 pixels; a sixel's height is cut to a multiple of six rows.
        let height = (shown.height + 19) / 20 * 20
        let file = sandbox.root.appendingPathComponent("page.png").path
        let preview = try sandbox.run(["preview", "--pixel-size", "\(shown.width)x\(height)", "--png", file])
        try #require(preview.status == 0, "\(preview.stderr)")
        let expected = try PictureDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: file))))
        // Compared cell by cell, as the mean colour of each 10×20 block: sixel's palette dithers
        // antialiased edges pixel by pixel, and averages them back.
        var differing = 0, total = 0
        for top in stride(from: 0, to: shown.height - 19, by: 20) {
            for left in stride(from: 0, to: shown.width - 9, by: 10) {
                let distance = Self.channelDistance(Self.mean(of: shown, x: left, y: top), Self.mean(of: expected, x: left, y: top))
                if distance > 32 { differing += 1 }
                total += 1
            }
        }
        #expect(Double(differing) / Double(total) < 0.03, "\(differing) of \(total) cells differ by more than an eighth of a channel")

        terminal.type("+")
        try terminal.read(for: 20) { _ in terminal.count("\u{1B}P") >= 2 }
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

    /// `shown` is, pixel for pixel, what `octavo preview --png` draws at its size (of `page`).
    private func expectPreview(of shown: PixelImage, in sandbox: CLISandbox, page: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = sandbox.root.appendingPathComponent("page-\(page ?? 0).png").path
        let pageArguments = page.map { ["--page", "\($0)"] } ?? []
        let preview = try sandbox.run(["preview", "--pixel-size", "\(shown.width)x\(shown.height)", "--png", file] + pageArguments)
        try #require(preview.status == 0, "\(preview.stderr)", sourceLocation: sourceLocation)
        let expected = try PictureDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: file))))
        let (differing, _) = PixelGolden.difference(expected, shown, tolerance: 0)
        #expect(differing == 0, "\(differing) pixels differ from preview --png \(pageArguments.joined(separator: " "))", sourceLocation: sourceLocation)
    }

    /// The largest difference between two 0xRRGGBB colours' channels.
    private static func channelDistance(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift: UInt32 in [16, 8, 0] {
            let first = Int((a >> shift) & 0xFF), second = Int((b >> shift) & 0xFF)
            largest = max(largest, abs(first - second))
        }
        return largest
    }

    /// The mean colour of the 10×20 block at (x, y), as 0xRRGGBB.
    private static func mean(of image: PixelImage, x: Int, y: Int) -> UInt32 {
        var sums: [UInt32] = [0, 0, 0]
        for row in y..<(y + 20) {
            for column in x..<(x + 10) {
                let color = image.color(x: column, y: row)
                sums[0] += color >> 16 & 0xFF
                sums[1] += color >> 8 & 0xFF
                sums[2] += color & 0xFF
            }
        }
        return (sums[0] / 200) << 16 | (sums[1] / 200) << 8 | sums[2] / 200
    }
}
