import OctavoPreferences
import OctavoPublication

/// The app's fallbacks for PDF settings, used where the user has no preference: every preference
/// `PDFPreferenceTable` declares with a default (today, all of them). Kept as `PDFPreferences`
/// and read as properties (`defaults.scroll`).
@dynamicMemberLookup
public struct PDFDefaults: KeyedPreferences {
    /// The defaults, as preferences; keys without a default are never set.
    public private(set) var values = PDFPreferences()

    public var unknownFields: [String: JSONValue] {
        get { values.unknownFields }
        set { values.unknownFields = newValue }
    }

    public init() {}

    /// The defaults of `preferences`, keeping only the keys that can have one.
    public init(_ preferences: PDFPreferences) {
        values = preferences.filter(keys: Self.keysWithDefaults)
        values.unknownFields = preferences.unknownFields
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

    /// `defaults.scroll`, read and written like a stored property; a key without a default stays
    /// unset.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<PDFPreferences, Value?>) -> Value? {
        get { values[keyPath: keyPath] }
        set {
            var edited = values
            edited[keyPath: keyPath] = newValue
            self = PDFDefaults(edited)
        }
    }

    static let keysWithDefaults = Set(PDFPreferenceTable.all.filter { $0.hasDefault }.map { $0.key })

    public static let fields = PDFPreferenceTable.all.filter { $0.hasDefault }.map { $0.field.lifted(through: \PDFDefaults.values) }.sorted { $0.key < $1.key }
}
