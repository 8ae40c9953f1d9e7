import OctavoPreferences
import OctavoPublication

/// The app's fallbacks for PDF settings, used where the user has no preference: every preference
/// `PDFPreferenceTable` declares with a default (today, all of them). Kept as `PDFPreferences`
/// and read as properties (`defaults.scroll`).
public struct PDFDefaults: PreferenceDefaults {
    /// The defaults, as preferences; keys without a default are never set.
    public private(set) var values = PDFPreferences()

    public init() {}

    public init(values: PDFPreferences) {
        self.values = Self.keepingDefaults(of: values)
    }

    /// The defaults Readium's `PDFDefaults` takes, by name; parameters are in alphabetical order.
    public init(
        backgroundColor: Color? = nil,
        fit: Fit? = nil,
        offsetFirstPage: Bool? = nil,
        pageSpacing: Double? = nil,
        readingProgression: ReadingProgression? = nil,
        scroll: Bool? = nil,
        scrollAxis: Axis? = nil,
        spread: Spread? = nil,
        visibleScrollbar: Bool? = nil
    ) {
        self.init(PDFPreferences(
            backgroundColor: backgroundColor, fit: fit, offsetFirstPage: offsetFirstPage, pageSpacing: pageSpacing,
            readingProgression: readingProgression, scroll: scroll, scrollAxis: scrollAxis, spread: spread,
            visibleScrollbar: visibleScrollbar
        ))
    }

    public static let keysWithDefaults = Set(PDFPreferenceTable.all.filter { $0.hasDefault }.map { $0.key })

    public static let fields = PDFPreferenceTable.all.filter { $0.hasDefault }.map { $0.field.lifted(through: \PDFDefaults.values) }.sorted { $0.key < $1.key }
}
