import OctavoPreferences
import OctavoPublication

/// The app's fallbacks for PDF settings, used where the user has no preference: every PDF
/// preference can have one. Kept as `PDFPreferences` and read as properties (`defaults.scroll`).
@dynamicMemberLookup
public struct PDFDefaults: KeyedPreferences {
    /// The defaults, as preferences.
    public var values = PDFPreferences()

    public var unknownFields: [String: JSONValue] {
        get { values.unknownFields }
        set { values.unknownFields = newValue }
    }

    public init() {}

    public init(_ preferences: PDFPreferences) {
        values = preferences
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

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<PDFPreferences, Value?>) -> Value? {
        get { values[keyPath: keyPath] }
        set { values[keyPath: keyPath] = newValue }
    }

    public static let fields = PDFPreferenceTable.all.filter { $0.hasDefault }.map { $0.field.lifted(through: \PDFDefaults.values) }.sorted { $0.key < $1.key }
}
