import OctavoPreferences

/// The number of columns of reflowable text; `auto` lets the viewport decide.
public enum ColumnCount: String, CaseIterable, Hashable, Sendable, JSONRepresentable {
    case auto
    case one = "1"
    case two = "2"
}
