import OctavoNavigator
import OctavoPreferences
import OctavoPublication

/// What the settings screen shows for each kind of publication, read from the preference tables:
/// reflowable EPUBs get the sections of `EPUBPreferenceTable.sections`, fixed-layout EPUBs and
/// PDFs the fixed-layout ones, as the navigator guide suggests. Rows keep the tables' order.
public enum ScreenDeclaration {
    public static func sections(for editor: EPUBPreferencesEditor) -> [RowSection] {
        switch editor.layout {
        case .reflowable:
            sections(EPUBPreferenceTable.sections, of: EPUBPreferenceTable.all, in: { $0.section }, control: editor.control(of:))
        case .fixed:
            sections(EPUBPreferenceTable.fixedLayoutSections, of: EPUBPreferenceTable.all, in: { $0.fixedLayoutSection }, control: editor.control(of:))
        }
    }

    public static func sections(for editor: PDFPreferencesEditor) -> [RowSection] {
        sections(PDFPreferenceTable.fixedLayoutSections, of: PDFPreferenceTable.all, in: { $0.fixedLayoutSection }, control: editor.control(of:))
    }

    /// Every EPUB preference, whatever the layout, for scripts that list or set any key.
    public static func allRows(for editor: EPUBPreferencesEditor) -> [PreferenceRow] {
        EPUBPreferenceTable.all.map { Rows.row(title: $0.title, control: editor.control(of: $0)) }
    }

    /// Every PDF preference.
    public static func allRows(for editor: PDFPreferencesEditor) -> [PreferenceRow] {
        PDFPreferenceTable.all.map { Rows.row(title: $0.title, control: editor.control(of: $0)) }
    }

    private static func sections<Preferences, Settings>(
        _ titles: [String], of declarations: [any DeclaredPreference<Preferences, Settings>],
        in section: (any DeclaredPreference<Preferences, Settings>) -> String?,
        control: (any DeclaredPreference<Preferences, Settings>) -> PreferenceControl
    ) -> [RowSection] {
        titles.map { title in
            RowSection(title, declarations.filter { section($0) == title }.map { Rows.row(title: $0.title, control: control($0)) })
        }.filter { !$0.rows.isEmpty }
    }
}
