import OctavoPreferences
import OctavoPublication

/// Every PDF preference, declared once (see `EPUBPreferenceTable`); the order is the screen's.
public struct PDFPreferenceTable: Sendable {
    public typealias Condition = ActivationCondition<PDFPreferences, PDFSettings>
    public typealias Plain<Value> = PreferenceDeclaration<PDFPreferences, PDFSettings, Value>
    public typealias Choice<Value: Equatable & Sendable> = EnumPreferenceDeclaration<PDFPreferences, PDFSettings, Value>
    public typealias Range = RangePreferenceDeclaration<PDFPreferences, PDFSettings>

    public static let shared = PDFPreferenceTable()

    /// Every declaration, in screen order, named again as `EPUBPreferenceTable.all` explains.
    public static let all: [AnyDeclaredPreference<PDFPreferences, PDFSettings>] = [
        AnyDeclaredPreference(shared.scroll), AnyDeclaredPreference(shared.scrollAxis),
        AnyDeclaredPreference(shared.fit), AnyDeclaredPreference(shared.spread),
        AnyDeclaredPreference(shared.offsetFirstPage), AnyDeclaredPreference(shared.pageSpacing),
        AnyDeclaredPreference(shared.visibleScrollbar), AnyDeclaredPreference(shared.backgroundColor),
        AnyDeclaredPreference(shared.readingProgression),
    ]

    /// PDFs are shown with the fixed-layout screen's sections.
    public static let fixedLayoutSections = ["Layout", "Appearance"]

    public let scroll = Plain<Bool>.toggle(
        Self.header("scroll", "Scroll", section: "Layout"),
        \.scroll, effectiveValue: { $0.scroll }
    )

    public let scrollAxis = Choice<Axis>(
        Self.header("scrollAxis", "Scroll axis", section: "Layout"),
        \.scrollAxis, effectiveValue: { $0.scrollAxis }, supportedValues: [.vertical, .horizontal],
        label: ValueLabels.axis, conditions: [.scrollOn]
    )

    public let fit = Choice<Fit>(
        Self.header("fit", "Fit", section: "Layout"),
        \.fit, effectiveValue: { $0.fit }, supportedValues: Fit.allCases, label: ValueLabels.fit, conditions: [.scrollOn]
    )

    public let spread = Choice<Spread>(
        Self.header("spread", "Spread", section: "Layout"),
        \.spread, effectiveValue: { $0.spread }, supportedValues: Spread.allCases, label: ValueLabels.spread,
        conditions: [.pagedOrVerticalScroll]
    )

    public let offsetFirstPage = Plain<Bool>.toggle(
        Self.header("offsetFirstPage", "Offset first page", scope: .publication, section: "Layout"),
        \.offsetFirstPage, effectiveValue: { $0.offsetFirstPage }, conditions: [.pagedOrVerticalScroll, .spreadNotNever]
    )

    public let pageSpacing = Range(
        Self.header("pageSpacing", "Page spacing", section: "Layout"),
        \.pageSpacing, effectiveValue: { $0.pageSpacing }, range: 0...200, step: .increment(4),
        format: ValueFormat.points
    )

    public let visibleScrollbar = Plain<Bool>.toggle(
        Self.header("visibleScrollbar", "Visible scrollbar", section: "Layout"),
        \.visibleScrollbar, effectiveValue: { $0.visibleScrollbar }, conditions: [.scrollOn]
    )

    /// Nil while unset, as in Readium: the navigator then shows its own grey, which the screen's
    /// row shows too.
    public let backgroundColor = Plain<Color?>.optionalColor(
        Self.header("backgroundColor", "Background colour", section: "Appearance"),
        \.backgroundColor, effectiveValue: { $0.backgroundColor }, shownWhileUnset: PDFSettings.viewerBackgroundColor,
        conditions: [.hasValue(
            key: "backgroundColor", \.backgroundColor, effectiveValue: { $0.backgroundColor ?? PDFSettings.viewerBackgroundColor },
            description: "needs a colour of its own (while unset, the viewer's colour applies)"
        )]
    )

    public let readingProgression = Choice<ReadingProgression>(
        Self.header("readingProgression", "Reading progression", scope: .publication, section: "Appearance"),
        \.readingProgression, effectiveValue: { $0.readingProgression }, supportedValues: ReadingProgression.allCases,
        label: ValueLabels.readingProgression, conditions: [.scrollOff]
    )

    /// Every PDF preference can have an app default, and PDFs only have the fixed-layout screen.
    private static func header(_ key: String, _ title: String, scope: PreferenceScope = .profile, section: String) -> DeclarationHeader {
        DeclarationHeader(key: key, title: title, scope: scope, hasDefault: true, section: nil, fixedLayoutSection: section)
    }
}
