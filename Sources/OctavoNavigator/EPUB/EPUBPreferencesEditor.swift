import OctavoPublication
import OctavoPreferences

/// Edits `EPUBPreferences` for one publication, with the rules of the EPUB navigator: supported
/// values and ranges, steps, labels, and what each preference needs to take effect.
///
/// Every handle reads and writes the same state, so an edit through one is visible through all of
/// them at once, `effectiveValue` and `isEffective` included.
public final class EPUBPreferencesEditor: PreferencesEditor {
    public typealias Condition = ActivationCondition<EPUBPreferences, EPUBSettings>

    public let metadata: Metadata
    public let defaults: EPUBDefaults
    private let state: PreferencesEditingState<EPUBPreferences, EPUBSettings>

    public init(initialPreferences: EPUBPreferences, metadata: Metadata, defaults: EPUBDefaults) {
        self.metadata = metadata
        self.defaults = defaults
        state = PreferencesEditingState(preferences: initialPreferences) { preferences in
            EPUBSettings(preferences: preferences, defaults: defaults, metadata: metadata)
        }
    }

    public var preferences: EPUBPreferences { state.preferences }

    /// The settings the navigator would use with the preferences as edited.
    public var settings: EPUBSettings { state.settings }

    /// The layout of the publication: reflowable and fixed-layout books get different screens.
    public var layout: EPUBLayout { metadata.layout }

    public func clear() { state.replace(with: .empty) }

    /// Replaces every preference at once, as when the store reports a change made elsewhere.
    public func replacePreferences(with preferences: EPUBPreferences) { state.replace(with: preferences) }

    public var backgroundColor: AnyPreference<Color> {
        state.preference(
            key: "backgroundColor", \.backgroundColor,
            effectiveValue: { $0.backgroundColor ?? $0.theme.backgroundColor },
            conditions: [.hasValue(key: "backgroundColor", \.backgroundColor, effectiveValue: { $0.backgroundColor ?? $0.theme.backgroundColor }, description: Self.ownColourNeeded)]
        )
    }

    public var columnCount: AnyEnumPreference<ColumnCount> {
        state.enumPreference(
            key: "columnCount", \.columnCount, effectiveValue: \.columnCount,
            supportedValues: ColumnCount.allCases,
            conditions: [.reflowable, .notVerticalText, .scrollOff]
        )
    }

    public var fit: AnyEnumPreference<Fit> {
        state.enumPreference(key: "fit", \.fit, effectiveValue: \.fit, supportedValues: Fit.allCases, conditions: [.fixedLayout])
    }

    public var fontFamily: AnyPreference<FontFamily?> {
        state.optionalPreference(key: "fontFamily", \.fontFamily, effectiveValue: \.fontFamily, conditions: [.reflowable])
    }

    public var fontSize: AnyRangePreference<Double> {
        state.rangePreference(
            key: "fontSize", \.fontSize, effectiveValue: \.fontSize,
            supportedRange: EPUBRanges.fontSize, progressionStrategy: .increment(0.1),
            format: ValueFormat.percent, conditions: [.reflowable]
        )
    }

    public var fontWeight: AnyRangePreference<Double> {
        let effective: @Sendable (EPUBSettings) -> Double = { $0.fontWeight ?? 1.0 }
        return state.rangePreference(
            key: "fontWeight", \.fontWeight, effectiveValue: effective,
            supportedRange: EPUBRanges.fontWeight, progressionStrategy: .increment(0.25),
            format: ValueFormat.percent,
            conditions: [.reflowable, .hasValue(key: "fontWeight", \.fontWeight, effectiveValue: effective)]
        )
    }

    public var hyphens: AnyPreference<Bool> {
        let effective: @Sendable (EPUBSettings) -> Bool = { $0.hyphens ?? ($0.textAlign == .justify) }
        let setOrJustified = Condition(
            key: "hyphens",
            description: "needs a value of its own, or Text alignment justify",
            isMet: { p, s in p.hyphens != nil || s.textAlign == .justify },
            fulfil: { p, s in p.hyphens = effective(s) }
        )
        return state.preference(
            key: "hyphens", \.hyphens, effectiveValue: effective,
            conditions: [.reflowable] + Condition.defaultStylesheet + [.publisherStylesOff, setOrJustified]
        )
    }

    public var imageFilter: AnyEnumPreference<ImageFilter?> {
        state.optionalEnumPreference(
            key: "imageFilter", \.imageFilter, effectiveValue: \.imageFilter,
            supportedValues: [nil] + ImageFilter.allCases, conditions: [.darkTheme]
        )
    }

    public var language: AnyPreference<Language?> {
        state.optionalPreference(key: "language", \.language, effectiveValue: \.language)
    }

    public var letterSpacing: AnyRangePreference<Double> {
        advancedRange(
            "letterSpacing", \.letterSpacing, effective: { $0.letterSpacing ?? 0 },
            range: EPUBRanges.letterSpacing, step: .increment(0.1), format: ValueFormat.percent,
            stylesheet: Condition.defaultStylesheet
        )
    }

    public var ligatures: AnyPreference<Bool> {
        let effective: @Sendable (EPUBSettings) -> Bool = { $0.ligatures ?? false }
        return state.preference(
            key: "ligatures", \.ligatures, effectiveValue: effective,
            conditions: [.reflowable] + Condition.rtlStylesheet
                + [.publisherStylesOff, .hasValue(key: "ligatures", \.ligatures, effectiveValue: effective)]
        )
    }

