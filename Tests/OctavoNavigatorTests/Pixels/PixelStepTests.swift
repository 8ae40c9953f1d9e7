import Foundation
import OctavoGraphics
import OctavoNavigator
import OctavoPublication
import OctavoTestSupport
import Testing

/// Issue 35's "every step shows": each realistic step of a preference changes the pixels of a
/// real page it applies to (the Live Systems Manual's "About this manual": a heading, justified
/// prose with bold and italic words, "fi" in "find"), typeset by Pango.
@Suite struct PixelStepTests {
    struct Step: Sendable, CustomTestStringConvertible {
        let name: String
        let before: EPUBPreferences
        let after: EPUBPreferences
        var book: Book = .liveManual
        var testDescription: String { name }
    }

    enum Book: Sendable {
        case liveManual
        /// Two paragraphs around a picture.
        case picture
        /// Long words in paragraphs whose markup names no language, so the setting's applies
        /// (the Live Manual's body says `lang="en"`, which wins in a web view too), on a narrow
        /// page.
        case unlabelledProse
    }

    /// The user's own styles: what spacing, alignment, line height and hyphenation need.
    static let advanced = EPUBPreferences(publisherStyles: false)
    static let justified = advanced.merging(.init(textAlign: .justify))
    static let rightToLeft = advanced.merging(.init(readingProgression: .rtl))

    static let steps: [Step] = [
        Step(name: "fontSize 100% → 110%", before: .init(fontSize: 1), after: .init(fontSize: 1.1)),
        Step(name: "fontFamily serif → sans-serif", before: .init(fontFamily: .serif), after: .init(fontFamily: .sansSerif)),
        Step(name: "fontFamily serif → monospace", before: .init(fontFamily: .serif), after: .init(fontFamily: .monospace)),
        Step(name: "fontWeight 1.0 → 1.5", before: .init(fontWeight: 1), after: .init(fontWeight: 1.5)),
        Step(name: "textNormalization off → on", before: .init(textNormalization: false), after: .init(textNormalization: true)),
        Step(name: "theme light → sepia", before: .init(theme: .light), after: .init(theme: .sepia)),
        Step(name: "textColor", before: .init(), after: .init(textColor: Color(rawValue: 0x884400))),
        Step(name: "backgroundColor", before: .init(), after: .init(backgroundColor: Color(rawValue: 0xEEEEDD))),
        Step(name: "imageFilter darken → invert", before: .init(imageFilter: .darken, theme: .dark), after: .init(imageFilter: .invert, theme: .dark), book: .picture),
        Step(name: "pageMargins 1 → 1.5", before: .init(pageMargins: 1), after: .init(pageMargins: 1.5)),
        Step(name: "columnCount 1 → 2", before: .init(columnCount: .one), after: .init(columnCount: .two)),
        Step(name: "textAlign left → justify", before: advanced.merging(.init(textAlign: .left)), after: justified),
        Step(name: "hyphens off → on, justified", before: justified.merging(.init(hyphens: false)), after: justified.merging(.init(hyphens: true))),
        Step(name: "lineHeight 1.4 → 1.5", before: advanced.merging(.init(lineHeight: 1.4)), after: advanced.merging(.init(lineHeight: 1.5))),
        Step(name: "paragraphSpacing 0 → 0.5", before: advanced.merging(.init(paragraphSpacing: 0)), after: advanced.merging(.init(paragraphSpacing: 0.5))),
        Step(name: "paragraphIndent 0 → 1", before: advanced.merging(.init(paragraphIndent: 0)), after: advanced.merging(.init(paragraphIndent: 1))),
        Step(name: "letterSpacing 0 → 0.05", before: advanced.merging(.init(letterSpacing: 0)), after: advanced.merging(.init(letterSpacing: 0.05))),
        Step(name: "wordSpacing 0 → 0.1", before: advanced.merging(.init(wordSpacing: 0)), after: advanced.merging(.init(wordSpacing: 0.1))),
        Step(name: "typeScale 1.2 → 1.333", before: advanced.merging(.init(typeScale: 1.2)), after: advanced.merging(.init(typeScale: 1.333))),
        // Readium applies the ligatures preference with its right-to-left style sheet only. The
        // Live Manual's own family list finds Liberation Sans, which has no common ligatures:
        // the step sets the page in serif, whose face has "fi" and "fl".
        Step(
            name: "ligatures on → off, right to left", before: rightToLeft.merging(.init(fontFamily: .serif, ligatures: true)),
            after: rightToLeft.merging(.init(fontFamily: .serif, ligatures: false))
        ),
        Step(
            name: "language en → fr, hyphenated", before: justified.merging(.init(hyphens: true, language: "en")),
            after: justified.merging(.init(hyphens: true, language: "fr")), book: .unlabelledProse
        ),
    ]

