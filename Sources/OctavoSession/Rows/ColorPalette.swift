import OctavoNavigator

/// Named colours offered by colour rows before free hex entry.
public enum ColorPalette {
    public static let entries: [(name: String, color: Color)] = [
        ("white", Color(rawValue: 0xFFFFFF)), ("black", Color(rawValue: 0x000000)),
        ("paper", Color(rawValue: 0xFAF4E8)), ("ink", Color(rawValue: 0x121212)),
        ("grey", Color(rawValue: 0x808080)), ("night", Color(rawValue: 0x1E2430)),
        ("amber", Color(rawValue: 0xFFB000)), ("red", Color(rawValue: 0xC0392B)),
        ("green", Color(rawValue: 0x2E7D32)), ("blue", Color(rawValue: 0x1565C0)),
    ]

    public static var names: [String] { entries.map(\.name) }

    public static func color(named name: String) -> Color? {
        entries.first { $0.name == name.lowercased() }?.color
    }

    /// The palette name of a colour, or its hex value.
    public static func label(for color: Color) -> String {
        entries.first { $0.color == color }.map { "\($0.name) \(color.hex)" } ?? color.hex
    }
}
