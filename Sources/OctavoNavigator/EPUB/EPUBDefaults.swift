import OctavoPublication
import OctavoPreferences

/// The app's fallbacks for EPUB settings, used where the user has no preference.
///
/// Everything but the keys that only make sense as a user's choice (colours, theme, font family,
/// vertical text). Coded like preferences, so house defaults can live in a JSON file.
public struct EPUBDefaults: KeyedPreferences {
    /// How many columns of text a page has.
    public var columnCount: ColumnCount?
    /// How a fixed-layout page is scaled into the viewport.
    public var fit: Fit?
    /// The text size as a ratio of the publication's (1.0 = 100%).
    public var fontSize: Double?
    /// The text weight as a ratio of the normal weight.
    public var fontWeight: Double?
    /// Whether long words are hyphenated at line ends.
    public var hyphens: Bool?
    /// The filter applied to images in dark theme.
    public var imageFilter: ImageFilter?
    /// The language of the publication, when its metadata is wrong or missing.
    public var language: Language?
    /// Extra space between letters, as a fraction of the font size.
    public var letterSpacing: Double?
    /// Whether ligatures are used (Arabic script).
    public var ligatures: Bool?
    /// The distance between lines, as a multiple of the font size.
    public var lineHeight: Double?
    /// Whether the first page of a spread stands alone.
    public var offsetFirstPage: Bool?
    /// The horizontal margins, as a multiple of the default.
    public var pageMargins: Double?
    /// The first-line indent of paragraphs, in rems.
    public var paragraphIndent: Double?
    /// The space between paragraphs, in rems.
    public var paragraphSpacing: Double?
    /// Whether the publication's own styles apply; off enables the advanced settings.
    public var publisherStyles: Bool?
    /// The direction of page turns.
    public var readingProgression: ReadingProgression?
    /// Whether the text scrolls continuously instead of being paginated.
    public var scroll: Bool?
    /// Whether fixed-layout pages are shown in pairs.
    public var spread: Spread?
    /// The alignment of body text.
    public var textAlign: TextAlignment?
    /// Whether bold, italics and other emphasis are removed for legibility.
    public var textNormalization: Bool?
    /// The ratio between successive heading sizes.
    public var typeScale: Double?
    /// Extra space between words, as a fraction of the font size.
    public var wordSpacing: Double?

    public var unknownFields: [String: JSONValue] = [:]

    public init() {}

    /// Every key is optional and unset by default; parameters are in alphabetical order.
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
        self.columnCount = columnCount
        self.fit = fit
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.hyphens = hyphens
        self.imageFilter = imageFilter
        self.language = language
        self.letterSpacing = letterSpacing
        self.ligatures = ligatures
        self.lineHeight = lineHeight
        self.offsetFirstPage = offsetFirstPage
        self.pageMargins = pageMargins
        self.paragraphIndent = paragraphIndent
        self.paragraphSpacing = paragraphSpacing
        self.publisherStyles = publisherStyles
        self.readingProgression = readingProgression
        self.scroll = scroll
        self.spread = spread
        self.textAlign = textAlign
        self.textNormalization = textNormalization
        self.typeScale = typeScale
        self.wordSpacing = wordSpacing
    }

    public static let fields: [PreferenceField<EPUBDefaults>] = [
        PreferenceField("columnCount", \.columnCount),
        PreferenceField("fit", \.fit),
        PreferenceField("fontSize", \.fontSize, range: EPUBRanges.fontSize),
        PreferenceField("fontWeight", \.fontWeight, range: EPUBRanges.fontWeight),
        PreferenceField("hyphens", \.hyphens),
        PreferenceField("imageFilter", \.imageFilter),
        PreferenceField("language", \.language),
        PreferenceField("letterSpacing", \.letterSpacing, range: EPUBRanges.letterSpacing),
        PreferenceField("ligatures", \.ligatures),
        PreferenceField("lineHeight", \.lineHeight, range: EPUBRanges.lineHeight),
        PreferenceField("offsetFirstPage", \.offsetFirstPage),
        PreferenceField("pageMargins", \.pageMargins, range: EPUBRanges.pageMargins),
        PreferenceField("paragraphIndent", \.paragraphIndent, range: EPUBRanges.paragraphIndent),
        PreferenceField("paragraphSpacing", \.paragraphSpacing, range: EPUBRanges.paragraphSpacing),
        PreferenceField("publisherStyles", \.publisherStyles),
        PreferenceField("readingProgression", \.readingProgression),
        PreferenceField("scroll", \.scroll),
        PreferenceField("spread", \.spread),
        PreferenceField("textAlign", \.textAlign),
        PreferenceField("textNormalization", \.textNormalization),
        PreferenceField("typeScale", \.typeScale, range: EPUBRanges.typeScale),
        PreferenceField("wordSpacing", \.wordSpacing, range: EPUBRanges.wordSpacing),
    ]
}