    public var lineHeight: AnyRangePreference<Double> {
        advancedRange(
            "lineHeight", \.lineHeight, effective: { $0.lineHeight ?? 1.2 },
            range: EPUBRanges.lineHeight, step: .increment(0.1), format: ValueFormat.decimal
        )
    }

    public var offsetFirstPage: AnyPreference<Bool?> {
        state.optionalPreference(
            key: "offsetFirstPage", \.offsetFirstPage, effectiveValue: \.offsetFirstPage,
            conditions: [.fixedLayout, .spreadNotNever]
        )
    }

    public var pageMargins: AnyRangePreference<Double> {
        state.rangePreference(
            key: "pageMargins", \.pageMargins, effectiveValue: \.pageMargins,
            supportedRange: EPUBRanges.pageMargins, progressionStrategy: .increment(0.3),
            format: ValueFormat.decimal, conditions: [.reflowable]
        )
    }

    public var paragraphIndent: AnyRangePreference<Double> {
        advancedRange(
            "paragraphIndent", \.paragraphIndent, effective: { $0.paragraphIndent ?? 0 },
            range: EPUBRanges.paragraphIndent, step: .increment(0.2), format: ValueFormat.percent,
            stylesheet: Condition.defaultOrRTLStylesheet
        )
    }

    public var paragraphSpacing: AnyRangePreference<Double> {
        advancedRange(
            "paragraphSpacing", \.paragraphSpacing, effective: { $0.paragraphSpacing ?? 0 },
            range: EPUBRanges.paragraphSpacing, step: .increment(0.1), format: ValueFormat.percent
        )
    }

    public var publisherStyles: AnyPreference<Bool> {
        state.preference(key: "publisherStyles", \.publisherStyles, effectiveValue: \.publisherStyles, conditions: [.reflowable])
    }

    public var readingProgression: AnyEnumPreference<ReadingProgression> {
        state.enumPreference(
            key: "readingProgression", \.readingProgression, effectiveValue: \.readingProgression,
            supportedValues: ReadingProgression.allCases
        )
    }

    public var scroll: AnyPreference<Bool> {
        state.preference(key: "scroll", \.scroll, effectiveValue: \.scroll, conditions: [.reflowable, .notVerticalText])
    }

    public var spread: AnyEnumPreference<Spread> {
        state.enumPreference(key: "spread", \.spread, effectiveValue: \.spread, supportedValues: Spread.allCases, conditions: [.fixedLayout])
    }

    public var textAlign: AnyEnumPreference<TextAlignment?> {
        state.optionalEnumPreference(
            key: "textAlign", \.textAlign, effectiveValue: \.textAlign,
            supportedValues: [nil] + TextAlignment.allCases,
            conditions: [.reflowable] + Condition.defaultOrRTLStylesheet
                + [.publisherStylesOff, .hasValue(key: "textAlign", \.textAlign, effectiveValue: { $0.textAlign ?? .start })]
        )
    }

    public var textColor: AnyPreference<Color> {
        let effective: @Sendable (EPUBSettings) -> Color = { $0.textColor ?? $0.theme.textColor }
        return state.preference(
            key: "textColor", \.textColor, effectiveValue: effective,
            conditions: [.reflowable, .hasValue(key: "textColor", \.textColor, effectiveValue: effective, description: Self.ownColourNeeded)]
        )
    }

    public var textNormalization: AnyPreference<Bool> {
        state.preference(key: "textNormalization", \.textNormalization, effectiveValue: \.textNormalization, conditions: [.reflowable])
    }

    public var theme: AnyEnumPreference<Theme> {
        state.enumPreference(key: "theme", \.theme, effectiveValue: \.theme, supportedValues: Theme.allCases, conditions: [.reflowable])
    }

    public var typeScale: AnyRangePreference<Double> {
        advancedRange(
            "typeScale", \.typeScale, effective: { $0.typeScale ?? 1.2 },
            range: EPUBRanges.typeScale,
            step: .steps(1.0, 1.067, 1.125, 1.2, 1.25, 1.333, 1.414, 1.5, 1.618),
            format: ValueFormat.decimal
        )
    }

    public var verticalText: AnyPreference<Bool> {
        state.preference(key: "verticalText", \.verticalText, effectiveValue: \.verticalText, conditions: [.reflowable])
    }

    public var wordSpacing: AnyRangePreference<Double> {
        advancedRange(
            "wordSpacing", \.wordSpacing, effective: { $0.wordSpacing ?? 0 },
            range: EPUBRanges.wordSpacing, step: .increment(0.1), format: ValueFormat.percent,
            stylesheet: Condition.defaultStylesheet
        )
    }

    private static let ownColourNeeded = "needs a colour of its own (while unset, the theme's colour applies)"

    /// An advanced setting: reflowable only, for some stylesheet families, with publisher styles
    /// off, and only once the user gives it a value.
    private func advancedRange(
        _ key: String,
        _ keyPath: WritableKeyPath<EPUBPreferences, Double?> & Sendable,
        effective: @escaping @Sendable (EPUBSettings) -> Double,
        range: ClosedRange<Double>,
        step: ProgressionStrategy<Double>,
        format: @escaping (Double) -> String,
        stylesheet: [Condition] = []
    ) -> AnyRangePreference<Double> {
        state.rangePreference(
            key: key, keyPath, effectiveValue: effective,
            supportedRange: range, progressionStrategy: step, format: format,
            conditions: [.reflowable] + stylesheet + [.publisherStylesOff, .hasValue(key: key, keyPath, effectiveValue: effective)]
        )
    }
}
