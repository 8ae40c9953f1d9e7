import OctavoPreferences
import OctavoPublication

// The publication's own values are also preference values (a language or a direction chosen by
// the reader), so they get their JSON form here, where preferences meet publications.

extension EPUBLayout: JSONRepresentable {}

extension ReadingProgression: JSONRepresentable {}

extension Language: JSONRepresentable {
    public init?(json: JSONValue) {
        guard case .string(let code) = json else { return nil }
        let language = Language(code)
        guard language.isWellFormed else { return nil }
        self = language
    }

    public var json: JSONValue { .string(code.bcp47) }

    public static var jsonDescription: String { "a BCP-47 language tag" }
}
