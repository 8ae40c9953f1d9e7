import OctavoPreferences

/// A filter applied to images in dark theme, so they do not dazzle.
public enum ImageFilter: String, CaseIterable, Hashable, Sendable, JSONRepresentable {
    case darken
    case invert
}
