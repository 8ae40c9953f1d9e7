import Foundation
import OctavoNavigator
import OctavoPreferences
import OctavoSession
import OctavoStore
import OctavoTestSupport
import Testing

@Suite struct PreferencesStoreTests {
    let book = "urn:isbn:9780000000001"

    @Test func theDefaultProfileExistsFromTheStart() throws {
        let t = try TemporaryStore()
        #expect(try t.store.profiles() == ["default"])
        #expect(t.mode("profiles/default") == 0o700)
        #expect(t.mode("publications") == 0o700)
    }

    @Test func commitSplitsSharedAndPublicationKeys() throws {
        let t = try TemporaryStore()
        let edited = EPUBPreferences(fontSize: 1.5, language: "fr", spread: .auto, theme: .dark)
        try t.store.commit(edited, from: .empty, publication: book, profile: "default")
        #expect(t.read("profiles/default/epub.json") == "{\n  \"fontSize\" : 1.5,\n  \"theme\" : \"dark\"\n}\n")
        let own = t.files(in: "publications")
        #expect(own == [PublicationFileName.make(for: book)])
        #expect(t.read("publications/" + own[0]) == "{\n  \"language\" : \"fr\",\n  \"spread\" : \"auto\"\n}\n")
        #expect(t.mode("profiles/default/epub.json") == 0o600)
        #expect(t.mode("publications/" + own[0]) == 0o600)
    }

