import OctavoPublication
import Foundation
import OctavoCanvas
import OctavoNavigator
import OctavoSession
import Testing

/// The whole screen rendered headless at fixed sizes for each kind of book, compared with golden
/// files (characters and styles).
@Suite struct ScreenGoldenTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let book: @Sendable () throws -> Publication
        let keys: String
        var testDescription: String { name }
    }

    static let books: [(String, @Sendable () throws -> Publication)] = [
        ("epub", { UIBooks.sample }),
        ("fixed", { try UIBooks.fixedLayout() }),
        ("pdf", { try UIBooks.pdf() }),
        ("rtl", { try UIBooks.arabic() }),
        ("vertical", { try UIBooks.japanese() }),
    ]

    static let sizes = [(80, 24), (120, 40), (60, 20)]

    static let cases: [Case] = books.flatMap { name, book in
        sizes.map { width, height in Case(name: "\(name)-\(width)x\(height)", book: book, keys: "<resize:\(width)x\(height)>") }
    }

    @Test(arguments: cases)
    func screen(_ c: Case) throws {
        let screen = try TestScreen(c.book())
        try screen.press(c.keys)
        ScreenGolden.check(screen.screen, named: "screen-\(c.name)")
    }

    @Test func inactiveRowWithItsExplanation() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try screen.press("/word spacing<enter>")
        let text = screen.screen.text
        #expect(text.contains("Inactive (press a to activate): Publisher styles must be off; needs a value of its own"))
        ScreenGolden.check(screen.screen, named: "screen-inactive-row")
    }

    @Test func helpScreen() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try screen.press("?")
        let text = screen.screen.text
        #expect(text.contains("activate an inactive preference"))
        #expect(text.contains("Focused: Font size  (key fontSize, stepper)"))
        ScreenGolden.check(screen.screen, named: "screen-help")
    }

    @Test func tooSmallTerminalSaysSoAndRecovers() throws {
        let screen = try TestScreen(UIBooks.sample, width: 30, height: 8)
        #expect(screen.screen.text.contains("Terminal too small"))
        try screen.press("<resize:80x24>")
        #expect(!screen.screen.text.contains("Terminal too small"))
    }
}
