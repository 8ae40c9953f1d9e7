import OctavoPublication
import OctavoPreferences

/// The values a PDF navigator uses, resolved from preferences, the app's defaults and the
/// publication's declared direction (a PDF's language never decides its direction).
public struct PDFSettings: ConfigurableSettings, Hashable {
    /// Unset means the viewer's own colour behind pages.
    public let backgroundColor: Color?
    public let fit: Fit
    public let offsetFirstPage: Bool
    public let pageSpacing: Double
    public let readingProgression: ReadingProgression
    public let scroll: Bool
    public let scrollAxis: Axis
    public let spread: Spread
    public let visibleScrollbar: Bool

    /// The colour a PDF viewer shows behind pages when nobody chose one.
    public static let viewerBackgroundColor = Color(rawValue: 0x808080)

    public init(preferences: PDFPreferences, defaults: PDFDefaults, metadata: Metadata) {
        let p = preferences, d = defaults
        backgroundColor = p.backgroundColor ?? d.backgroundColor
        fit = p.fit ?? d.fit ?? .auto
        offsetFirstPage = p.offsetFirstPage ?? d.offsetFirstPage ?? false
        pageSpacing = (p.pageSpacing ?? d.pageSpacing ?? 0).clamped(to: PDFRanges.pageSpacing)
        readingProgression = p.readingProgression ?? metadata.readingProgression ?? d.readingProgression ?? .ltr
        scroll = p.scroll ?? d.scroll ?? false
        scrollAxis = p.scrollAxis ?? d.scrollAxis ?? .vertical
        spread = p.spread ?? d.spread ?? .auto
        visibleScrollbar = p.visibleScrollbar ?? d.visibleScrollbar ?? true
    }
}
