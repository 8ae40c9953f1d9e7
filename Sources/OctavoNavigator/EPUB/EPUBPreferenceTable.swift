import OctavoPreferences
import OctavoPublication

/// Every EPUB preference, declared once: its JSON key, title, scope, whether it has an app
/// default, type, values or range and step, label, the rules under which it takes effect, and
/// the settings-screen section it goes in. JSON coding, merging, filtering, the editor's handles
/// (`editor.fontSize`), the screen's rows, the command line, `explain` and `rules` all follow
/// from this table; the order here is the order of the screen.
public struct EPUBPreferenceTable: Sendable {
    public typealias Condition = ActivationCondition<EPUBPreferences, EPUBSettings>
    public typealias Plain<Value> = PreferenceDeclaration<EPUBPreferences, EPUBSettings, Value>
    public typealias Choice<Value: Equatable & Sendable> = EnumPreferenceDeclaration<EPUBPreferences, EPUBSettings, Value>
    public typealias Range = RangePreferenceDeclaration<EPUBPreferences, EPUBSettings>

    /// The declarations, to reach one by name (`EPUBPreferenceTable.shared.fontSize`).
    public static let shared = EPUBPreferenceTable()

    /// Every declaration, in screen order: the properties below, named again because finding
    /// them by reflection weighed on every start (a test checks that this list holds each one,
    /// in the order of the declarations).
    public static let all: [AnyDeclaredPreference<EPUBPreferences, EPUBSettings>] = [
        AnyDeclaredPreference(shared.fontSize), AnyDeclaredPreference(shared.fontFamily),
        AnyDeclaredPreference(shared.fontWeight), AnyDeclaredPreference(shared.textNormalization),
        AnyDeclaredPreference(shared.theme), AnyDeclaredPreference(shared.textColor),
        AnyDeclaredPreference(shared.backgroundColor), AnyDeclaredPreference(shared.imageFilter),
        AnyDeclaredPreference(shared.pageMargins), AnyDeclaredPreference(shared.columnCount),
        AnyDeclaredPreference(shared.scroll), AnyDeclaredPreference(shared.publisherStyles),
        AnyDeclaredPreference(shared.textAlign), AnyDeclaredPreference(shared.hyphens),
        AnyDeclaredPreference(shared.lineHeight), AnyDeclaredPreference(shared.paragraphSpacing),
        AnyDeclaredPreference(shared.paragraphIndent), AnyDeclaredPreference(shared.letterSpacing),
        AnyDeclaredPreference(shared.wordSpacing), AnyDeclaredPreference(shared.typeScale),
        AnyDeclaredPreference(shared.ligatures), AnyDeclaredPreference(shared.language),
        AnyDeclaredPreference(shared.readingProgression), AnyDeclaredPreference(shared.verticalText),
        AnyDeclaredPreference(shared.fit), AnyDeclaredPreference(shared.spread),
        AnyDeclaredPreference(shared.offsetFirstPage),
    ]

    /// The sections of the screen of reflowable and of fixed-layout publications, in order.
    public static let sections = ["Text", "Page", "Publisher styles", "Language and direction", "Fixed layout only"]
    public static let fixedLayoutSections = ["Layout", "Appearance"]

    // MARK: Text

    public let fontSize = Range(
        DeclarationHeader(key: "fontSize", title: "Font size", scope: .profile, hasDefault: true, section: "Text", fixedLayoutSection: nil),
        \.fontSize, effectiveValue: { $0.fontSize }, range: 0.1...5.0, step: .increment(0.1),
        format: ValueFormat.percent, conditions: [.reflowable]
    )

    public let fontFamily = Plain<FontFamily?>.fontFamily(
        DeclarationHeader(key: "fontFamily", title: "Font family", scope: .profile, hasDefault: false, section: "Text", fixedLayoutSection: nil),
        \.fontFamily, effectiveValue: { $0.fontFamily }, conditions: [.reflowable]
    )

    public let fontWeight = Range(
        DeclarationHeader(key: "fontWeight", title: "Font weight", scope: .profile, hasDefault: true, section: "Text", fixedLayoutSection: nil),
        \.fontWeight, effectiveValue: { $0.fontWeight ?? 1.0 }, range: 0.0...2.5, step: .increment(0.25),
        format: ValueFormat.percent,
        conditions: [.reflowable, .hasValue(key: "fontWeight", \.fontWeight, effectiveValue: { $0.fontWeight ?? 1.0 })]
    )

    public let textNormalization = Plain<Bool>.toggle(
        DeclarationHeader(key: "textNormalization", title: "Text normalization", scope: .profile, hasDefault: true, section: "Text", fixedLayoutSection: nil),
        \.textNormalization, effectiveValue: { $0.textNormalization }, conditions: [.reflowable]
    )

    // MARK: Page

