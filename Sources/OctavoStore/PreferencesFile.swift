import FoundationEssentials
import OctavoFiles
import OctavoPreferences

/// One JSON preferences file as read from disk: its keys (those that could be read) and whether
/// the file as a whole could be read, which decides if saving may replace it.
struct PreferencesFile<Preferences: StorablePreferences> {
    enum State: Equatable {
        case missing
        case readable
        /// Not usable as a whole; it is moved aside, not overwritten, when the user saves.
        case unreadable
    }

    /// Larger files are refused: preferences are a few hundred bytes, and a huge file is damage or
    /// an attack that must not take the memory of the process.
    static var sizeLimit: Int { 1 << 20 }

    let path: String
    let preferences: Preferences
    let state: State
    let problems: [StoreProblem]

    static func read(_ path: String, root: String) -> PreferencesFile {
        switch FileReading.contents(of: path, limit: sizeLimit, root: root) {
        case .missing:
            return PreferencesFile(path: path, preferences: .empty, state: .missing, problems: [])
        case .unreadable(let reason):
            return unreadable(path, reason)
        case .contents(let data):
            return parse(data, path: path)
        }
    }

    private static func parse(_ data: Data, path: String) -> PreferencesFile {
        guard !data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else {
            return unreadable(path, "is empty")
        }
        guard String(data: data, encoding: .utf8) != nil else { return unreadable(path, "is not UTF-8 text") }
        let read: (object: [String: JSONValue], problems: [JSONObjectReader.Problem])
        do {
            read = try JSONObjectReader.read(data)
        } catch {
            return unreadable(path, error.description)
        }
        var warnings: [PreferencesDecodingWarning] = []
        let preferences = Preferences(jsonObject: read.object, warnings: &warnings)
        let problems = read.problems.map { StoreProblem(path: path, key: $0.key, message: $0.description) }
            + warnings.map { StoreProblem(path: path, key: $0.key, message: $0.description) }
        return PreferencesFile(path: path, preferences: preferences, state: .readable, problems: problems)
    }

    private static func unreadable(_ path: String, _ reason: String) -> PreferencesFile {
        let message = "\(reason); its preferences are ignored, and the file will be moved aside, not overwritten, if you save"
        return PreferencesFile(path: path, preferences: .empty, state: .unreadable, problems: [StoreProblem(path: path, message: message)])
    }

    /// The text written for a set of preferences: indented, keys sorted, so people can edit it.
    static func encode(_ preferences: Preferences) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(preferences.jsonObject)) ?? Data("{}".utf8)
        return data + Data("\n".utf8)
    }
}
