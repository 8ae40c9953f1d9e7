import OctavoNavigator
import OctavoPreferences
import OctavoPublication

/// What the settings screen shows for each kind of publication, read from the preference tables:
/// reflowable EPUBs get the sections of `EPUBPreferenceTable.sections`, fixed-layout EPUBs and
/// PDFs the fixed-layout ones, as the navigator guide suggests. Rows keep the tables' order.
public enum ScreenDeclaration {
    public static func sections(for editor: EPUBPreferencesEditor) -> [RowSection] {
        sections(for: editor, allRows: allRows(for: editor))
    }

    public static func sections(for editor: PDFPreferencesEditor) -> [RowSection] {
        sections(for: editor, allRows: allRows(for: editor))
    }

    /// The sections of `allRows`, the rows `allRows(for: editor)` gave: each row is built once,
    /// and shown in its section.
    public static func sections(for editor: EPUBPreferencesEditor, allRows: [PreferenceRow]) -> [RowSection] {
        switch editor.layout {
        case .reflowable:
            sections(EPUBPreferenceTable.sections, of: EPUBPreferenceTable.all, rows: allRows, in: { $0.section })
        case .fixed:
            sections(EPUBPreferenceTable.fixedLayoutSections, of: EPUBPreferenceTable.all, rows: allRows, in: { $0.fixedLayoutSection })
        }
    }

    public static func sections(for editor: PDFPreferencesEditor, allRows: [PreferenceRow]) -> [RowSection] {
        sections(PDFPreferenceTable.fixedLayoutSections, of: PDFPreferenceTable.all, rows: allRows, in: { $0.fixedLayoutSection })
    }

    /// Every EPUB preference, whatever the layout, for scripts that list or set any key.
    public static func allRows(for editor: EPUBPreferencesEditor) -> [PreferenceRow] {
        EPUBPreferenceTable.all.map { Rows.row(title: $0.title, control: editor.control(of: $0)) }
    }

    /// Every PDF preference.
    public static func allRows(for editor: PDFPreferencesEditor) -> [PreferenceRow] {
        PDFPreferenceTable.all.map { Rows.row(title: $0.title, control: editor.control(of: $0)) }
    }

    /// `rows` are those of `declarations`, in the same order.
    private static func sections<Preferences, Settings>(
        _ titles: [String], of declarations: [AnyDeclaredPreference<Preferences, Settings>], rows: [PreferenceRow],
        in section: (AnyDeclaredPreference<Preferences, Settings>) -> String?
    ) -> [RowSection] {
        let placed = zip(declarations, rows).map { (section: section($0), row: $1) }
        return titles.map { title in
            RowSection(title, placed.filter { $0.section == title }.map(\.row))
        }.filter { !$0.rows.isEmpty }
    }
}