    public let theme = Choice<Theme>(
        DeclarationHeader(key: "theme", title: "Theme", scope: .profile, hasDefault: false, section: "Page", fixedLayoutSection: nil),
        \.theme, effectiveValue: { $0.theme }, supportedValues: Theme.allCases, label: ValueLabels.theme, conditions: [.reflowable]
    )

    public let textColor = Plain<Color>.color(
        DeclarationHeader(key: "textColor", title: "Text colour", scope: .profile, hasDefault: false, section: "Page", fixedLayoutSection: nil),
        \.textColor, effectiveValue: { $0.effectiveTextColor },
        conditions: [.reflowable, .hasValue(key: "textColor", \.textColor, effectiveValue: { $0.effectiveTextColor }, description: Self.ownColourNeeded)]
    )

    public let backgroundColor = Plain<Color>.color(
        DeclarationHeader(key: "backgroundColor", title: "Background colour", scope: .profile, hasDefault: false, section: "Page", fixedLayoutSection: "Appearance"),
        \.backgroundColor, effectiveValue: { $0.effectiveBackgroundColor },
        conditions: [.hasValue(key: "backgroundColor", \.backgroundColor, effectiveValue: { $0.effectiveBackgroundColor }, description: Self.ownColourNeeded)]
    )

    public let imageFilter = Choice<ImageFilter?>(
        optional: DeclarationHeader(key: "imageFilter", title: "Image filter", scope: .profile, hasDefault: true, section: "Page", fixedLayoutSection: nil),
        \.imageFilter, effectiveValue: { $0.imageFilter }, supportedValues: [nil] + ImageFilter.allCases,
        label: ValueLabels.imageFilter, conditions: [.darkTheme]
    )

    public let pageMargins = Range(
        DeclarationHeader(key: "pageMargins", title: "Page margins", scope: .profile, hasDefault: true, section: "Page", fixedLayoutSection: nil),
        \.pageMargins, effectiveValue: { $0.pageMargins }, range: 0.0...4.0, step: .increment(0.3),
        format: ValueFormat.decimal, conditions: [.reflowable]
    )

    public let columnCount = Choice<ColumnCount>(
        DeclarationHeader(key: "columnCount", title: "Columns", scope: .profile, hasDefault: true, section: "Page", fixedLayoutSection: nil),
        \.columnCount, effectiveValue: { $0.columnCount }, supportedValues: ColumnCount.allCases,
        label: ValueLabels.columnCount, conditions: [.reflowable, .notVerticalText, .scrollOff]
    )

    public let scroll = Plain<Bool>.toggle(
        DeclarationHeader(key: "scroll", title: "Scroll", scope: .profile, hasDefault: true, section: "Page", fixedLayoutSection: nil),
        \.scroll, effectiveValue: { $0.scroll }, conditions: [.reflowable, .notVerticalText]
    )

    // MARK: Publisher styles

    public let publisherStyles = Plain<Bool>.toggle(
        DeclarationHeader(key: "publisherStyles", title: "Publisher styles", scope: .profile, hasDefault: true, section: "Publisher styles", fixedLayoutSection: nil),
        \.publisherStyles, effectiveValue: { $0.publisherStyles }, conditions: [.reflowable]
    )

    public let textAlign = Choice<TextAlignment?>(
        optional: DeclarationHeader(key: "textAlign", title: "Text alignment", scope: .profile, hasDefault: true, section: "Publisher styles", fixedLayoutSection: nil),
        \.textAlign, effectiveValue: { $0.textAlign }, supportedValues: [nil, .start, .left, .right, .justify], label: ValueLabels.textAlign,
        conditions: [.reflowable] + Condition.defaultOrRTLStylesheet
            + [.publisherStylesOff, .hasValue(key: "textAlign", \.textAlign, effectiveValue: { $0.textAlign ?? .start })]
    )

    public let hyphens = Plain<Bool>.toggle(
        DeclarationHeader(key: "hyphens", title: "Hyphens", scope: .profile, hasDefault: true, section: "Publisher styles", fixedLayoutSection: nil),
        \.hyphens, effectiveValue: { $0.hyphens ?? ($0.textAlign == .justify) },
        conditions: [.reflowable] + Condition.defaultStylesheet + [.publisherStylesOff, .hyphensSetOrJustified]
    )

    public let lineHeight = Self.advanced(
        "lineHeight", "Line height", \.lineHeight, effectiveValue: { $0.lineHeight ?? 1.2 },
        range: 1.0...2.0, step: .increment(0.1), format: ValueFormat.decimal
    )

    public let paragraphSpacing = Self.advanced(
        "paragraphSpacing", "Paragraph spacing", \.paragraphSpacing, effectiveValue: { $0.paragraphSpacing ?? 0 },
        range: 0.0...2.0, step: .increment(0.1), format: ValueFormat.percent
    )

