import Foundation
import OctavoNavigator
import OctavoPreferences
import OctavoStore

/// The preferences store's hot paths: saving one edit, and opening a book's preferences in a
/// store that has seen a whole library, which must not cost more than in an empty one.
struct StoreBenchmarks {
    let runs: Int
    let publications: Int
    /// A folder of this run's own, removed by the caller.
    let scratch: URL

    static let smallLibrary = 10

    /// One `commit` of a one-key change, alternating the font size so every run writes.
    func commit() throws -> JSONValue {
        let store = try PreferencesStore(root: scratch.appendingPathComponent("commit-store"))
        let identifier = "urn:octavo-bench:commit"
        let statistics = try Stopwatch.measure("store: commit a one-key change", runs: runs) { index in
            let fontSize = index.isMultiple(of: 2) ? 1.5 : 1.0
            try store.commit(
                EPUBPreferences(fontSize: fontSize), from: EPUBPreferences(fontSize: 2.5 - fontSize),
                publication: identifier, profile: PreferencesStore.defaultProfile
            )
        }
        return statistics.json
    }

    /// Loading one book's preferences with `publications` files in the store, and with a handful.
    func load() throws -> JSONValue {
        let large = try library(named: "large-store", count: publications)
        let small = try library(named: "small-store", count: Self.smallLibrary)
        // One entry when --publications asks for the small library's size.
        return .object(Dictionary([
            ("publications\(publications)", large.json.adding("publications", .integer(publications))),
            ("publications\(Self.smallLibrary)", small.json.adding("publications", .integer(Self.smallLibrary))),
        ], uniquingKeysWith: { first, _ in first }))
    }

    private func library(named name: String, count: Int) throws -> Statistics {
        let store = try PreferencesStore(root: scratch.appendingPathComponent(name))
        try fill(store, count: count)
        let identifier = Self.identifier(count / 2)
        try store.commit(
            EPUBPreferences(fontSize: 1.2), from: EPUBPreferences(),
            publication: identifier, profile: PreferencesStore.defaultProfile
        )
        return try Stopwatch.measure("store: load a book's preferences among \(count) publications", runs: runs) { _ in
            _ = try store.load(EPUBPreferences.self, publication: identifier, profile: PreferencesStore.defaultProfile)
        }
    }

    /// Writes the publication files directly rather than through `commit`, which would take its
    /// lock and fsync 100,000 times for no benefit to the measurement.
    private func fill(_ store: PreferencesStore, count: Int) throws {
        let folder = store.root.appendingPathComponent("publications")
        let clock = ContinuousClock()
        let start = clock.now
        let step = max(1, count / 10)
        for index in 0..<count {
            let name = PublicationFileName.make(for: Self.identifier(index))
            let language = Self.languages[index % Self.languages.count]
            let json = "{\n  \"language\" : \"\(language)\",\n  \"readingProgression\" : \"ltr\"\n}\n"
            try Data(json.utf8).write(to: folder.appendingPathComponent(name))
            if count >= 1000, (index + 1).isMultiple(of: step) {
                let seconds = Double((clock.now - start).components.seconds)
                Progress.say("store: wrote \(index + 1) of \(count) publication files in \(Int(seconds)) s")
            }
        }
    }

    private static let languages = ["en", "fr", "de", "ja", "ar"]

    private static func identifier(_ index: Int) -> String { "urn:octavo-bench:publication:\(index)" }
}
