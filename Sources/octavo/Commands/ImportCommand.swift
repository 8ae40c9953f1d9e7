import ArgumentParser
import FoundationEssentials
import Glibc
import OctavoFiles
import OctavoPreferences
import OctavoStore
import OctavoSession

/// `octavo import FILE`: replaces the publication's preferences with a JSON file, checked first.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Replace the publication's preferences with those of a JSON file (as `export` writes).",
        discussion: """
        The file must hold one JSON object of preferences, as written by `octavo export` or a \
        Readium app. It is read leniently: a number out of range is clamped, a value of the wrong \
        type or not supported is dropped, each with a warning on stderr; keys Octavo does not \
        know are kept. A file that cannot be read, is not JSON or not an object exits with 3 and \
        nothing is written. Otherwise every preference is replaced: shared keys in the profile, \
        publication keys in the publication's file.

        Prints a summary, or with --json one pretty-printed JSON object (keys sorted): \
        {imported: [keys], warnings: [messages], unknownKeys: [keys]}.

        Examples:
          octavo import prefs.json
          octavo export a.epub | octavo import /dev/stdin b.epub
          octavo import night.json --profile night --json
        """
    )

    @Argument(help: "A JSON file of preferences.", completion: .file(extensions: ["json"]))
    var file: String

    @OptionGroup var options: PublicationOptions

    @Flag(help: "Print a JSON summary instead of text.")
    var json = false

    func run() throws {
        try reportingFailures {
            let object = try readObject()
            let session = try options.openSession(.writing)
            let warnings = try storeOperation { () throws(StoreError) in try session.replaceAndCommit(with: object) }
            let unknown = object.keys.filter { !session.preferenceKeys.contains($0) }.sorted()
            for warning in warnings { Diagnostics.warn("\(file): \(warning)") }
            for key in unknown { Diagnostics.note("\(file): \"\(key)\" is not an Octavo preference; it is kept as it is") }
            let imported = session.preferencesJSON.keys.filter { session.preferenceKeys.contains($0) }.sorted()
            if json {
                JSONOutput.print(.object([
                    "imported": .array(imported.map(JSONValue.string)),
                    "warnings": .array(warnings.map { .string($0.description) }),
                    "unknownKeys": .array(unknown.map(JSONValue.string)),
                ]))
            } else {
                TextOutput.print("Imported \(imported.count) preference\(imported.count == 1 ? "" : "s") from \(file) into profile \(session.profile) and \(session.publication.metadata.title).")
            }
        }
    }

    /// The most a preferences file may hold, as in the store.
    static let sizeLimit = 1 << 20

    /// The bytes of `path`, read to its end with read(2), so that a pipe (`/dev/stdin`) is read
    /// as a file is; more than `sizeLimit` is refused.
    private static func contents(of path: String) throws -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw CommandFailure("\(path): cannot be read (\(errorText()))", exit: OctavoExit.unreadable) }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while data.count <= sizeLimit {
            guard let count = buffer.withUnsafeMutableBytes({ readSome(descriptor, into: $0) }) else {
                throw CommandFailure("\(path): cannot be read (\(errorText()))", exit: OctavoExit.unreadable)
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
        }
        throw CommandFailure("\(path): is larger than 1 MiB; nothing was imported", exit: OctavoExit.unreadable)
    }

    /// The file's JSON object; anything else is an unreadable file (exit 3).
    private func readObject() throws -> [String: JSONValue] {
        let data = try Self.contents(of: file)
        if let object = try? JSONDecoder().decode([String: JSONValue].self, from: data) { return object }
        let problem = (try? JSONDecoder().decode(JSONValue.self, from: data)).map { "holds \($0.typeName), not a JSON object" } ?? "is not valid JSON"
        throw CommandFailure("\(file): \(problem); nothing was imported", exit: OctavoExit.unreadable)
    }
}
