import OctavoPreferences

/// Whether fixed-layout pages are shown two at a time; `auto` decides from the viewport.
public enum Spread: String, CaseIterable, Hashable, Sendable, JSONRepresentable {
    case auto
    case never
    case always
}
