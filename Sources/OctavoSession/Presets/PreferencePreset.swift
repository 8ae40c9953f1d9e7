import FoundationEssentials
import OctavoFiles
import OctavoPreferences
import OctavoStore

/// A named set of preferences applied in one step: keys with a value are set, keys given as
/// `null` are cleared, the rest stay as they are.
public struct PreferencePreset: Sendable, Equatable {
    public let name: String
    public let summary: String
    public let values: [String: JSONValue]

    public init(name: String, summary: String, values: [String: JSONValue]) {
        self.name = name
        self.summary = summary
        self.values = values
    }

    /// `preferences` with the preset applied, keeping only the keys `known` holds (a PDF has
    /// no letter spacing).
    public func applied(to preferences: [String: JSONValue], known: Set<String>) -> [String: JSONValue] {
        var result = preferences
        for (key, value) in values where known.contains(key) {
            result[key] = value == .null ? nil : value
        }
        return result
    }

    /// The presets Octavo ships with.
    public static let builtIn: [PreferencePreset] = [
        PreferencePreset(
            name: "Increase legibility",
            summary: "larger type, airy lines and spacing, no justification or hyphens",
            values: [
                "publisherStyles": .bool(false), "fontSize": .number(1.3), "lineHeight": .number(1.6),
                "letterSpacing": .number(0.1), "wordSpacing": .number(0.3), "paragraphSpacing": .number(0.5),
                "textAlign": .string("left"), "hyphens": .bool(false),
            ]
        ),
        PreferencePreset(
            name: "Night reading",
            summary: "dark theme, darkened pictures",
            values: ["theme": .string("dark"), "imageFilter": .string("darken"), "textColor": .null, "backgroundColor": .null]
        ),
        PreferencePreset(
            name: "Publisher defaults",
            summary: "the book as its publisher styled it: every style preference cleared",
            values: Dictionary(uniqueKeysWithValues: [
                "publisherStyles", "fontSize", "fontFamily", "fontWeight", "lineHeight", "letterSpacing", "wordSpacing",
                "paragraphSpacing", "paragraphIndent", "textAlign", "hyphens", "typeScale", "textNormalization",
                "theme", "textColor", "backgroundColor", "imageFilter", "ligatures", "pageMargins", "columnCount",
            ].map { ($0, JSONValue.null) })
        ),
        PreferencePreset(
            name: "Compact",
            summary: "more text per page: tight lines, no paragraph gaps, narrow margins",
            values: [
                "publisherStyles": .bool(false), "lineHeight": .number(1.0), "paragraphSpacing": .number(0),
                "pageMargins": .number(0.5), "fontSize": .number(1.0),
            ]
        ),
    ]

    /// The file where a user defines presets: `{"Large print": {"fontSize": 2.0}}`.
    public static func file(in store: PreferencesStore) -> String { store.root.path + "/presets.json" }

    /// The built-in presets followed by the user's, and what was wrong with the user's file.
    public static func all(in store: PreferencesStore) -> (presets: [PreferencePreset], problems: [String]) {
        let path = file(in: store)
        switch FileReading.contents(of: path, limit: 1 << 20, root: store.root.path) {
        case .missing:
            return (builtIn, [])
        case .unreadable(let reason):
            return (builtIn, ["\(path): \(reason)"])
        case .contents(let data):
            do {
                let (object, problems) = try JSONObjectReader.read(data)
                var presets = builtIn
                var messages = problems.map { "\(path): \($0)" }
                for (name, value) in object.sorted(by: { $0.key < $1.key }) {
                    guard case .object(let values) = value else {
                        messages.append("\(path): \(name) is not an object of preferences; ignored")
                        continue
                    }
                    let preset = PreferencePreset(name: name, summary: "yours: " + values.keys.sorted().joined(separator: ", "), values: values)
                    presets.removeAll { $0.name == name }
                    presets.append(preset)
                }
                return (presets, messages)
            } catch {
                return (builtIn, ["\(path): \(error)"])
            }
        }
    }
}
