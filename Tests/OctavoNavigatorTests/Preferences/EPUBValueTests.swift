import OctavoPublication
import OctavoNavigator
import OctavoPreferences
import Testing

/// REFERENCE §2: default effective values, supported values, ranges, steps and labels.
@Suite struct EPUBValueTests {
    private func editor(_ preferences: EPUBPreferences = EPUBPreferences(), defaults: EPUBDefaults = EPUBDefaults(), _ metadata: Metadata = Books.english) -> EPUBPreferencesEditor {
        EPUBPreferencesEditor(initialPreferences: preferences, metadata: metadata, defaults: defaults)
    }

    @Test func defaultEffectiveValuesWithNothingSet() {
        let e = editor()
        #expect(e.backgroundColor.effectiveValue == Color(rawValue: 0xFFFFFF))
        #expect(e.columnCount.effectiveValue == .auto)
        #expect(e.fit.effectiveValue == .auto)
        #expect(e.fontFamily.effectiveValue == nil)
        #expect(e.fontSize.effectiveValue == 1.0)
        #expect(e.fontWeight.effectiveValue == 1.0)
        #expect(e.hyphens.effectiveValue == false)
        #expect(e.imageFilter.effectiveValue == nil)
        #expect(e.language.effectiveValue == Language("en"))
        #expect(e.letterSpacing.effectiveValue == 0)
        #expect(e.ligatures.effectiveValue == false)
        #expect(e.lineHeight.effectiveValue == 1.2)
        #expect(e.offsetFirstPage.effectiveValue == nil)
        #expect(e.pageMargins.effectiveValue == 1.0)
        #expect(e.paragraphIndent.effectiveValue == 0)
        #expect(e.paragraphSpacing.effectiveValue == 0)
        #expect(e.publisherStyles.effectiveValue == true)
        #expect(e.readingProgression.effectiveValue == .ltr)
        #expect(e.scroll.effectiveValue == false)
        #expect(e.spread.effectiveValue == .auto)
        #expect(e.textAlign.effectiveValue == nil)
        #expect(e.textColor.effectiveValue == Color(rawValue: 0x121212))
        #expect(e.textNormalization.effectiveValue == false)
        #expect(e.theme.effectiveValue == .light)
        #expect(e.typeScale.effectiveValue == 1.2)
        #expect(e.verticalText.effectiveValue == false)
        #expect(e.wordSpacing.effectiveValue == 0)
        for handle in [e.fontSize, e.fontWeight, e.letterSpacing, e.wordSpacing] { #expect(handle.value == nil) }
    }

    @Test func appDefaultsAreTheFallbackForEveryDefaultableKey() {
        let defaults = EPUBDefaults(
            columnCount: .two, fit: .page, fontSize: 1.5, fontWeight: 2, hyphens: true, imageFilter: .darken,
            language: "fr", letterSpacing: 0.3, ligatures: true, lineHeight: 1.8, offsetFirstPage: true,
            pageMargins: 2.1, paragraphIndent: 1, paragraphSpacing: 0.5, publisherStyles: false,
            readingProgression: .rtl, scroll: true, spread: .never, textAlign: .right, textNormalization: true,
            typeScale: 1.5, wordSpacing: 0.4
        )
        let e = editor(defaults: defaults, Metadata(title: "No language"))
        #expect(e.columnCount.effectiveValue == .two && e.fit.effectiveValue == .page)
        #expect(e.fontSize.effectiveValue == 1.5 && e.fontWeight.effectiveValue == 2)
        #expect(e.hyphens.effectiveValue && e.imageFilter.effectiveValue == .darken)
        #expect(e.language.effectiveValue == Language("fr") && e.letterSpacing.effectiveValue == 0.3)
        #expect(e.ligatures.effectiveValue && e.lineHeight.effectiveValue == 1.8)
        #expect(e.offsetFirstPage.effectiveValue == true && e.pageMargins.effectiveValue == 2.1)
        #expect(e.paragraphIndent.effectiveValue == 1 && e.paragraphSpacing.effectiveValue == 0.5)
        #expect(e.publisherStyles.effectiveValue == false && e.readingProgression.effectiveValue == .rtl)
        #expect(e.scroll.effectiveValue && e.spread.effectiveValue == .never)
        #expect(e.textAlign.effectiveValue == .right && e.textNormalization.effectiveValue)
        #expect(e.typeScale.effectiveValue == 1.5 && e.wordSpacing.effectiveValue == 0.4)
        #expect(e.preferences == .empty)
    }

    @Test func themeColoursAreTheDefaultColours() {
        #expect(editor(EPUBPreferences(theme: .dark)).backgroundColor.effectiveValue == Color(rawValue: 0x000000))
        #expect(editor(EPUBPreferences(theme: .dark)).textColor.effectiveValue == Color(rawValue: 0xFEFEFE))
        #expect(editor(EPUBPreferences(theme: .sepia)).backgroundColor.effectiveValue == Color(rawValue: 0xFAF4E8))
        #expect(editor(EPUBPreferences(backgroundColor: Color(rawValue: 0x123456), theme: .dark)).backgroundColor.effectiveValue == Color(rawValue: 0x123456))
    }

    @Test func supportedValuesOfEveryPicker() {
        let e = editor()
        #expect(e.columnCount.supportedValues == [.auto, .one, .two])
        #expect(e.fit.supportedValues == [.auto, .page, .width])
        #expect(e.imageFilter.supportedValues == [nil, .darken, .invert])
        #expect(e.readingProgression.supportedValues == [.ltr, .rtl])
        #expect(e.spread.supportedValues == [.auto, .never, .always])
        #expect(e.textAlign.supportedValues == [nil, .start, .left, .right, .justify])
        #expect(e.theme.supportedValues == [.light, .dark, .sepia])
    }

    @Test func optionalPickersStoreNilAsUnset() {
        let e = editor()
        e.imageFilter.set(.darken)
        #expect(e.preferences.imageFilter == .darken && e.imageFilter.value == .some(.darken))
        e.imageFilter.set(.some(nil))
        #expect(e.preferences.imageFilter == nil && e.imageFilter.value == nil)
        e.textAlign.set(.justify)
        #expect(e.preferences.textAlign == .justify)
    }

    @Test func unsupportedPickerValuesAreIgnored() {
        let e = editor()
        let twoColumnsOnly = e.columnCount.with(supportedValues: [.two])
        twoColumnsOnly.set(.one)
        #expect(e.preferences.columnCount == nil)
    }

    struct RangeCase: Sendable, CustomTestStringConvertible {
        let key: String, range: ClosedRange<Double>, start: Double, up: Double, down: Double
        var testDescription: String { key }
    }

    static let rangeCases: [RangeCase] = [
        RangeCase(key: "fontSize", range: 0.1...5.0, start: 1.0, up: 1.1, down: 0.9),
        RangeCase(key: "fontWeight", range: 0.0...2.5, start: 1.0, up: 1.25, down: 0.75),
        RangeCase(key: "letterSpacing", range: 0.0...1.0, start: 0.0, up: 0.1, down: 0.0),
        RangeCase(key: "lineHeight", range: 1.0...2.0, start: 1.2, up: 1.3, down: 1.1),
        RangeCase(key: "pageMargins", range: 0.0...4.0, start: 1.0, up: 1.3, down: 0.7),
        RangeCase(key: "paragraphIndent", range: 0.0...3.0, start: 0.0, up: 0.2, down: 0.0),
        RangeCase(key: "paragraphSpacing", range: 0.0...2.0, start: 0.0, up: 0.1, down: 0.0),
        RangeCase(key: "typeScale", range: 1.0...2.0, start: 1.2, up: 1.25, down: 1.125),
        RangeCase(key: "wordSpacing", range: 0.0...1.0, start: 0.0, up: 0.1, down: 0.0),
    ]

    @Test(arguments: rangeCases)
    func rangeStepsFromTheEffectiveValueAndStopAtBothEnds(_ c: RangeCase) {
        let up = editor(), down = editor()
        #expect(up.rangeHandles[c.key]!.supportedRange == c.range)
        #expect(up.rangeHandles[c.key]!.effectiveValue == c.start)
        up.rangeHandles[c.key]!.increment()
        down.rangeHandles[c.key]!.decrement()
        #expect(up.rangeHandles[c.key]!.value == c.up)
        #expect(down.rangeHandles[c.key]!.value == c.down)

        let top = editor(), bottom = editor()
        top.rangeHandles[c.key]!.set(c.range.upperBound)
        top.rangeHandles[c.key]!.increment()
        bottom.rangeHandles[c.key]!.set(c.range.lowerBound)
        bottom.rangeHandles[c.key]!.decrement()
        #expect(top.rangeHandles[c.key]!.value == c.range.upperBound)
        #expect(bottom.rangeHandles[c.key]!.value == c.range.lowerBound)
    }

    @Test func typeScaleStepsReachBothEndsOfItsRange() {
        let e = editor()
        e.typeScale.set(1.618)
        e.typeScale.increment()
        #expect(e.typeScale.value == 2.0)
        e.typeScale.decrement()
        #expect(e.typeScale.value == 1.618)
        e.typeScale.set(1.3)
        e.typeScale.increment()
        #expect(e.typeScale.value == 1.333)
        e.typeScale.set(1.0)
        e.typeScale.decrement()
        #expect(e.typeScale.value == 1.0)
    }

    @Test func repeatedStepsStoreCleanNumbers() throws {
        let e = editor()
        for _ in 0..<6 { e.fontSize.increment() }
        #expect(e.preferences.fontSize == 1.6)
        let json = String(decoding: try JSONEncoderForTests.sorted.encode(e.preferences), as: UTF8.self)
        #expect(json == #"{"fontSize":1.6}"#)
        for _ in 0..<9 { e.pageMargins.increment() }
        #expect(e.preferences.pageMargins == 3.7)
    }

    @Test func setClampsIntoTheRange() {
        let e = editor()
        e.fontSize.set(99)
        #expect(e.preferences.fontSize == 5)
        e.lineHeight.set(0.2)
        #expect(e.preferences.lineHeight == 1)
    }

    @Test func labels() {
        let e = editor()
        #expect(e.fontSize.format(value: 1.2) == "120%")
        #expect(e.fontWeight.format(value: 2.5) == "250%")
        #expect(e.letterSpacing.format(value: 0.1) == "10%")
        #expect(e.lineHeight.format(value: 1.2) == "1.2")
        #expect(e.pageMargins.format(value: 1.3) == "1.3")
        #expect(e.paragraphIndent.format(value: 0.2) == "20%")
        #expect(e.paragraphSpacing.format(value: 0.1) == "10%")
        #expect(e.typeScale.format(value: 1.067) == "1.067×", "a ratio between sizes")
        #expect(e.wordSpacing.format(value: 1) == "100%")
    }

    @Test func hyphensFollowJustificationUntilSet() {
        let e = editor(EPUBPreferences(textAlign: .justify))
        #expect(e.hyphens.effectiveValue)
        e.hyphens.toggle()
        #expect(e.preferences.hyphens == false)
    }
}