    @Test(arguments: steps)
    func stepChangesThePixels(_ step: Step) throws {
        let publication: Publication, text: String
        var device = PixelDevice(width: 600, height: 800)
        switch step.book {
        case .liveManual: (publication, text) = (try NavigatorBooks.liveManual(), "This manual serves")
        case .picture: (publication, text) = (try PixelPages.pictureBook(), "Before the picture")
        case .unlabelledProse:
            (publication, text) = (try PixelPages.paragraphs([PixelPages.longWords]), "The admin")
            device = PixelDevice(width: 240, height: 800)
        }
        let before = try PixelPages.render(try PixelPages.navigator(publication, preferences: step.before, device: device, showing: text))
        let after = try PixelPages.render(try PixelPages.navigator(publication, preferences: step.after, device: device, showing: text))
        let (differing, _) = PixelGolden.difference(before.image, after.image, tolerance: 0)
        #expect(differing > 0, "\(step.name) changed no pixel")
    }

    /// The same page submitted new preferences changes as a fresh navigator would draw it: the
    /// layout follows a family or weight change, which pages of cells ignore.
    @Test func submittingAFamilyLaysThePageOutAgain() throws {
        let navigator = try PixelPages.navigator(try NavigatorBooks.liveManual(), showing: "This manual serves")
        navigator.submitPreferences(.init(fontFamily: .monospace))
        let submitted = try PixelPages.render(navigator)
        let fresh = try PixelPages.render(try PixelPages.navigator(try NavigatorBooks.liveManual(), preferences: .init(fontFamily: .monospace), showing: "This manual serves"))
        #expect(submitted.lines == fresh.lines)
        #expect(submitted.fontFamily == "DejaVu Sans Mono")
    }

    /// Readium's family names reach fontconfig: OpenDyslexic is Debian's fonts-opendyslexic.
    @Test(arguments: [(FontFamily.serif, "DejaVu Serif"), (.sansSerif, "DejaVu Sans"), (.monospace, "DejaVu Sans Mono"), (.openDyslexic, "OpenDyslexic")])
    func aFamilyIsSetInTheFaceFontconfigGives(family: FontFamily, installed: String) throws {
        let page = try PixelPages.render(try PixelPages.navigator(try PixelPages.paragraphs([PixelPages.prose]), preferences: .init(fontFamily: family)))
        #expect(page.fontFamily == installed)
    }

    @Test func theLiveManualPageMatchesItsGolden() throws {
        let page = try PixelPages.render(try PixelPages.navigator(try NavigatorBooks.liveManual(), device: PixelDevice(width: 480, height: 640), showing: "This manual serves"))
        PixelGolden.check(page.image, in: PixelPages.goldenFolder, named: "live-manual-about")
    }

    @Test func aPictureBookInSepiaMatchesItsGolden() throws {
        let page = try PixelPages.render(try PixelPages.navigator(try PixelPages.pictureBook(), preferences: .init(theme: .sepia), device: PixelDevice(width: 480, height: 640)))
        #expect(page.pictures.map(\.box.width) == [160])
        PixelGolden.check(page.image, in: PixelPages.goldenFolder, named: "picture-sepia")
    }
}
