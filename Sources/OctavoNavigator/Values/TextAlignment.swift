import OctavoPreferences

/// The alignment of body text; `start` follows the writing direction.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable, JSONRepresentable {
    case start
    case left
    case right
    case justify
}
