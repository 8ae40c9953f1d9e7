import OctavoPublication
import OctavoNavigator
import OctavoPreferences
import Testing

/// REFERENCE §4.
@Suite struct PDFPreferenceTests {
    private func editor(_ preferences: PDFPreferences = PDFPreferences(), defaults: PDFDefaults = PDFDefaults(), _ metadata: Metadata = Metadata(title: "PDF", layout: .fixed)) -> PDFPreferencesEditor {
        PDFPreferencesEditor(initialPreferences: preferences, metadata: metadata, defaults: defaults)
    }

    @Test func fallbacks() {
        let e = editor()
        #expect(e.settings.backgroundColor == nil)
        #expect(e.backgroundColor.effectiveValue == nil, "unset, as in Readium: the navigator draws its own grey")
        #expect(e.fit.effectiveValue == .auto && e.offsetFirstPage.effectiveValue == false)
        #expect(e.pageSpacing.effectiveValue == 0 && e.readingProgression.effectiveValue == .ltr)
        #expect(e.scroll.effectiveValue == false && e.scrollAxis.effectiveValue == .vertical)
        #expect(e.spread.effectiveValue == .auto && e.visibleScrollbar.effectiveValue == true)
    }

    @Test func defaultsComeBeforeFallbacks() {
        let e = editor(defaults: PDFDefaults(backgroundColor: Color(rawValue: 0x101010), fit: .width, offsetFirstPage: true, pageSpacing: 8, readingProgression: .rtl, scroll: true, scrollAxis: .horizontal, spread: .never, visibleScrollbar: false))
        #expect(e.backgroundColor.effectiveValue == Color(rawValue: 0x101010) && e.fit.effectiveValue == .width)
        #expect(e.offsetFirstPage.effectiveValue && e.pageSpacing.effectiveValue == 8)
        #expect(e.readingProgression.effectiveValue == .rtl && e.scroll.effectiveValue)
        #expect(e.scrollAxis.effectiveValue == .horizontal && e.spread.effectiveValue == .never)
        #expect(!e.visibleScrollbar.effectiveValue)
    }

    @Test func directionComesFromThePublicationNotItsLanguage() {
        #expect(editor(PDFPreferences(), Metadata(title: "A", languages: ["ar"], layout: .fixed)).readingProgression.effectiveValue == .ltr)
        #expect(editor(PDFPreferences(), Metadata(title: "A", readingProgression: .rtl, layout: .fixed)).readingProgression.effectiveValue == .rtl)
        #expect(editor(defaults: PDFDefaults(readingProgression: .rtl), Metadata(title: "A", readingProgression: .ltr, layout: .fixed)).readingProgression.effectiveValue == .ltr)
        #expect(editor(PDFPreferences(readingProgression: .rtl), Metadata(title: "A", readingProgression: .ltr, layout: .fixed)).readingProgression.effectiveValue == .rtl)
    }

    @Test func paginated() {
        #expect(editor().effectiveKeys == ["offsetFirstPage", "pageSpacing", "readingProgression", "scroll", "spread"])
        #expect(editor(PDFPreferences(backgroundColor: Color(rawValue: 0))).effectiveKeys.contains("backgroundColor"))
    }

    @Test func verticalScroll() {
        #expect(editor(PDFPreferences(scroll: true)).effectiveKeys == ["fit", "offsetFirstPage", "pageSpacing", "scroll", "scrollAxis", "spread", "visibleScrollbar"])
    }

    @Test func horizontalScroll() {
        #expect(editor(PDFPreferences(scroll: true, scrollAxis: .horizontal)).effectiveKeys == ["fit", "pageSpacing", "scroll", "scrollAxis", "visibleScrollbar"])
    }

    @Test func offsetFirstPageNeedsSpreads() {
        let e = editor(PDFPreferences(spread: .never))
        #expect(e.offsetFirstPage.unmetRequirements.map(\.description) == ["Spread must not be never"])
    }

    @Test func activation() {
        let fit = editor()
        #expect(fit.fit.activate())
        #expect(fit.preferences == PDFPreferences(scroll: true))

        let direction = editor(PDFPreferences(scroll: true))
        #expect(direction.readingProgression.activate())
        #expect(direction.preferences == PDFPreferences(scroll: false))

        let offset = editor(PDFPreferences(scroll: true, scrollAxis: .horizontal, spread: .never))
        #expect(offset.offsetFirstPage.activate())
        #expect(offset.preferences == PDFPreferences(scroll: true, scrollAxis: .vertical, spread: .auto))

        let colour = editor()
        #expect(colour.backgroundColor.activate())
        #expect(colour.preferences == PDFPreferences(backgroundColor: PDFSettings.viewerBackgroundColor))
    }

    @Test func pageSpacingStepsAndLabel() {
        let e = editor()
        e.pageSpacing.increment()
        #expect(e.preferences.pageSpacing == 4)
        #expect(e.pageSpacing.format(value: 4) == "4.0 pt")
        e.pageSpacing.set(200)
        e.pageSpacing.increment()
        #expect(e.preferences.pageSpacing == 200)
        e.pageSpacing.set(0)
        e.pageSpacing.decrement()
        #expect(e.preferences.pageSpacing == 0)
        #expect(e.pageSpacing.supportedRange == 0...200)
    }

    @Test func pickerValues() {
        let e = editor()
        #expect(e.scrollAxis.supportedValues == [.vertical, .horizontal])
        #expect(e.fit.supportedValues == [.auto, .page, .width])
        #expect(e.spread.supportedValues == [.auto, .never, .always])
    }

    @Test func filtersKeepDirectionAndOffsetWithTheBook() {
        let all = PDFPreferences(backgroundColor: Color(rawValue: 1), fit: .page, offsetFirstPage: true, pageSpacing: 8, readingProgression: .rtl, scroll: true, scrollAxis: .horizontal, spread: .auto, visibleScrollbar: false)
        #expect(all.filterPublicationPreferences() == PDFPreferences(offsetFirstPage: true, readingProgression: .rtl))
        #expect(all.filterSharedPreferences().setKeys == ["backgroundColor", "fit", "pageSpacing", "scroll", "scrollAxis", "spread", "visibleScrollbar"])
        #expect(all.filterPublicationPreferences().merging(all.filterSharedPreferences()) == all)
    }
}
