import OctavoPreferences
import OctavoPublication

/// The app's fallbacks for EPUB settings, used where the user has no preference.
///
/// Every preference that `EPUBPreferenceTable` declares with a default (all but the colours,
/// theme, font family and vertical text, which only make sense as a user's choice). The values
/// are kept as `EPUBPreferences` and read as properties (`defaults.fontSize`); coded like
/// preferences, so house defaults can live in a JSON file.
public struct EPUBDefaults: PreferenceDefaults {
    /// The defaults, as preferences; keys without a default are never set.
    public private(set) var values = EPUBPreferences()

    public init() {}

    public init(values: EPUBPreferences) {
        self.values = Self.keepingDefaults(of: values)
    }

    /// The defaults Readium's `EPUBDefaults` takes, by name; parameters are in alphabetical order.
    public init(
        columnCount: ColumnCount? = nil,
        fit: Fit? = nil,
        fontSize: Double? = nil,
        fontWeight: Double? = nil,
        hyphens: Bool? = nil,
        imageFilter: ImageFilter? = nil,
        language: Language? = nil,
        letterSpacing: Double? = nil,
        ligatures: Bool? = nil,
        lineHeight: Double? = nil,
        offsetFirstPage: Bool? = nil,
        pageMargins: Double? = nil,
        paragraphIndent: Double? = nil,
        paragraphSpacing: Double? = nil,
        publisherStyles: Bool? = nil,
        readingProgression: ReadingProgression? = nil,
        scroll: Bool? = nil,
        spread: Spread? = nil,
        textAlign: TextAlignment? = nil,
        textNormalization: Bool? = nil,
        typeScale: Double? = nil,
        wordSpacing: Double? = nil
    ) {
        self.init(EPUBPreferences(
            columnCount: columnCount, fit: fit, fontSize: fontSize, fontWeight: fontWeight, hyphens: hyphens,
            imageFilter: imageFilter, language: language, letterSpacing: letterSpacing, ligatures: ligatures,
            lineHeight: lineHeight, offsetFirstPage: offsetFirstPage, pageMargins: pageMargins,
            paragraphIndent: paragraphIndent, paragraphSpacing: paragraphSpacing, publisherStyles: publisherStyles,
            readingProgression: readingProgression, scroll: scroll, spread: spread, textAlign: textAlign,
            textNormalization: textNormalization, typeScale: typeScale, wordSpacing: wordSpacing
        ))
    }

    public static let keysWithDefaults = Set(EPUBPreferenceTable.all.filter { $0.hasDefault }.map { $0.key })

    public static let fields = EPUBPreferenceTable.all.filter { $0.hasDefault }.map { $0.field.lifted(through: \EPUBDefaults.values) }.sorted { $0.key < $1.key }
}
