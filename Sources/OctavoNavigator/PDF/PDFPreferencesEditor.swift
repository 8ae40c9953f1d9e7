import OctavoPublication
import OctavoPreferences

/// Edits `PDFPreferences` for one publication, with the rules of the PDF navigator.
public final class PDFPreferencesEditor: PreferencesEditor {
    public let metadata: Metadata
    public let defaults: PDFDefaults
    private let state: PreferencesEditingState<PDFPreferences, PDFSettings>

    public init(initialPreferences: PDFPreferences, metadata: Metadata, defaults: PDFDefaults) {
        self.metadata = metadata
        self.defaults = defaults
        state = PreferencesEditingState(preferences: initialPreferences) { preferences in
            PDFSettings(preferences: preferences, defaults: defaults, metadata: metadata)
        }
    }

    public var preferences: PDFPreferences { state.preferences }

    /// The settings the navigator would use with the preferences as edited.
    public var settings: PDFSettings { state.settings }

    public func clear() { state.replace(with: .empty) }

    /// Replaces every preference at once, as when the store reports a change made elsewhere.
    public func replacePreferences(with preferences: PDFPreferences) { state.replace(with: preferences) }

    public var backgroundColor: AnyPreference<Color> {
        let effective: @Sendable (PDFSettings) -> Color = { $0.backgroundColor ?? PDFSettings.viewerBackgroundColor }
        return state.preference(
            key: "backgroundColor", \.backgroundColor, effectiveValue: effective,
            conditions: [.hasValue(
                key: "backgroundColor", \.backgroundColor, effectiveValue: effective,
                description: "needs a colour of its own (while unset, the viewer's colour applies)"
            )]
        )
    }

    public var fit: AnyEnumPreference<Fit> {
        state.enumPreference(key: "fit", \.fit, effectiveValue: \.fit, supportedValues: Fit.allCases, conditions: [.scrollOn])
    }

    public var offsetFirstPage: AnyPreference<Bool> {
        state.preference(
            key: "offsetFirstPage", \.offsetFirstPage, effectiveValue: \.offsetFirstPage,
            conditions: [.pagedOrVerticalScroll, .spreadNotNever]
        )
    }

    public var pageSpacing: AnyRangePreference<Double> {
        state.rangePreference(
            key: "pageSpacing", \.pageSpacing, effectiveValue: \.pageSpacing,
            supportedRange: PDFRanges.pageSpacing, progressionStrategy: .increment(4),
            format: ValueFormat.points
        )
    }

    public var readingProgression: AnyEnumPreference<ReadingProgression> {
        state.enumPreference(
            key: "readingProgression", \.readingProgression, effectiveValue: \.readingProgression,
            supportedValues: ReadingProgression.allCases, conditions: [.scrollOff]
        )
    }

    public var scroll: AnyPreference<Bool> {
        state.preference(key: "scroll", \.scroll, effectiveValue: \.scroll)
    }

    public var scrollAxis: AnyEnumPreference<Axis> {
        state.enumPreference(
            key: "scrollAxis", \.scrollAxis, effectiveValue: \.scrollAxis,
            supportedValues: [.vertical, .horizontal], conditions: [.scrollOn]
        )
    }

    public var spread: AnyEnumPreference<Spread> {
        state.enumPreference(
            key: "spread", \.spread, effectiveValue: \.spread,
            supportedValues: Spread.allCases, conditions: [.pagedOrVerticalScroll]
        )
    }

    public var visibleScrollbar: AnyPreference<Bool> {
        state.preference(key: "visibleScrollbar", \.visibleScrollbar, effectiveValue: \.visibleScrollbar, conditions: [.scrollOn])
    }
}
