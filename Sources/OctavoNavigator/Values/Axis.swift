import OctavoPreferences

/// The direction of continuous scrolling.
public enum Axis: String, CaseIterable, Hashable, Sendable, JSONRepresentable {
    case horizontal
    case vertical
}
