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
