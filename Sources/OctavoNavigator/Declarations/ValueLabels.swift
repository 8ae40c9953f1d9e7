import OctavoPublication

/// Display names for picker values; enum preferences have no intrinsic labels (navigator guide),
/// so the declarations give them.
enum ValueLabels {
    static func theme(_ value: Theme) -> String { value.rawValue.capitalized }
    static func columnCount(_ value: ColumnCount) -> String { value == .auto ? "Auto" : value.rawValue }
    static func fit(_ value: Fit) -> String { value.rawValue.capitalized }
    static func spread(_ value: Spread) -> String { value.rawValue.capitalized }
    static func axis(_ value: Axis) -> String { value.rawValue.capitalized }
    static func readingProgression(_ value: ReadingProgression) -> String { value.rawValue.uppercased() }
    static func imageFilter(_ value: ImageFilter?) -> String { value?.rawValue.capitalized ?? "None" }
    static func textAlign(_ value: TextAlignment?) -> String { value?.rawValue.capitalized ?? "Publisher's" }
    static func fontFamily(_ value: FontFamily?) -> String { value?.rawValue ?? "Publisher's" }
}

extension String {
    /// Both halves as strings: a string and a substring were joined by the generic append,
    /// whose types the runtime looked up on the first row's label, on the way to the first frame.
    var capitalized: String { prefix(1).uppercased() + String(dropFirst()) }
}
