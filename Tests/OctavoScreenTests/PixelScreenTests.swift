import Foundation
import OctavoCanvas
import OctavoNavigator
import OctavoPreferences
import OctavoPublication
import OctavoSession
import OctavoTestSupport
import Testing
@testable import OctavoScreen

/// While the preview shows pages in pixels (issue 35), pages turn in pages of pixels and the
/// footer counts them: a page of pixels holds more or less text than a page of cells, so turning
/// by cells would skip or repeat text in the picture. The font family's row says what stands in
/// for a family that is not installed.
@Suite(.serialized) struct PixelScreenTests {
    private static let cell = Size(width: 10, height: 20)

    /// The screen with a worker drawing its pages for a kitty terminal of 10×20-pixel cells.
    private func pixelScreen(preferences: EPUBPreferences = EPUBPreferences()) throws -> TestScreen {
        let screen = try TestScreen(try Publication.open(at: try Fixtures.url("live-manual.en.epub")), width: 100, height: 40)
        let opening = screen.session.opening
        screen.controller.makePagePictures = { PagePictureWorker(opening: opening) }
        screen.backend.pictureSupport = PictureSupport(pixelProtocol: .kitty, cellSize: Self.cell)
        if preferences != EPUBPreferences() { try screen.session.replaceAndCommit(with: preferences.jsonObject) }
        screen.loop.run(on: screen.backend)
        return screen
    }

    /// Runs the loop until the picture the screen asked for is shown with the pages counted.
    private func waitForCountedPicture(_ screen: TestScreen) throws {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            screen.backend.sendIdleWaits(1)
            screen.loop.run(on: screen.backend)
            if let shown = screen.controller.shownPicture, shown.request == screen.controller.requestedPicture, screen.controller.pendingPixelTurns == 0,
               shown.turns?.footer.contains("of …") == false {
                return
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        Issue.record("no page in pixels came")
    }

    /// The same book in pixels at the preview's size, as `octavo preview --pixel-size` lays it out.
    private func pixelNavigator(for screen: TestScreen) throws -> EPUBNavigator {
        let request = try #require(screen.controller.requestedPicture)
        let navigator = try EPUBNavigator(publication: screen.session.publication, initialLocation: nil, config: .init(preferences: EPUBPreferences()))
        try navigator.usePixels(PixelDevice(width: request.rect.width * Self.cell.width, height: request.rect.height * Self.cell.height))
        navigator.paginate(until: nil)
        return navigator
    }

    private func footer(of screen: TestScreen) -> String {
        screen.backend.screen?.text.split(separator: "\n").first { $0.contains("page ") && $0.contains(" of ") }.map(String.init) ?? ""
    }

    @Test func theFooterCountsPagesOfPixels() throws {
        let screen = try pixelScreen()
        try waitForCountedPicture(screen)
        let pixels = try pixelNavigator(for: screen)
        let count = try #require(pixels.pageCount)
        #expect(footer(of: screen).contains("page 1 of \(count) "), "\(footer(of: screen)), \(count) pages in pixels")
        #expect(screen.session.navigator.pageCount != count, "the cells' count differs, or the test shows nothing")
    }

    @Test func pagesTurnInPagesOfPixelsEvenInABurst() throws {
        let screen = try pixelScreen()
        try waitForCountedPicture(screen)
        let pixels = try pixelNavigator(for: screen)
        // Three turns at once, before the first turned page is drawn: none is skipped.
        screen.backend.send([.tab, .character(" "), .character(" "), .character(" ")])
        screen.loop.run(on: screen.backend)
        try waitForCountedPicture(screen)
        pixels.go(toPage: 4)
        #expect(screen.controller.requestedPicture?.locator == pixels.currentLocation)
        #expect(footer(of: screen).contains("page 4 of \(pixels.pageCount ?? 0) "), "\(footer(of: screen))")

        screen.backend.send([.pageUp])
        screen.loop.run(on: screen.backend)
        try waitForCountedPicture(screen)
        pixels.goBackward()
        #expect(screen.controller.requestedPicture?.locator == pixels.currentLocation)
        #expect(footer(of: screen).contains("page 3 of "), "\(footer(of: screen))")
    }

    @Test func theFontFamilyRowSaysWhatStandsInForAFamilyNotInstalled() throws {
        let screen = try pixelScreen(preferences: EPUBPreferences(fontFamily: .accessibleDfA, publisherStyles: false))
        try waitForCountedPicture(screen)
        try screen.press("/font family<enter>")
        let status = try #require(screen.backend.screen?.text.split(separator: "\n").last { $0.contains("Font family:") })
        #expect(status.contains("AccessibleDfA is not installed: set in "), "\(status)")
    }
}
