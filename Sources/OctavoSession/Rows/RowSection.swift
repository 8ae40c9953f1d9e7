/// A titled group of rows on the settings screen.
public struct RowSection {
    public let title: String
    public let rows: [PreferenceRow]

    public init(_ title: String, _ rows: [PreferenceRow]) {
        self.title = title
        self.rows = rows
    }
}
