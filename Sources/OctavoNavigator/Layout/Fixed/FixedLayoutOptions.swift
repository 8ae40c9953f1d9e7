import OctavoPublication
import OctavoCanvas
import OctavoPreferences

/// The presentation of fixed-layout pages as one value, so that geometry and rendering work
/// the same for PDF and fixed-layout EPUB whatever editor produced the preferences. It holds
/// what the navigator applies: a preference that is not effective arrives here as its neutral
/// value (see ``init(editor:pageColor:inkColor:)``), so the page shows exactly what the
/// activation rules promise.
struct FixedLayoutOptions: Hashable, Sendable {
    var fit: Fit
    var spread: Spread
    var offsetFirstPage: Bool
    var scroll: Bool
    var scrollAxis: Axis
    /// In points, as the preference stores it (0…200); the geometry turns it into cells.
    var pageSpacing: Double
    var visibleScrollbar: Bool
    var readingProgression: ReadingProgression
    /// Shown around and between pages.
    var backgroundColor: RGBColor
    /// The paper of pages drawn as framed boxes (fixed-layout EPUB pages, or a PDF page that
    /// could not be rendered).
    var pageColor: RGBColor
    /// Frames and labels, drawn on the paper.
    var inkColor: RGBColor

    init(
        fit: Fit = .auto,
        spread: Spread = .auto,
        offsetFirstPage: Bool = false,
        scroll: Bool = false,
        scrollAxis: Axis = .vertical,
        pageSpacing: Double = 0,
        visibleScrollbar: Bool = true,
        readingProgression: ReadingProgression = .ltr,
        backgroundColor: RGBColor = RGBColor(hex: PDFSettings.viewerBackgroundColor.rawValue),
        pageColor: RGBColor = RGBColor(hex: 0xFFFFFF),
        inkColor: RGBColor = RGBColor(hex: 0x000000)
    ) {
        self.fit = fit
        self.spread = spread
        self.offsetFirstPage = offsetFirstPage
        self.scroll = scroll
        self.scrollAxis = scrollAxis
        self.pageSpacing = pageSpacing
        self.visibleScrollbar = visibleScrollbar
        self.readingProgression = readingProgression
        self.backgroundColor = backgroundColor
        self.pageColor = pageColor
        self.inkColor = inkColor
    }

    /// Takes each preference only where the PDF navigator's rules make it effective, so a
    /// value the editor shows as inactive cannot change the page either.
    init(editor e: PDFPreferencesEditor, pageColor: RGBColor = RGBColor(hex: 0xFFFFFF), inkColor: RGBColor = RGBColor(hex: 0x000000)) {
        self.init(
            fit: e.fit.isEffective ? e.fit.effectiveValue : .auto,
            spread: e.spread.isEffective ? e.spread.effectiveValue : .never,
            offsetFirstPage: e.offsetFirstPage.isEffective && e.offsetFirstPage.effectiveValue,
            scroll: e.scroll.effectiveValue,
            scrollAxis: e.scrollAxis.isEffective ? e.scrollAxis.effectiveValue : .vertical,
            pageSpacing: e.pageSpacing.effectiveValue,
            visibleScrollbar: e.visibleScrollbar.isEffective && e.visibleScrollbar.effectiveValue,
            readingProgression: e.readingProgression.isEffective ? e.readingProgression.effectiveValue : .ltr,
            backgroundColor: (e.backgroundColor.effectiveValue ?? PDFSettings.viewerBackgroundColor).rgb,
            pageColor: pageColor,
            inkColor: inkColor
        )
    }
}
