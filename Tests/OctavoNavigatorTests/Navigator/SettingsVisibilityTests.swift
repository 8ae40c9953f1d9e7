import OctavoPublication
import Foundation
import OctavoCanvas
import OctavoNavigator
import Testing

/// Issue 3's table "every setting must be visible on the page": each case renders a page with one
/// setting changed, compares it with a golden file (characters and styles) and checks that it
/// differs from the same page without the change.
@Suite struct SettingsVisibilityTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let book: @Sendable () throws -> Publication
        let base: EPUBPreferences
        let changed: EPUBPreferences
        var width = 48
        var height = 16
        var turns = 0
        var testDescription: String { name }
    }

    static let advanced = EPUBPreferences(publisherStyles: false)
    static let story: @Sendable () throws -> Publication = { NavigatorBooks.story }

    static let cases: [Case] = [
        Case(name: "fontSize", book: story, base: .init(), changed: .init(fontSize: 1.6)),
        Case(name: "pageMargins", book: story, base: .init(), changed: .init(pageMargins: 3)),
        Case(name: "columnCount", book: story, base: .init(columnCount: .one), changed: .init(columnCount: .two), width: 96),
        Case(name: "columnCount-auto-wide", book: story, base: .init(columnCount: .one), changed: .init(columnCount: .auto), width: 120, height: 24),
        Case(name: "scroll", book: story, base: .init(), changed: .init(scroll: true), height: 30),
        Case(name: "theme-dark", book: story, base: .init(), changed: .init(theme: .dark)),
        Case(name: "theme-sepia", book: story, base: .init(), changed: .init(theme: .sepia)),
        Case(name: "colors", book: story, base: .init(), changed: .init(backgroundColor: Color(rawValue: 0x203040), textColor: Color(rawValue: 0xFFCC00))),
        Case(name: "textAlign-justify", book: story, base: advanced, changed: advanced.merging(.init(textAlign: .justify))),
        Case(name: "textAlign-right", book: story, base: advanced, changed: advanced.merging(.init(textAlign: .right))),
        Case(name: "hyphens", book: story, base: advanced.merging(.init(hyphens: false, textAlign: .justify)), changed: advanced.merging(.init(hyphens: true, textAlign: .justify)), width: 30),
        Case(name: "lineHeight", book: story, base: advanced, changed: advanced.merging(.init(lineHeight: 2))),
        Case(name: "paragraphSpacing", book: story, base: advanced, changed: advanced.merging(.init(paragraphSpacing: 2))),
        Case(name: "paragraphIndent", book: story, base: advanced, changed: advanced.merging(.init(paragraphIndent: 2))),
        Case(name: "letterSpacing", book: story, base: advanced, changed: advanced.merging(.init(letterSpacing: 0.3))),
        Case(name: "wordSpacing", book: story, base: advanced, changed: advanced.merging(.init(wordSpacing: 0.5))),
        Case(name: "fontWeight-bold", book: story, base: .init(), changed: .init(fontWeight: 2)),
        Case(name: "fontWeight-light", book: story, base: .init(), changed: .init(fontWeight: 0.25)),
        Case(name: "fontFamily", book: story, base: .init(), changed: .init(fontFamily: .serif)),
        Case(name: "textNormalization", book: story, base: .init(), changed: .init(textNormalization: true)),
        Case(name: "typeScale", book: story, base: advanced.merging(.init(typeScale: 1.0)), changed: advanced.merging(.init(typeScale: 2))),
        Case(name: "readingProgression-rtl", book: { NavigatorBooks.arabic }, base: .init(readingProgression: .ltr), changed: .init()),
        Case(name: "verticalText", book: { NavigatorBooks.japanese }, base: .init(verticalText: false), changed: .init()),
        Case(name: "imageFilter-darken", book: story, base: .init(theme: .dark), changed: .init(imageFilter: .darken, theme: .dark)),
        Case(name: "imageFilter-invert", book: story, base: .init(theme: .dark), changed: .init(imageFilter: .invert, theme: .dark)),
        Case(name: "publisherStyles", book: { NavigatorBooks.styled }, base: .init(), changed: .init(publisherStyles: false)),
        Case(name: "fixed-spread", book: { try NavigatorBooks.fixedLayout() }, base: .init(spread: .never), changed: .init(spread: .always), width: 60),
        Case(name: "fixed-offsetFirstPage", book: { try NavigatorBooks.fixedLayout() }, base: .init(offsetFirstPage: false, spread: .always), changed: .init(offsetFirstPage: true, spread: .always), width: 60),
        Case(name: "fixed-fit", book: { try NavigatorBooks.fixedLayout() }, base: .init(fit: .page, spread: .never), changed: .init(fit: .width, spread: .never), width: 60),
        Case(name: "fixed-rtl", book: { try NavigatorBooks.fixedLayout() }, base: .init(readingProgression: .ltr, spread: .always), changed: .init(readingProgression: .rtl, spread: .always), width: 60),
    ]

    @Test(arguments: cases)
    func settingChangesThePage(_ c: Case) throws {
        let publication = try c.book()
        let navigator = try EPUBNavigator(publication: publication, initialLocation: nil, config: .init(preferences: c.base))
        navigator.viewport = Viewport(width: c.width, height: c.height)
        for _ in 0..<c.turns { navigator.goForward() }
        let before = navigator.renderCanvas()
        navigator.submitPreferences(c.changed)
        navigator.paginate(until: nil)
        let after = navigator.renderCanvas()
        #expect(before != after, "\(c.name) made no visible change")
        NavigatorGolden.check(after, named: "epub-\(c.name)")
    }

    @Test func baselinePage() throws {
        let navigator = try EPUBNavigator(publication: NavigatorBooks.story, initialLocation: nil, config: .init())
        navigator.viewport = Viewport(width: 48, height: 16)
        navigator.paginate(until: nil)
        NavigatorGolden.check(navigator.renderCanvas(), named: "epub-baseline")
    }

    @Test func inactiveSettingsChangeNothing() throws {
        let navigator = try EPUBNavigator(publication: NavigatorBooks.story, initialLocation: nil, config: .init())
        navigator.viewport = Viewport(width: 48, height: 16)
        let page = navigator.renderCanvas()
        navigator.submitPreferences(EPUBPreferences(letterSpacing: 0.5, lineHeight: 2, spread: .always, textAlign: .right, wordSpacing: 1))
        #expect(navigator.renderCanvas() == page, "settings that need publisher styles off, or a fixed layout, must not show")
    }
}

@Suite struct PDFSettingsVisibilityTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let base: PDFPreferences
        let changed: PDFPreferences
        var width = 60
        var height = 20
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "spread", base: .init(spread: .never), changed: .init(spread: .always)),
        Case(name: "offsetFirstPage", base: .init(offsetFirstPage: false, spread: .always), changed: .init(offsetFirstPage: true, spread: .always)),
        Case(name: "scroll-vertical", base: .init(scroll: false), changed: .init(scroll: true)),
        Case(name: "scroll-horizontal", base: .init(scroll: true), changed: .init(scroll: true, scrollAxis: .horizontal)),
        Case(name: "pageSpacing", base: .init(scroll: true), changed: .init(pageSpacing: 48, scroll: true)),
        Case(name: "fit", base: .init(fit: .page, scroll: true), changed: .init(fit: .width, scroll: true)),
        Case(name: "visibleScrollbar", base: .init(scroll: true, visibleScrollbar: true), changed: .init(scroll: true, visibleScrollbar: false)),
        Case(name: "backgroundColor", base: .init(), changed: .init(backgroundColor: Color(rawValue: 0x102030))),
        Case(name: "readingProgression", base: .init(readingProgression: .ltr, spread: .always), changed: .init(readingProgression: .rtl, spread: .always)),
    ]

    @Test(arguments: cases)
    func settingChangesThePage(_ c: Case) throws {
        let publication = try PDFSamples.make(pages: [(595, 842), (595, 842), (842, 595), (595, 842), (595, 842)])
        let navigator = try PDFNavigator(publication: publication, initialLocation: nil, config: .init(preferences: c.base))
        navigator.viewport = Viewport(width: c.width, height: c.height)
        let before = navigator.renderCanvas()
        navigator.submitPreferences(c.changed)
        navigator.paginate(until: nil)
        let after = navigator.renderCanvas()
        #expect(before != after, "\(c.name) made no visible change")
        NavigatorGolden.check(after, named: "pdf-\(c.name)")
    }
}