    @Test func loadMergesThePublicationOverTheProfileAndTellsTheSource() throws {
        let t = try TemporaryStore()
        try t.write(#"{"fontSize": 1.5, "readingProgression": "ltr"}"#, to: "profiles/default/epub.json")
        try t.write(#"{"readingProgression": "rtl"}"#, to: "publications/" + PublicationFileName.make(for: book))
        let loaded = try t.store.load(EPUBPreferences.self, publication: book, profile: "default")
        #expect(loaded.merged == EPUBPreferences(fontSize: 1.5, readingProgression: .rtl))
        #expect(loaded.source(of: "readingProgression") == .publication)
        #expect(loaded.source(of: "fontSize") == .profile)
        #expect(loaded.source(of: "theme") == nil)
        #expect(loaded.problems.isEmpty)
    }

    @Test func valuesSurviveANewStoreInstance() throws {
        let t = try TemporaryStore()
        try t.store.commit(PDFPreferences(pageSpacing: 8, readingProgression: .rtl), from: .empty, publication: book, profile: "default")
        let reopened = try PreferencesStore(root: t.root)
        #expect(try reopened.load(PDFPreferences.self, publication: book, profile: "default").merged == PDFPreferences(pageSpacing: 8, readingProgression: .rtl))
        #expect(t.read("profiles/default/pdf.json") == "{\n  \"pageSpacing\" : 8\n}\n")
    }

    @Test func twoWritersKeepEachOthersChanges() throws {
        let t = try TemporaryStore()
        let other = try PreferencesStore(root: t.root)
        let original = try t.store.load(EPUBPreferences.self, publication: book, profile: "default").merged
        try t.store.commit(EPUBPreferences(fontSize: 2), from: original, publication: book, profile: "default")
        try other.commit(EPUBPreferences(theme: .sepia), from: original, publication: book, profile: "default")
        let merged = try t.store.load(EPUBPreferences.self, publication: book, profile: "default").merged
        #expect(merged == EPUBPreferences(fontSize: 2, theme: .sepia))
    }

    @Test func unsettingAKeyRemovesItFromItsFile() throws {
        let t = try TemporaryStore()
        try t.store.commit(EPUBPreferences(fontSize: 2, theme: .dark), from: .empty, publication: book, profile: "default")
        try t.store.commit(EPUBPreferences(theme: .dark), from: EPUBPreferences(fontSize: 2, theme: .dark), publication: book, profile: "default")
        #expect(t.read("profiles/default/epub.json") == "{\n  \"theme\" : \"dark\"\n}\n")
    }

    @Test func unknownKeysStayInTheFileTheyCameFrom() throws {
        let t = try TemporaryStore()
        let own = "publications/" + PublicationFileName.make(for: book)
        try t.write(#"{"fontSize": 1.2, "profileOnly": [1, {"a": null}]}"#, to: "profiles/default/epub.json")
        try t.write(#"{"bookmarkColour": "teal"}"#, to: own)
        let loaded = try t.store.load(EPUBPreferences.self, publication: book, profile: "default").merged
        var edited = loaded
        edited.fontSize = 1.3
        try t.store.commit(edited, from: loaded, publication: book, profile: "default")
        #expect(t.read("profiles/default/epub.json") == "{\n  \"fontSize\" : 1.3,\n  \"profileOnly\" : [\n    1,\n    {\n      \"a\" : null\n    }\n  ]\n}\n")
        #expect(t.read(own) == #"{"bookmarkColour": "teal"}"#, "an unchanged file is not rewritten")
    }

    @Test func anUnreadableFileIsReportedKeptAndMovedAsideOnlyOnSave() throws {
        for damage in ["{ not json", "", "[1, 2]", "\u{FEFF}"] {
            let t = try TemporaryStore()
            try t.write(damage, to: "profiles/default/epub.json")
            let loaded = try t.store.load(EPUBPreferences.self, publication: book, profile: "default")
            #expect(loaded.merged == .empty)
            #expect(loaded.problems.count == 1)
            #expect(loaded.problems[0].path.hasSuffix("profiles/default/epub.json"))
            #expect(loaded.problems[0].message.contains("moved aside, not overwritten, if you save"))
            #expect(t.read("profiles/default/epub.json") == damage)

            try t.store.commit(EPUBPreferences(theme: .dark), from: .empty, publication: book, profile: "default")
            let files = t.files(in: "profiles/default")
            #expect(files.count == 2)
            let aside = try #require(files.first { $0.hasPrefix("epub.json.corrupt-") })
            #expect(t.read("profiles/default/" + aside) == damage)
            #expect(t.read("profiles/default/epub.json") == "{\n  \"theme\" : \"dark\"\n}\n")
        }
    }

    @Test func problemMessagesSayWhatIsWrong() throws {
        let cases: [(String, String)] = [
            ("{ not json", "is not valid JSON"),
            ("", "is empty"),
            ("[1, 2]", "holds an array, not a JSON object"),
        ]
        for (content, expected) in cases {
            let t = try TemporaryStore()
            try t.write(content, to: "profiles/default/epub.json")
            let problem = try t.store.load(EPUBPreferences.self, publication: book, profile: "default").problems.first
            #expect(problem?.message.hasPrefix(expected) == true, "\(content): \(problem?.message ?? "none")")
        }
    }

    @Test func nonUTF8FilesAreNotRead() throws {
        let t = try TemporaryStore()
        try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: URL(fileURLWithPath: t.path("profiles/default/epub.json")))
        let loaded = try t.store.load(EPUBPreferences.self, publication: book, profile: "default")
        #expect(loaded.problems.first?.message.hasPrefix("is not UTF-8 text") == true)
    }

    @Test func hugeFilesAreRefusedWithoutReadingThem() throws {
        let t = try TemporaryStore()
        let huge = "{\"x\": \"" + String(repeating: "a", count: 2 << 20) + "\"}"
        try t.write(huge, to: "profiles/default/epub.json")
        let loaded = try t.store.load(EPUBPreferences.self, publication: book, profile: "default")
        #expect(loaded.problems.first?.message.contains("more than the 1048576 bytes") == true)
    }

    @Test func badKeysAreRepairedOneByOneAndReported() throws {
        let t = try TemporaryStore()
        try t.write(#"{"fontSize": 99, "theme": 3, "wordSpacing": 0.2, "future": true}"#, to: "profiles/default/epub.json")
        let loaded = try t.store.load(EPUBPreferences.self, publication: book, profile: "default")
        #expect(loaded.merged.fontSize == 5 && loaded.merged.theme == nil && loaded.merged.wordSpacing == 0.2)
        #expect(loaded.merged.unknownFields == ["future": .bool(true)])
        #expect(Set(loaded.problems.compactMap(\.key)) == ["fontSize", "theme"])
        #expect(loaded.problems.allSatisfy { $0.path.hasSuffix("epub.json") })
    }

    @Test func aSymlinkLeadingOutsideTheStoreIsNeitherReadNorWrittenThrough() throws {
        let t = try TemporaryStore()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("outside-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data(#"{"fontSize": 3}"#.utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(atPath: t.path("profiles/default/epub.json"), withDestinationPath: outside.path)

        let loaded = try t.store.load(EPUBPreferences.self, publication: book, profile: "default")
        #expect(loaded.merged.fontSize == nil)
        #expect(loaded.problems.first?.message.contains("outside the store") == true)

        try t.store.commit(EPUBPreferences(fontSize: 1.1), from: .empty, publication: book, profile: "default")
        #expect(String(decoding: try Data(contentsOf: outside), as: UTF8.self) == #"{"fontSize": 3}"#)
        #expect(t.read("profiles/default/epub.json") == "{\n  \"fontSize\" : 1.1\n}\n")
    }

    @Test func aSymlinkInsideTheStoreIsFollowed() throws {
        let t = try TemporaryStore()
        try t.store.createProfile("night")
        try t.write(#"{"theme": "dark"}"#, to: "profiles/night/epub.json")
        try FileManager.default.createSymbolicLink(atPath: t.path("profiles/default/epub.json"), withDestinationPath: t.path("profiles/night/epub.json"))
        #expect(try t.store.load(EPUBPreferences.self, publication: book, profile: "default").merged.theme == .dark)
    }

    @Test func aFolderInPlaceOfAFileIsReported() throws {
        let t = try TemporaryStore()
        try FileManager.default.createDirectory(atPath: t.path("profiles/default/epub.json"), withIntermediateDirectories: true)
        let loaded = try t.store.load(EPUBPreferences.self, publication: book, profile: "default")
        #expect(loaded.problems.first?.message.hasPrefix("is not a regular file") == true)
    }

    @Test func writesLeaveNoTemporaryFiles() throws {
        let t = try TemporaryStore()
        var current = EPUBPreferences()
        for step in 1...20 {
            var edited = current
            edited.fontSize = 1 + Double(step) / 10
            current = try t.store.commit(edited, from: current, publication: book, profile: "default").merged
        }
        #expect(t.files(in: "profiles/default") == ["epub.json"])
    }

    @Test func invalidProfileNamesAreRefused() throws {
        let t = try TemporaryStore()
        for name in ["", "../x", ".hidden", "a/b", String(repeating: "p", count: 65), " padded ", " leading", "trailing ", ".\u{345}x", " \u{345}x"] {
            #expect(throws: StoreError.self) { try t.store.load(EPUBPreferences.self, publication: book, profile: name) }
        }
        for name in ["night reading", "large-print_2", "é.v", String(repeating: "p", count: 64)] {
            #expect(throws: Never.self) { try t.store.load(EPUBPreferences.self, publication: book, profile: name) }
        }
    }
}

/// Keys edited by hand or placed on purpose in the "other" file stay there, and a key present
/// in both files keeps both values.
@Suite struct StorePlacementTests {
    let book = "urn:isbn:9780000000002"

    @Test func aBookOverridingItsProfileDoesNotOverwriteTheProfile() throws {
        let t = try TemporaryStore()
        let own = "publications/" + PublicationFileName.make(for: book)
        try t.write(#"{"theme": "dark", "fontSize": 1.2}"#, to: "profiles/default/epub.json")
        try t.write(#"{"theme": "sepia"}"#, to: own)
        let loaded = try t.store.load(EPUBPreferences.self, publication: book, profile: "default").merged
        #expect(loaded.theme == .sepia)
        var edited = loaded
        edited.fontSize = 1.4
        try t.store.commit(edited, from: loaded, publication: book, profile: "default")
        #expect(t.read("profiles/default/epub.json") == "{\n  \"fontSize\" : 1.4,\n  \"theme\" : \"dark\"\n}\n")
        #expect(t.read(own) == #"{"theme": "sepia"}"#)
    }

    @Test func clearingRemovesTheOverrideFirstAndAnExactReplaceRemovesBoth() throws {
        let t = try TemporaryStore()
        try t.write(#"{"theme": "dark"}"#, to: "profiles/default/epub.json")
        try t.write(#"{"theme": "sepia"}"#, to: "publications/" + PublicationFileName.make(for: book))
        var current = try t.store.load(EPUBPreferences.self, publication: book, profile: "default").merged
        var cleared = current
        cleared.theme = nil
        current = try t.store.commit(cleared, from: current, publication: book, profile: "default").merged
        #expect(current.theme == .dark, "the profile's value shows through")
        try t.store.replace(with: EPUBPreferences(), publication: book, profile: "default")
        #expect(try t.store.load(EPUBPreferences.self, publication: book, profile: "default").merged == .empty)
    }

    @Test func placementsMoveAKeyAndItStaysThere() throws {
        let t = try TemporaryStore()
        var current = EPUBPreferences()
        var edited = EPUBPreferences(language: "fr", theme: .dark)
        current = try t.store.commit(edited, from: current, publication: book, profile: "default", placements: ["theme": .publication, "language": .profile]).merged
        let loaded = try t.store.load(EPUBPreferences.self, publication: book, profile: "default")
        #expect(loaded.source(of: "theme") == .publication && loaded.source(of: "language") == .profile)
        edited = current
        edited.theme = .sepia
        try t.store.commit(edited, from: current, publication: book, profile: "default")
        #expect(try t.store.load(EPUBPreferences.self, publication: book, profile: "default").source(of: "theme") == .publication)
    }
}
