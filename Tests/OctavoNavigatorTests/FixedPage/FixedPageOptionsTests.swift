import OctavoCanvas
@testable import OctavoNavigator
@testable import OctavoPublication
import Testing

/// Options taken from a PDF editor honour the activation rules.
@Suite struct FixedPageOptionsTests {
    private func options(_ preferences: PDFPreferences) -> FixedLayoutOptions {
        let editor = PDFPreferencesEditor(initialPreferences: preferences, metadata: Metadata(title: "P", layout: .fixed), defaults: PDFDefaults())
        return FixedLayoutOptions(editor: editor)
    }

    @Test func paginatedIgnoresScrollOnlyPreferences() {
        let result = options(PDFPreferences(fit: .width, readingProgression: .rtl, scroll: false, scrollAxis: .horizontal, visibleScrollbar: true))
        #expect(result.fit == .auto)
        #expect(result.scrollAxis == .vertical)
        #expect(result.visibleScrollbar == false)
        #expect(result.readingProgression == .rtl)
    }

    @Test func horizontalScrollIgnoresSpreadsAndDirection() {
        let result = options(PDFPreferences(
            fit: .width, offsetFirstPage: true, readingProgression: .rtl, scroll: true, scrollAxis: .horizontal, spread: .always
        ))
        #expect(result.fit == .width)
        #expect(result.spread == .never)
        #expect(result.offsetFirstPage == false)
        #expect(result.readingProgression == .ltr)
        #expect(result.visibleScrollbar == true)
    }

    @Test func backgroundFallsBackToTheViewerColour() {
        #expect(options(PDFPreferences()).backgroundColor == RGBColor(hex: 0x808080))
        #expect(options(PDFPreferences(backgroundColor: Color(rawValue: 0x102030))).backgroundColor == RGBColor(hex: 0x102030))
        #expect(options(PDFPreferences(pageSpacing: 16)).pageSpacing == 16)
    }
}
