import OctavoSession
import OctavoPreferences

/// The screen's command line (`:`), with the syntax of `octavo set`: `fontSize 140%`,
/// `reset` (everything) or `reset KEY`, `profile NAME`, `preset NAME`, `qa [DIR]`, `help`, `quit`.
/// Completion offers the keys and commands first, then the values a key allows.
struct ScreenCommandLine {
    static let commands = ["reset", "profile", "preset", "qa", "help", "quit"]

    enum Command: Equatable {
        case set(key: String, value: String)
        case focus(key: String)
        case reset(key: String?)
        case profile(String)
        case preset(String)
        case qa(folder: String?)
        case help
        case quit
    }

    struct Failure: Error, Equatable {
        let message: String
    }

    let keys: [String]
    let values: (String) -> [String]

    /// What a line says; a key is matched without regard to case.
    func parse(_ line: String) throws(Failure) -> Command {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let first = words.first else { throw Failure(message: "Type a key and a value (fontSize 140%), or reset, profile NAME, preset NAME, qa [DIR]") }
        let rest = words.dropFirst().joined(separator: " ")
        switch first.lowercased() {
        case "reset":
            guard !rest.isEmpty else { return .reset(key: nil) }
            return .reset(key: try key(rest))
        case "profile":
            guard !rest.isEmpty else { throw Failure(message: "profile needs a name: profile night") }
            return .profile(rest)
        case "preset":
            guard !rest.isEmpty else { throw Failure(message: "preset needs a name: preset Night reading") }
            return .preset(rest)
        case "qa": return .qa(folder: rest.isEmpty ? nil : rest)
        case "help": return .help
        case "q", "quit": return .quit
        default:
            let key = try self.key(first)
            return rest.isEmpty ? .focus(key: key) : .set(key: key, value: rest)
        }
    }

    private func key(_ word: String) throws(Failure) -> String {
        if let key = keys.first(where: { $0.equalsIgnoringCase(word) }) { return key }
        let close = keys.filter { $0.lowercased().hasPrefix(word.lowercased()) }
        throw Failure(message: "No preference \(word)" + (close.isEmpty ? "" : ": did you mean \(close.prefix(3).joined(separator: ", "))?"))
    }

    /// The line with its last word completed as far as the candidates agree; unchanged when
    /// nothing fits.
    func complete(_ line: String) -> (line: String, candidates: [String]) {
        let endsWithSpace = line.hasSuffix(" ")
        var words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let current = endsWithSpace ? "" : (words.popLast() ?? "")
        let pool: [String]
        if words.isEmpty {
            pool = Self.commands + keys
        } else if words.count == 1, let key = keys.first(where: { $0.equalsIgnoringCase(words[0]) }) {
            pool = values(key)
        } else if words.count == 1, words[0].lowercased() == "reset" {
            pool = keys
        } else {
            return (line, [])
        }
        let candidates = pool.filter { $0.lowercased().hasPrefix(current.lowercased()) }
        guard let first = candidates.first else { return (line, []) }
        var common = first
        for candidate in candidates.dropFirst() {
            while !candidate.lowercased().hasPrefix(common.lowercased()) { common.removeLast() }
        }
        let completed = candidates.count == 1 ? first + " " : (common.count > current.count ? common : current)
        return ((words + [completed]).joined(separator: " "), candidates)
    }
}
