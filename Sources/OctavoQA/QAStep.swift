import OctavoPreferences
import OctavoSession

/// The realistic step the report tries on each preference, as a tester would: a stepper one
/// step up (down at the top of its range), a toggle flipped, a picker's or a colour's next
/// value, the theme to sepia (dark from sepia), the text justified (aligned to the start from
/// justified), the language to French (English from French).
enum QAStep {
    /// Changes `row` by its step and says how ("100% → 110%"); nil when it cannot change.
    static func take(on row: PreferenceRow) -> String? {
        let before = row.label
        switch row.key {
        case "theme":
            try? row.set(text: row.effectiveValue == .string("sepia") ? "dark" : "sepia")
        case "textAlign":
            try? row.set(text: row.effectiveValue == .string("justify") ? "start" : "justify")
        case "language":
            let french = if case .string(let code) = row.effectiveValue { code.lowercased().hasPrefix("fr") } else { false }
            try? row.set(text: french ? "en" : "fr")
        default:
            row.step(1)
            if row.label == before { row.step(-1) }
        }
        return row.label == before ? nil : "\(before) → \(row.label)"
    }

    /// Meets the requirements the row's new value still lacks, where preferences can (what
    /// `a` does in the screen), and says what that changed ("Publisher styles: On → Off").
    static func activate(_ row: PreferenceRow, in session: PreferencesSession) -> [String] {
        guard !row.isEffective, row.requirements.allSatisfy({ $0.isMet || $0.canBeMetByPreferences }) else { return [] }
        let dependencies = row.unmetRequirements.compactMap(\.key).filter { $0 != row.key }.compactMap(session.row(forKey:))
        let labels = dependencies.map(\.label)
        guard row.activate() else { return [] }
        return zip(dependencies, labels).compactMap { dependency, before in
            dependency.label == before ? nil : "\(dependency.title): \(before) → \(dependency.label)"
        }
    }
}
