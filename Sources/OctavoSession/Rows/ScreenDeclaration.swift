import OctavoPublication
import OctavoNavigator
import OctavoPreferences

/// What the settings screen shows for each kind of publication: sections of rows, declared once
/// over the editors' typed handles. Reflowable EPUBs get the reflowable sections; fixed-layout
/// EPUBs and PDFs share the fixed-layout ones, as the navigator guide suggests.
public enum ScreenDeclaration {
    public static func sections(for editor: EPUBPreferencesEditor) -> [SettingsSection] {
        switch editor.layout {
        case .reflowable:
            return reflowableUserPreferences(editor)
        case .fixed:
            return fixedLayoutUserPreferences(
                backgroundColor: editor.backgroundColor, fit: editor.fit, offsetFirstPage: editor.offsetFirstPage,
                readingProgression: editor.readingProgression, spread: editor.spread, language: editor.language
            )
        }
    }

    /// Every EPUB preference, whatever the layout, for scripts that list or set any key.
    public static func allRows(for editor: EPUBPreferencesEditor) -> [PreferenceRow] {
        reflowableUserPreferences(editor).flatMap(\.rows)
    }

    public static func sections(for editor: PDFPreferencesEditor) -> [SettingsSection] {
        fixedLayoutUserPreferences(
            backgroundColor: editor.backgroundColor, fit: editor.fit, readingProgression: editor.readingProgression,
            scroll: editor.scroll, scrollAxis: editor.scrollAxis, spread: editor.spread, pdfOffsetFirstPage: editor.offsetFirstPage,
            pageSpacing: editor.pageSpacing, visibleScrollbar: editor.visibleScrollbar
        )
    }

    static func reflowableUserPreferences(_ e: EPUBPreferencesEditor) -> [SettingsSection] {
        [
            SettingsSection("Text", [
                Rows.stepperRow(title: "Font size", preference: e.fontSize),
                Rows.pickerRow(title: "Font family", preference: e.fontFamily.with(supportedValues: [nil] + FontFamily.suggested.map { $0 }), format: ValueLabels.fontFamily),
                Rows.stepperRow(title: "Font weight", preference: e.fontWeight),
                Rows.toggleRow(title: "Text normalization", preference: e.textNormalization),
            ]),
            SettingsSection("Page", [
                Rows.pickerRow(title: "Theme", preference: e.theme, format: ValueLabels.theme),
                Rows.colorRow(title: "Text colour", preference: e.textColor),
                Rows.colorRow(title: "Background colour", preference: e.backgroundColor),
                Rows.pickerRow(title: "Image filter", preference: e.imageFilter, format: ValueLabels.imageFilter),
                Rows.stepperRow(title: "Page margins", preference: e.pageMargins),
                Rows.pickerRow(title: "Columns", preference: e.columnCount, format: ValueLabels.columnCount),
                Rows.toggleRow(title: "Scroll", preference: e.scroll),
            ]),
            SettingsSection("Publisher styles", [
                Rows.toggleRow(title: "Publisher styles", preference: e.publisherStyles),
                Rows.pickerRow(title: "Text alignment", preference: e.textAlign, format: ValueLabels.textAlign),
                Rows.toggleRow(title: "Hyphens", preference: e.hyphens),
                Rows.stepperRow(title: "Line height", preference: e.lineHeight),
                Rows.stepperRow(title: "Paragraph spacing", preference: e.paragraphSpacing),
                Rows.stepperRow(title: "Paragraph indent", preference: e.paragraphIndent),
                Rows.stepperRow(title: "Letter spacing", preference: e.letterSpacing),
                Rows.stepperRow(title: "Word spacing", preference: e.wordSpacing),
                Rows.stepperRow(title: "Type scale", preference: e.typeScale),
                Rows.toggleRow(title: "Ligatures", preference: e.ligatures),
            ]),
            SettingsSection("Language and direction", [
                Rows.languageRow(title: "Language", preference: e.language),
                Rows.pickerRow(title: "Reading progression", preference: e.readingProgression, format: ValueLabels.readingProgression),
                Rows.toggleRow(title: "Vertical text", preference: e.verticalText),
            ]),
            SettingsSection("Fixed layout only", [
                Rows.pickerRow(title: "Fit", preference: e.fit, format: ValueLabels.fit),
                Rows.pickerRow(title: "Spread", preference: e.spread, format: ValueLabels.spread),
                Rows.nullableBoolRow(title: "Offset first page", preference: e.offsetFirstPage),
            ]),
        ]
    }

    /// The rows of fixed-layout publications; each parameter is optional because not every
    /// format has every preference.
    static func fixedLayoutUserPreferences(
        backgroundColor: AnyPreference<Color>? = nil,
        fit: AnyEnumPreference<Fit>? = nil,
        offsetFirstPage: AnyPreference<Bool?>? = nil,
        readingProgression: AnyEnumPreference<ReadingProgression>? = nil,
        scroll: AnyPreference<Bool>? = nil,
        scrollAxis: AnyEnumPreference<Axis>? = nil,
        spread: AnyEnumPreference<Spread>? = nil,
        pdfOffsetFirstPage: AnyPreference<Bool>? = nil,
        pageSpacing: AnyRangePreference<Double>? = nil,
        visibleScrollbar: AnyPreference<Bool>? = nil,
        language: AnyPreference<Language?>? = nil
    ) -> [SettingsSection] {
        var layout: [PreferenceRow] = []
        if let scroll { layout.append(Rows.toggleRow(title: "Scroll", preference: scroll)) }
        if let scrollAxis { layout.append(Rows.pickerRow(title: "Scroll axis", preference: scrollAxis, format: ValueLabels.axis)) }
        if let fit { layout.append(Rows.pickerRow(title: "Fit", preference: fit, format: ValueLabels.fit)) }
        if let spread { layout.append(Rows.pickerRow(title: "Spread", preference: spread, format: ValueLabels.spread)) }
        if let offsetFirstPage { layout.append(Rows.nullableBoolRow(title: "Offset first page", preference: offsetFirstPage)) }
        if let pdfOffsetFirstPage { layout.append(Rows.toggleRow(title: "Offset first page", preference: pdfOffsetFirstPage)) }
        if let pageSpacing { layout.append(Rows.stepperRow(title: "Page spacing", preference: pageSpacing)) }
        if let visibleScrollbar { layout.append(Rows.toggleRow(title: "Visible scrollbar", preference: visibleScrollbar)) }

        var appearance: [PreferenceRow] = []
        if let backgroundColor { appearance.append(Rows.colorRow(title: "Background colour", preference: backgroundColor)) }
        if let readingProgression { appearance.append(Rows.pickerRow(title: "Reading progression", preference: readingProgression, format: ValueLabels.readingProgression)) }
        if let language { appearance.append(Rows.languageRow(title: "Language", preference: language)) }
        return [SettingsSection("Layout", layout), SettingsSection("Appearance", appearance)].filter { !$0.rows.isEmpty }
    }
}
