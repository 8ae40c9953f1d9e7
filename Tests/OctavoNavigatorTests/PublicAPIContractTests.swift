import OctavoPublication
import Foundation
import OctavoNavigator
import OctavoPreferences
import Testing

/// The public API as issue 2 writes it, so that a rename breaks this build before it breaks the
/// acceptance suite that compiles against the same names.
@Suite struct PublicAPIContractTests {
    @Test func issueSnippetCompilesAndBehaves() throws {
        let metadata = Metadata(title: "T", languages: ["ja-JP"], readingProgression: nil, layout: .reflowable)
        let editor = EPUBPreferencesEditor(initialPreferences: EPUBPreferences(fontSize: 1.2),
                                           metadata: metadata, defaults: EPUBDefaults(pageMargins: 1.5))
        editor.fontSize.increment()
        #expect(editor.preferences.fontSize == 1.3)
        editor.publisherStyles.toggle()
        #expect(editor.preferences.publisherStyles == false)
        editor.theme.set(.dark)
        #expect(editor.preferences.theme == .dark)
        let filters: [ImageFilter?] = editor.imageFilter.supportedValues
        #expect(filters == [nil, .darken, .invert])
        _ = (editor.wordSpacing.isEffective, editor.wordSpacing.effectiveValue, editor.wordSpacing.value)
        let unmet: [ActivationRequirement] = editor.wordSpacing.unmetRequirements
        #expect(unmet.map(\.description).contains("not for CJK languages"))
        #expect(editor.wordSpacing.activate() == false)
        #expect(editor.fontSize.format(value: 1.2) == "120%")
        #expect(editor.layout == .reflowable)
        let p: EPUBPreferences = editor.preferences
        editor.clear()
        #expect(editor.preferences == .empty)
        let s = EPUBSettings(preferences: p, defaults: EPUBDefaults(), metadata: metadata)
        _ = (s.readingProgression, s.verticalText, s.scroll, s.language, s.theme, s.fontSize)
        #expect(p.merging(EPUBPreferences(theme: .sepia)).theme == .sepia)
        _ = (p.filterSharedPreferences(), p.filterPublicationPreferences())
        let data = try JSONEncoder().encode(p)
        #expect(try JSONDecoder().decode(EPUBPreferences.self, from: data) == p)
        let pdf = PDFPreferencesEditor(initialPreferences: PDFPreferences(), metadata: metadata, defaults: PDFDefaults())
        pdf.pageSpacing.increment()
        #expect(pdf.preferences.pageSpacing == 4)
        #expect(pdf.scrollAxis.isEffective == false)
        let pixels = editor.fontSize.map(from: { $0 * 16 }, to: { $0 / 16 })
        #expect(pixels.effectiveValue == 16)
        #expect(Color(hex: "#FF0000")?.rawValue == 0xFF0000)
        #expect(Language("ar-EG").isRTL)
        #expect(Language("ko-KR").isCJK)
    }

    @Test func remainingMappingHelpersCompose() {
        let editor = EPUBPreferencesEditor(initialPreferences: EPUBPreferences(), metadata: Metadata(title: "T"), defaults: EPUBDefaults())
        let paginated = editor.scroll.flipped()
        paginated.set(false)
        #expect(editor.preferences.scroll == true)

        let twoThemes = editor.theme.map(supportedValues: { $0.filter { $0 != .sepia } })
        #expect(twoThemes.supportedValues == [.light, .dark])
        let onlyLarge = editor.fontSize.with(supportedRange: 1.0...2.0, progressionStrategy: .steps(1.0, 1.5, 2.0))
        onlyLarge.increment()
        #expect(editor.preferences.fontSize == 1.5)
        let names = editor.theme.map(from: { $0.rawValue }, to: { Theme(rawValue: $0) ?? .light })
        names.set("dark")
        #expect(editor.preferences.theme == .dark)
        let columns = editor.columnCount.with(supportedValues: [.one, .two])
        columns.set(.auto)
        #expect(editor.preferences.columnCount == nil)

        let asPreference: AnyPreference<Double> = editor.fontSize
        let asEnum: AnyPreference<Theme> = editor.theme
        asPreference.set(2)
        asEnum.set(.sepia)
        #expect(editor.preferences.fontSize == 2 && editor.preferences.theme == .sepia)
    }
}
