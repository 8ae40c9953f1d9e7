import OctavoPreferences

/// A colour scheme for reflowable text.
public enum Theme: String, CaseIterable, Hashable, Sendable, JSONRepresentable {
    case light
    case dark
    case sepia

    /// The colour of text in this theme, as Readium names it.
    public var contentColor: Color {
        switch self {
        case .light, .sepia: Color(rawValue: 0x121212)
        case .dark: Color(rawValue: 0xFEFEFE)
        }
    }

    /// The colour of text in this theme (`contentColor`).
    public var textColor: Color { contentColor }

    /// The colour of the page in this theme.
    public var backgroundColor: Color {
        switch self {
        case .light: Color(rawValue: 0xFFFFFF)
        case .dark: Color(rawValue: 0x000000)
        case .sepia: Color(rawValue: 0xFAF4E8)
        }
    }
}
