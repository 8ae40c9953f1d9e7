import OctavoPreferences

/// A font family name, as the reading app knows it; a few generic families are predefined.
public struct FontFamily: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, JSONRepresentable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.init(rawValue: value) }

    public static let serif: FontFamily = "serif"
    public static let sansSerif: FontFamily = "sans-serif"
    public static let monospace: FontFamily = "monospace"
    public static let cursive: FontFamily = "cursive"
    public static let fantasy: FontFamily = "fantasy"
    public static let openDyslexic: FontFamily = "OpenDyslexic"
    public static let accessibleDfA: FontFamily = "AccessibleDfA"
    public static let iaWriterDuospace: FontFamily = "IA Writer Duospace"

    /// The families a settings screen offers before free entry.
    public static let suggested: [FontFamily] = [.serif, .sansSerif, .monospace, .cursive, .openDyslexic, .accessibleDfA, .iaWriterDuospace]

    public init?(json: JSONValue) {
        guard case .string(let name) = json, !name.trimmingWhitespace().isEmpty else { return nil }
        self.init(rawValue: name)
    }

    public static var jsonDescription: String { "a font family name" }
}
