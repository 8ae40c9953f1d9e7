import Foundation
import OctavoNavigator
import OctavoPreferences
import Testing

/// Values where Octavo follows the Readium toolkits and REFERENCE §3 (issue 11, first part).
@Suite struct ReadiumParityTests {
    @Test func onlyTaiwanOrTheHantScriptMakesChineseTraditional() {
        #expect(Language("zh-TW").isRTL && Language("zh-Hant").isRTL && Language("zh-Hant-HK").isRTL)
        #expect(!Language("zh-HK").isRTL && !Language("zh-MO").isRTL && !Language("zh").isRTL)
        let hongKong = EPUBSettings(preferences: EPUBPreferences(), defaults: EPUBDefaults(), metadata: Metadata(title: "HK", languages: ["zh-HK"]))
        #expect(hongKong.readingProgression == .ltr && !hongKong.verticalText && hongKong.stylesheetFamily == .cjkHorizontal)
    }

    @Test func aValueWithinATolerenceOfAStepMovesToTheNextStep() {
        let steps = ProgressionStrategy<Double>.steps(1.0, 1.125, 1.2)
        #expect(steps.next(after: 1.1249, in: 1.0...2.0) == 1.2)
        #expect(steps.next(after: 1.1251, in: 1.0...2.0) == 1.2)
        #expect(steps.previous(before: 1.1251, in: 1.0...2.0) == 1.0)
        #expect(steps.next(after: 1.12, in: 1.0...2.0) == 1.125, "further than the tolerance, the step itself is next")
        let editor = EPUBPreferencesEditor(initialPreferences: EPUBPreferences(publisherStyles: false, typeScale: 1.1249), metadata: Books.english, defaults: EPUBDefaults())
        editor.typeScale.increment()
        #expect(editor.typeScale.value == 1.2)
    }

    @Test func theInitialiserNormalisesAsReadiumDoes() {
        let p = EPUBPreferences(
            fontSize: -1, fontWeight: 9, letterSpacing: -0.5, lineHeight: -3, pageMargins: -2,
            paragraphIndent: -1, paragraphSpacing: -1, typeScale: -1, wordSpacing: -0.1
        )
        #expect(p.fontSize == 0 && p.fontWeight == 2.5 && p.letterSpacing == 0 && p.pageMargins == 0)
        #expect(p.paragraphSpacing == 0 && p.typeScale == 0 && p.wordSpacing == 0)
        #expect(p.lineHeight == -3 && p.paragraphIndent == -1, "Readium leaves these as given")
        #expect(EPUBPreferences(fontWeight: -1).fontWeight == 0)
    }

    @Test func centreAndEndAlignmentsReadAndWriteJSONButAreNotOffered() throws {
        for alignment in [TextAlignment.center, .end] {
            let data = try JSONEncoder().encode(EPUBPreferences(textAlign: alignment))
            let decoded = try EPUBPreferences.decode(from: data)
            #expect(decoded.preferences.textAlign == alignment && decoded.warnings.isEmpty)
        }
        let editor = EPUBPreferencesEditor(initialPreferences: EPUBPreferences(), metadata: Books.english, defaults: EPUBDefaults())
        #expect(editor.textAlign.supportedValues == [nil, .start, .left, .right, .justify])
    }

    @Test func themeAndEffectiveColoursUseReadiumsNames() {
        #expect(Theme.dark.contentColor == Color(rawValue: 0xFEFEFE) && Theme.sepia.contentColor == Color(rawValue: 0x121212))
        let settings = EPUBSettings(preferences: EPUBPreferences(theme: .sepia), defaults: EPUBDefaults(), metadata: Books.english)
        #expect(settings.effectiveBackgroundColor == Color(rawValue: 0xFAF4E8))
        #expect(settings.effectiveTextColor == Color(rawValue: 0x121212))
        let own = EPUBSettings(preferences: EPUBPreferences(backgroundColor: Color(rawValue: 0x102030)), defaults: EPUBDefaults(), metadata: Books.english)
        #expect(own.effectiveBackgroundColor == Color(rawValue: 0x102030))
        #expect(FontFamily.fantasy.rawValue == "fantasy")
    }
}

