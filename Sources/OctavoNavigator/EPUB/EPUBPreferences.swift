import OctavoPublication
import OctavoPreferences

/// The user's wishes for an EPUB navigator: 27 keys, each unset unless chosen.
///
/// Stored as a JSON object with the field names as keys, compatible with the Readium apps.
public struct EPUBPreferences: KeyedPreferences {
    /// The page colour; unset, the theme's.
    public var backgroundColor: Color?
    /// How many columns of text a page has.
    public var columnCount: ColumnCount?
    /// How a fixed-layout page is scaled into the viewport.
    public var fit: Fit?
    /// The typeface of body text; unset, the publisher's.
    public var fontFamily: FontFamily?
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
    /// The text colour; unset, the theme's.
    public var textColor: Color?
    /// Whether bold, italics and other emphasis are removed for legibility.
    public var textNormalization: Bool?
    /// The colour scheme.
    public var theme: Theme?
    /// The ratio between successive heading sizes.
    public var typeScale: Double?
    /// Whether text is laid out in vertical lines (CJK).
    public var verticalText: Bool?
    /// Extra space between words, as a fraction of the font size.
    public var wordSpacing: Double?

    public var unknownFields: [String: JSONValue] = [:]

    public init() {}

    /// Every key is optional and unset by default; parameters are in alphabetical order. Numbers
    /// are normalised as Readium's initialiser does: the font weight into 0...2.5, sizes and
    /// spacings floored at 0 (JSON and the editors keep every number within its range).
    public init(
        backgroundColor: Color? = nil,
        columnCount: ColumnCount? = nil,
        fit: Fit? = nil,
        fontFamily: FontFamily? = nil,
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
        textColor: Color? = nil,
        textNormalization: Bool? = nil,
        theme: Theme? = nil,
        typeScale: Double? = nil,
        verticalText: Bool? = nil,
        wordSpacing: Double? = nil
    ) {
        self.backgroundColor = backgroundColor
        self.columnCount = columnCount
        self.fit = fit
        self.fontFamily = fontFamily
        self.fontSize = fontSize.map { max(0, $0) }
        self.fontWeight = fontWeight?.clamped(to: 0...2.5)
        self.hyphens = hyphens
        self.imageFilter = imageFilter
        self.language = language
        self.letterSpacing = letterSpacing.map { max(0, $0) }
        self.ligatures = ligatures
        self.lineHeight = lineHeight
        self.offsetFirstPage = offsetFirstPage
        self.pageMargins = pageMargins.map { max(0, $0) }
        self.paragraphIndent = paragraphIndent
        self.paragraphSpacing = paragraphSpacing.map { max(0, $0) }
        self.publisherStyles = publisherStyles
        self.readingProgression = readingProgression
        self.scroll = scroll
        self.spread = spread
        self.textAlign = textAlign
        self.textColor = textColor
        self.textNormalization = textNormalization
        self.theme = theme
        self.typeScale = typeScale.map { max(0, $0) }
        self.verticalText = verticalText
        self.wordSpacing = wordSpacing.map { max(0, $0) }
    }

    /// From the declarations of `EPUBPreferenceTable`, in alphabetical order as JSON shows them.
    public static let fields = EPUBPreferenceTable.all.map { $0.field }.sorted { $0.key < $1.key }
}
