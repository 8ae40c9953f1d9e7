import FoundationEssentials
import OctavoPreferences

/// Defaults from environment variables, so a deployment or a single run can override settings
/// without touching any file.
///
/// Mapping: each registered key is looked up under `prefix` followed by the key with every
/// camel-case hump split by `_`, every character other than a letter or digit turned into `_`,
/// and the result upper-cased: with the prefix `OCTAVO_`, `ui.colourScheme` is read from
/// `OCTAVO_UI_COLOUR_SCHEME` and `server.retries` from `OCTAVO_SERVER_RETRIES`. Entries in
/// `names` (variable name → key, used as given, without the prefix) replace the derived name
/// for their key, for keys whose derived names would be awkward or would collide.
///
/// Values are text, so they are parsed by the registered type of their setting: `Bool` accepts
/// `true/false`, `yes/no`, `on/off` and `1/0` in any case; `Int` and `Double` accept numbers;
/// `String` takes the text as is; `Array` and `Object` take JSON. Text that does not parse is
/// passed on unchanged, so the container reports it as a value of the wrong type for that key.
public struct EnvironmentDefaultsSource: LocalDefaultValueSource {
    public let prefix: String
    public let names: [String: String]
    private let environment: [String: String]

    public init(
        prefix: String = "OCTAVO_",
        environment: [String: String] = ProcessInfo.processInfo.environment,
        names: [String: String] = [:]
    ) {
        self.prefix = prefix
        self.environment = environment
        self.names = names
    }

    public var name: String { "environment (\(prefix)*)" }

    /// The variable name derived from `key`, as described on the type.
    public static func variableName(for key: String, prefix: String = "OCTAVO_") -> String {
        var name = ""
        var previous: Character?
        for character in key {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                name.append("_")
            }
            name.append(character.isASCII && (character.isLetter || character.isNumber) ? character : "_")
            previous = character
        }
        return prefix + name.uppercased()
    }

    /// Reads every registered key from its variable, parsing the text by the key's type.
    public func readDefaultsNow(registered: [String: SettingValue.Kind]) throws -> [String: SettingValue] {
        let explicitKeys = Set(names.values)
        var defaults: [String: SettingValue] = [:]
        for (key, kind) in registered where !explicitKeys.contains(key) {
            if let text = environment[Self.variableName(for: key, prefix: prefix)] {
                defaults[key] = Self.parse(text, as: kind)
            }
        }
        for (variable, key) in names {
            if let text = environment[variable] {
                defaults[key] = registered[key].map { Self.parse(text, as: $0) } ?? Self.guess(text)
            }
        }
        return defaults
    }

    // Without the registry (`readDefaults()`) only the `names` table can be resolved, and
    // values are typed by their look: `true`/`false`, numbers and JSON arrays or objects,
    // otherwise text.

    private static func parse(_ text: String, as kind: SettingValue.Kind) -> SettingValue {
        let trimmed = text.trimmingCharacters { $0 == " " || $0 == "\t" }
        let parsed: SettingValue? =
            switch kind {
            case .bool: parseBool(trimmed).map(SettingValue.bool)
            case .int: Int(trimmed).map(SettingValue.integer)
            case .double: Double(trimmed).map(SettingValue.number)
            case .string, .null: .string(text)
            case .array, .object: (try? SettingValue(json: Data(trimmed.utf8))).flatMap { $0.kind == kind ? $0 : nil }
            }
        return parsed ?? .string(text)
    }

    private static func parseBool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "yes", "on", "1": true
        case "false", "no", "off", "0": false
        default: nil
        }
    }

    private static func guess(_ text: String) -> SettingValue {
        (try? SettingValue(json: Data(text.utf8))) ?? .string(text)
    }
}