/// Readium's names for erasing, mapping and stepping handles, and its `Language`.
@Suite struct ReadiumHandleAPITests {
    private func editor(_ preferences: EPUBPreferences = EPUBPreferences()) -> EPUBPreferencesEditor {
        EPUBPreferencesEditor(initialPreferences: preferences, metadata: Books.english, defaults: EPUBDefaults())
    }

    @Test func handlesEraseToTheirOwnKind() {
        let e = editor()
        let range: AnyRangePreference<Double> = e.fontSize.eraseToAnyPreference()
        let choice: AnyEnumPreference<Theme> = e.theme.eraseToAnyPreference()
        let plain: AnyPreference<Bool> = e.scroll.eraseToAnyPreference()
        range.increment()
        choice.set(.dark)
        plain.set(true)
        #expect(e.preferences == EPUBPreferences(fontSize: 1.1, scroll: true, theme: .dark))
    }

    @Test func rangeHandlesMapAsInReadium() {
        let e = editor()
        let pixels = e.fontSize.map(from: { $0 * 16 }, to: { $0 / 16 }, formatValue: { "\(Int($0)) px" })
        #expect(pixels.supportedRange == 1.6...80 && pixels.format(value: 32) == "32 px")
        pixels.increment()
        #expect(e.fontSize.value == 1.1, "the original's own stepping")

        let big = e.fontSize.map(supportedRange: { _ in 1...2 }, increment: { $0.set(($0.value ?? $0.effectiveValue) + 0.5) })
        big.increment()
        #expect(e.fontSize.value == 1.6)
        big.set(9)
        #expect(e.fontSize.value == 2, "the new range clamps")
        #expect(e.fontSize.map(formatValue: { "x\($0)" }).format(value: 1) == "x1.0")
    }

    @Test func variadicSupportedValuesAndUnboundedStrategies() {
        let families = editor().fontFamily.with(supportedValues: nil, .serif, .monospace)
        #expect(families.supportedValues == [nil, .serif, .monospace])
        #expect(ProgressionStrategy<Double>.increment(0.5).increment(4.8) == 5.3)
        #expect(ProgressionStrategy<Double>.increment(0.5).decrement(0.2) == -0.3)
        #expect(ProgressionStrategy<Double>.steps(1, 2).increment(2) == 2 && ProgressionStrategy<Double>.steps(1, 2).decrement(1.5) == 1)
    }

    @Test func languageCodesAsReadiumSpellsThem() throws {
        let japanese = Language(code: .bcp47("ja"))
        #expect(japanese.code.bcp47 == "ja" && japanese.isCJK)
        #expect(Language("pt-BR").removingRegion() == Language("pt"))
        #expect(Language("zh_hant_TW").removingRegion().code.bcp47 == "zh")
        let data = try JSONEncoder().encode([Language("ar-EG")])
        #expect(String(decoding: data, as: UTF8.self) == #"["ar-EG"]"#)
        #expect(try JSONDecoder().decode([Language].self, from: Data(#"["ja_JP"]"#.utf8)) == [Language("ja-JP")])
    }

    @Test func pdfBackgroundColourStaysNilWhileUnset() throws {
        let pdf = PDFPreferencesEditor(initialPreferences: PDFPreferences(), metadata: Metadata(title: "P", layout: .fixed), defaults: PDFDefaults())
        let colour: AnyPreference<Color?> = pdf.backgroundColor
        #expect(colour.effectiveValue == nil && pdf.settings.backgroundColor == nil && !colour.isEffective)
        colour.set(Color(rawValue: 0x112233))
        #expect(pdf.settings.backgroundColor == Color(rawValue: 0x112233) && colour.isEffective)
    }
}
