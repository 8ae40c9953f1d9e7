import OctavoPublication
import OctavoPreferences

/// The values an EPUB navigator uses, resolved from preferences, the app's defaults and the
/// publication.
///
/// Each value is resolved whether or not it is effective: whether it applies is the editor's
/// business (`isEffective`), and the navigator ignores inactive ones. Numbers are clamped into
/// their ranges, so hand-made preferences cannot push the navigator out of bounds.
public struct EPUBSettings: ConfigurableSettings, Hashable {
    public let backgroundColor: Color?
    public let columnCount: ColumnCount
    public let fit: Fit
    public let fontFamily: FontFamily?
    public let fontSize: Double
    public let fontWeight: Double?
    public let hyphens: Bool?
    public let imageFilter: ImageFilter?
    public let language: Language?
    public let letterSpacing: Double?
    public let ligatures: Bool?
    public let lineHeight: Double?
    public let offsetFirstPage: Bool?
    public let pageMargins: Double
    public let paragraphIndent: Double?
    public let paragraphSpacing: Double?
    public let publisherStyles: Bool
    public let readingProgression: ReadingProgression
    public let scroll: Bool
    public let spread: Spread
    public let textAlign: TextAlignment?
    public let textColor: Color?
    public let textNormalization: Bool
    public let theme: Theme
    public let typeScale: Double?
    public let verticalText: Bool
    public let wordSpacing: Double?

    /// The layout of the publication, which decides what can be restyled.
    public let layout: EPUBLayout

    public init(preferences: EPUBPreferences, defaults: EPUBDefaults, metadata: Metadata) {
        let p = preferences, d = defaults
        let language = p.language ?? metadata.language ?? d.language
        let readingProgression = EPUBSettings.readingProgression(preferences: p, defaults: d, metadata: metadata)
        let verticalText = p.verticalText ?? (language?.isCJK == true && readingProgression == .rtl)

        self.layout = metadata.layout
        self.language = language
        self.readingProgression = readingProgression
        self.verticalText = verticalText
        self.backgroundColor = p.backgroundColor
        self.columnCount = p.columnCount ?? d.columnCount ?? .auto
        self.fit = p.fit ?? d.fit ?? .auto
        self.fontFamily = p.fontFamily
        self.fontSize = (p.fontSize ?? d.fontSize ?? 1.0).clamped(to: EPUBRanges.fontSize)
        self.fontWeight = (p.fontWeight ?? d.fontWeight)?.clamped(to: EPUBRanges.fontWeight)
        self.hyphens = p.hyphens ?? d.hyphens
        self.imageFilter = p.imageFilter ?? d.imageFilter
        self.letterSpacing = (p.letterSpacing ?? d.letterSpacing)?.clamped(to: EPUBRanges.letterSpacing)
        self.ligatures = p.ligatures ?? d.ligatures
        self.lineHeight = (p.lineHeight ?? d.lineHeight)?.clamped(to: EPUBRanges.lineHeight)
        self.offsetFirstPage = p.offsetFirstPage ?? d.offsetFirstPage
        self.pageMargins = (p.pageMargins ?? d.pageMargins ?? 1.0).clamped(to: EPUBRanges.pageMargins)
        self.paragraphIndent = (p.paragraphIndent ?? d.paragraphIndent)?.clamped(to: EPUBRanges.paragraphIndent)
        self.paragraphSpacing = (p.paragraphSpacing ?? d.paragraphSpacing)?.clamped(to: EPUBRanges.paragraphSpacing)
        self.publisherStyles = p.publisherStyles ?? d.publisherStyles ?? true
        self.scroll = verticalText ? true : (p.scroll ?? d.scroll ?? false)
        self.spread = p.spread ?? d.spread ?? .auto
        self.textAlign = p.textAlign ?? d.textAlign
        self.textColor = p.textColor
        self.textNormalization = p.textNormalization ?? d.textNormalization ?? false
        self.theme = p.theme ?? .light
        self.typeScale = (p.typeScale ?? d.typeScale)?.clamped(to: EPUBRanges.typeScale)
        self.wordSpacing = (p.wordSpacing ?? d.wordSpacing)?.clamped(to: EPUBRanges.wordSpacing)
    }

    /// The page colour in effect: the user's, else the theme's.
    public var effectiveBackgroundColor: Color { backgroundColor ?? theme.backgroundColor }

    /// The text colour in effect: the user's, else the theme's.
    public var effectiveTextColor: Color { textColor ?? theme.contentColor }

    /// The stylesheet family these settings select.
    public var stylesheetFamily: EPUBStylesheetFamily {
        EPUBStylesheetFamily(verticalText: verticalText, language: language, readingProgression: readingProgression)
    }

    /// The first rule that applies: the preference; the direction of the preferred language; the
    /// publication's declared direction; the direction of its language; the app's default
    /// direction; the direction of the app's default language; left to right.
    static func readingProgression(preferences: EPUBPreferences, defaults: EPUBDefaults, metadata: Metadata) -> ReadingProgression {
        if let direction = preferences.readingProgression { return direction }
        if let language = preferences.language { return language.direction }
        if let direction = metadata.readingProgression { return direction }
        if let language = metadata.language { return language.direction }
        if let direction = defaults.readingProgression { return direction }
        if let language = defaults.language { return language.direction }
        return .ltr
    }
}

extension Language {
    /// The direction text in this language reads in.
    public var direction: ReadingProgression { isRTL ? .rtl : .ltr }
}
