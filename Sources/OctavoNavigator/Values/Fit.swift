import OctavoPreferences

/// How a fixed-layout page is scaled into the viewport.
public enum Fit: String, CaseIterable, Hashable, Sendable, JSONRepresentable {
    case auto
    case page
    case width
}