    public let paragraphIndent = Self.advanced(
        "paragraphIndent", "Paragraph indent", \.paragraphIndent, effectiveValue: { $0.paragraphIndent ?? 0 },
        range: 0.0...3.0, step: .increment(0.2), format: ValueFormat.percent,
        stylesheet: Condition.defaultOrRTLStylesheet
    )

    public let letterSpacing = Self.advanced(
        "letterSpacing", "Letter spacing", \.letterSpacing, effectiveValue: { $0.letterSpacing ?? 0 },
        range: 0.0...1.0, step: .increment(0.1), format: ValueFormat.percent,
        stylesheet: Condition.defaultStylesheet
    )

    public let wordSpacing = Self.advanced(
        "wordSpacing", "Word spacing", \.wordSpacing, effectiveValue: { $0.wordSpacing ?? 0 },
        range: 0.0...1.0, step: .increment(0.1), format: ValueFormat.percent,
        stylesheet: Condition.defaultStylesheet
    )

    public let typeScale = Self.advanced(
        "typeScale", "Type scale", \.typeScale, effectiveValue: { $0.typeScale ?? 1.2 },
        range: 1.0...2.0, step: .steps([1.0, 1.067, 1.125, 1.2, 1.25, 1.333, 1.414, 1.5, 1.618]),
        format: ValueFormat.ratio
    )

    public let ligatures = Plain<Bool>.toggle(
        DeclarationHeader(key: "ligatures", title: "Ligatures", scope: .profile, hasDefault: true, section: "Publisher styles", fixedLayoutSection: nil),
        \.ligatures, effectiveValue: { $0.ligatures ?? false },
        conditions: [.reflowable] + Condition.rtlStylesheet
            + [.publisherStylesOff, .hasValue(key: "ligatures", \.ligatures, effectiveValue: { $0.ligatures ?? false })]
    )

    // MARK: Language and direction

    public let language = Plain<Language?>.language(
        DeclarationHeader(key: "language", title: "Language", scope: .publication, hasDefault: true, section: "Language and direction", fixedLayoutSection: "Appearance"),
        \.language, effectiveValue: { $0.language }
    )

    public let readingProgression = Choice<ReadingProgression>(
        DeclarationHeader(key: "readingProgression", title: "Reading progression", scope: .publication, hasDefault: true, section: "Language and direction", fixedLayoutSection: "Appearance"),
        \.readingProgression, effectiveValue: { $0.readingProgression }, supportedValues: ReadingProgression.allCases,
        label: ValueLabels.readingProgression
    )

    public let verticalText = Plain<Bool>.toggle(
        DeclarationHeader(key: "verticalText", title: "Vertical text", scope: .publication, hasDefault: false, section: "Language and direction", fixedLayoutSection: nil),
        \.verticalText, effectiveValue: { $0.verticalText }, conditions: [.reflowable]
    )

    // MARK: Fixed layout

    public let fit = Choice<Fit>(
        DeclarationHeader(key: "fit", title: "Fit", scope: .profile, hasDefault: true, section: "Fixed layout only", fixedLayoutSection: "Layout"),
        \.fit, effectiveValue: { $0.fit }, supportedValues: Fit.allCases, label: ValueLabels.fit, conditions: [.fixedLayout]
    )

    public let spread = Choice<Spread>(
        DeclarationHeader(key: "spread", title: "Spread", scope: .publication, hasDefault: true, section: "Fixed layout only", fixedLayoutSection: "Layout"),
        \.spread, effectiveValue: { $0.spread }, supportedValues: Spread.allCases, label: ValueLabels.spread, conditions: [.fixedLayout]
    )

    public let offsetFirstPage = Plain<Bool?>.tristate(
        DeclarationHeader(key: "offsetFirstPage", title: "Offset first page", scope: .publication, hasDefault: true, section: "Fixed layout only", fixedLayoutSection: "Layout"),
        \.offsetFirstPage, effectiveValue: { $0.offsetFirstPage }, conditions: [.fixedLayout, .spreadNotNever]
    )

    private static let ownColourNeeded = "needs a colour of its own (while unset, the theme's colour applies)"

    /// An advanced setting: reflowable only, for some stylesheet families, with publisher styles
    /// off, and only once the user gives it a value.
    private static func advanced(
        _ key: String, _ title: String,
        _ keyPath: WritableKeyPath<EPUBPreferences, Double?> & Sendable,
        effectiveValue: @escaping @Sendable (EPUBSettings) -> Double,
        range: ClosedRange<Double>, step: Range.Step, format: @escaping @Sendable (Double) -> String,
        stylesheet: [Condition] = []
    ) -> Range {
        Range(
            DeclarationHeader(key: key, title: title, scope: .profile, hasDefault: true, section: "Publisher styles", fixedLayoutSection: nil),
            keyPath, effectiveValue: effectiveValue, range: range, step: step, format: format,
            conditions: [.reflowable] + stylesheet + [.publisherStylesOff, .hasValue(key: key, keyPath, effectiveValue: effectiveValue)]
        )
    }
}
