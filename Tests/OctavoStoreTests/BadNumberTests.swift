import Foundation
import OctavoNavigator
import OctavoPreferences
import OctavoSession
import OctavoStore
import OctavoTestSupport
import Testing

/// One bad number costs one key, never the file (issue 14).
@Suite struct BadNumberTests {
    let book = "urn:isbn:9780000000002"

    @Test(arguments: ["1e400", "-1e400", "NaN", "Infinity", "-Infinity", "[1, NaN]"])
    func aNonFiniteNumberDropsItsKeyAndTheOthersSurviveTheNextSave(bad: String) throws {
        let t = try TemporaryStore()
        try t.write(#"{"fontSize": 1.5, "lineHeight": \#(bad), "theme": "dark", "future": {"x": 1}}"#, to: "profiles/default/epub.json")
        let loaded = try t.store.load(EPUBPreferences.self, publication: book, profile: "default")
        #expect(loaded.merged.fontSize == 1.5 && loaded.merged.theme == .dark && loaded.merged.lineHeight == nil)
        let problem = try #require(loaded.problems.first)
        #expect(problem.key == "lineHeight" && problem.path.hasSuffix("profiles/default/epub.json"))
        #expect(problem.message.contains("not finite"))

        var edited = loaded.merged
        edited.pageMargins = 2
        try t.store.commit(edited, from: loaded.merged, publication: book, profile: "default")
        let saved = try #require(t.read("profiles/default/epub.json"))
        #expect(saved.contains("\"fontSize\" : 1.5") && saved.contains("\"theme\" : \"dark\"") && saved.contains("\"pageMargins\" : 2"))
        #expect(saved.contains("\"future\""), "unknown keys are kept")
        #expect(t.files(in: "profiles/default").allSatisfy { !$0.contains("corrupt") }, "a readable file is not moved aside")
    }

    @Test func aKeyWrittenTwiceKeepsTheLastValueWithAWarning() throws {
        let t = try TemporaryStore()
        try t.write(#"{"theme": "light", "fontSize": 1.2, "theme": "sepia"}"#, to: "profiles/default/epub.json")
        let loaded = try t.store.load(EPUBPreferences.self, publication: book, profile: "default")
        #expect(loaded.merged.theme == .sepia && loaded.merged.fontSize == 1.2)
        #expect(loaded.problems.map(\.key) == ["theme"])
        #expect(loaded.problems.first?.message.contains("more than once") == true)
    }

    @Test(arguments: [("{\"a\": 1", "ends"), ("{\"a\": 01x}", "not valid JSON"), ("[1, 2]", "holds an array"), ("{\"a\": tru}", "not valid JSON")])
    func aDocumentThatIsNotAnObjectIsStillUnreadableAsAWhole(text: String, expected: String) throws {
        let t = try TemporaryStore()
        try t.write(text, to: "profiles/default/epub.json")
        let loaded = try t.store.load(EPUBPreferences.self, publication: book, profile: "default")
        #expect(loaded.merged == .empty)
        #expect(loaded.problems.first?.message.contains(expected) == true, "\(loaded.problems)")
    }
}

/// A folder of the store that is a symbolic link to elsewhere leads nothing out (issue 14).
@Suite struct LinkedFolderTests {
    let book = "urn:isbn:9780000000003"

    @Test func aProfileFolderLinkedOutsideIsNeitherReadNorWritten() throws {
        let t = try TemporaryStore()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data(#"{"fontSize": 3}"#.utf8).write(to: outside.appendingPathComponent("epub.json"))
        try FileManager.default.removeItem(atPath: t.path("profiles/default"))
        try FileManager.default.createSymbolicLink(atPath: t.path("profiles/default"), withDestinationPath: outside.path)

        let loaded = try t.store.load(EPUBPreferences.self, publication: book, profile: "default")
        #expect(loaded.merged.fontSize == nil, "the file outside is not read")
        #expect(loaded.problems.contains { $0.message.contains("symbolic link leading outside the store") })

        #expect(throws: StoreError.self) {
            try t.store.commit(EPUBPreferences(fontSize: 1.5), from: loaded.merged, publication: book, profile: "default")
        }
        let after = try FileManager.default.contentsOfDirectory(atPath: outside.path)
        #expect(after == ["epub.json"], "nothing is written outside: \(after)")
        #expect(try String(contentsOf: outside.appendingPathComponent("epub.json"), encoding: .utf8) == #"{"fontSize": 3}"#)
    }
}

/// Every file of the store is reached from its root one folder at a time without following
/// links (issue 14): a link planted anywhere on the way, even after a check, leads nothing out.
@Suite struct ConfinementTests {
    let book = "urn:isbn:9780000000004"

    /// A folder outside the store, removed by the caller.
    func outsideFolder() throws -> URL {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        return outside
    }

    func replace(_ relative: String, in t: TemporaryStore, withLinkTo target: String) throws {
        try? FileManager.default.removeItem(atPath: t.path(relative))
        try FileManager.default.createSymbolicLink(atPath: t.path(relative), withDestinationPath: target)
    }

    @Test func aProfilesFolderLinkedOutsideGetsNoNewProfile() throws {
        let t = try TemporaryStore()
        let outside = try outsideFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        try replace("profiles", in: t, withLinkTo: outside.path)
        #expect(throws: StoreError.self) { try t.store.createProfile("night") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test func aTemporaryFolderLinkedOutsideGetsNoTemporaryFile() throws {
        let t = try TemporaryStore()
        let outside = try outsideFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        try replace(".tmp", in: t, withLinkTo: outside.path)
        #expect(throws: StoreError.self) {
            try t.store.commit(EPUBPreferences(fontSize: 1.5), from: .empty, publication: book, profile: "default")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(t.read("profiles/default/epub.json") == nil)
    }

    @Test func aLockFileLinkedOutsideIsNeitherCreatedNorOpened() throws {
        let t = try TemporaryStore()
        let outside = try outsideFolder()
        defer { try? FileManager.default.removeItem(at: outside) }
        try replace(".lock", in: t, withLinkTo: outside.appendingPathComponent("lock").path)
        #expect(throws: StoreError.self) {
            try t.store.commit(EPUBPreferences(fontSize: 1.5), from: .empty, publication: book, profile: "default")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty, "the link's target is not created")
    }

    @Test func aFolderLinkedInsideTheStoreIsFollowed() throws {
        let t = try TemporaryStore()
        try t.store.createProfile("night")
        try t.write(#"{"theme": "dark"}"#, to: "profiles/night/epub.json")
        try replace("profiles/default", in: t, withLinkTo: t.path("profiles/night"))
        #expect(try t.store.load(EPUBPreferences.self, publication: book, profile: "default").merged.theme == .dark)
        try t.store.commit(EPUBPreferences(theme: .sepia), from: .empty, publication: book, profile: "default")
        #expect(t.read("profiles/night/epub.json")?.contains("sepia") == true)
    }
}

/// What a save killed halfway leaves is cleaned at the next commit (issue 14).
@Suite struct AbandonedTemporaryFileTests {
    @Test func temporaryFilesOfDeadWritersAreRemovedAndLiveOnesKept() throws {
        let t = try TemporaryStore()
        let finished = Process()
        finished.executableURL = URL(fileURLWithPath: "/bin/true")
        try finished.run()
        finished.waitUntilExit()
        let dead = ".epub.json.tmp-\(finished.processIdentifier)-42"
        let live = ".epub.json.tmp-\(ProcessInfo.processInfo.processIdentifier)-43"
        try t.write("half", to: ".tmp/" + dead)
        try t.write("in progress", to: ".tmp/" + live)
        try t.store.commit(EPUBPreferences(fontSize: 1.5), from: .empty, publication: "urn:x", profile: "default")
        #expect(t.files(in: ".tmp") == [live])
        #expect(t.read("profiles/default/epub.json")?.contains("1.5") == true)
    }
}
