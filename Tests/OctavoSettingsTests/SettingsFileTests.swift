import Foundation
import OctavoSettings
import Testing

@Suite struct SettingsFileTests {
    private func register(_ container: SettingsContainer) throws {
        try container.register {
            persistent("ui.colourScheme", default: "auto")
            persistent("reader.fontSize", default: 12.0)
            transient("session.page", default: 1)
        }
    }

    @Test func fileValuesSurviveANewContainer() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("store/settings.json")
            let first = SettingsContainer(fileURL: url)
            try register(first)
            try first.set("dark", for: "ui.colourScheme")
            try first.set(14, for: "reader.fontSize")
            try first.set(9, for: "session.page")

            let second = SettingsContainer(fileURL: url)
            try register(second)
            #expect(try second.value(for: "ui.colourScheme") == "dark")
            #expect(try second.value(for: "reader.fontSize") == 14.0)
            #expect(try second.value(for: "session.page") == 1)
            #expect(try jsonObject(at: url) == ["ui.colourScheme": "dark", "reader.fontSize": 14])
            #expect(second.fileIssues.isEmpty)
        }
    }

    @Test func resetRemovesTheSavedValue() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("settings.json")
            let container = SettingsContainer(fileURL: url)
            try register(container)
            try container.set("dark", for: "ui.colourScheme")
            try container.resetToDefault("ui.colourScheme")
            #expect(try jsonObject(at: url) == [:])
            #expect(try container.value(for: "ui.colourScheme") == "auto")
        }
    }

    @Test func writesAtomicallyWithPrivateMode() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("settings.json")
            let container = SettingsContainer(fileURL: url)
            try register(container)
            for scheme in ["dark", "light", "sepia"] {
                try container.set(scheme, for: "ui.colourScheme")
            }

            let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(entries == ["settings.json"])
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
            #expect(try jsonObject(at: url) == ["ui.colourScheme": "sepia"])
        }
    }

    @Test func unknownKeysInTheFileAreKept() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("settings.json")
            try writeJSON(#"{"future.feature": {"on": true}, "ui.colourScheme": "dark"}"#, to: url)
            let container = SettingsContainer(fileURL: url)
            try register(container)
            #expect(try container.value(for: "ui.colourScheme") == "dark")

            try container.set(16.5, for: "reader.fontSize")
            #expect(
                try jsonObject(at: url) == [
                    "future.feature": ["on": true],
                    "ui.colourScheme": "dark",
                    "reader.fontSize": 16.5,
                ]
            )
        }
    }

    @Test func invalidFileIsReportedAndKeptUntilAWrite() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("settings.json")
            let garbage = "{ this is not json"
            try writeJSON(garbage, to: url)

            let container = SettingsContainer(fileURL: url)
            try register(container)
            #expect(container.fileIssues == [.unreadable(path: url.path, reason: "invalid JSON")])
            #expect(
                container.fileIssues.first?.description
                    == "The settings file \(url.path) could not be read (invalid JSON); defaults are in use and the file is kept as is."
            )
            #expect(try container.value(for: "ui.colourScheme") == "auto")

            try container.set(3, for: "session.page")
            #expect(try String(contentsOf: url, encoding: .utf8) == garbage)

            try container.set("dark", for: "ui.colourScheme")
            let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            #expect(entries.count == 2)
            let aside = try #require(entries.first { $0.hasPrefix("settings.json.corrupt-") })
            let asideURL = directory.appendingPathComponent(aside)
            #expect(try String(contentsOf: asideURL, encoding: .utf8) == garbage)
            #expect(try jsonObject(at: url) == ["ui.colourScheme": "dark"])
            #expect(container.fileIssues == [.movedAside(path: url.path, movedTo: asideURL.path)])
        }
    }

    @Test func topLevelNonObjectIsUnreadable() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("settings.json")
            try writeJSON("[1, 2]", to: url)
            let container = SettingsContainer(fileURL: url)
            #expect(
                container.fileIssues == [
                    .unreadable(
                        path: url.path, reason: "Expected a JSON object of setting keys and values at the top level.")
                ]
            )
        }
    }

    @Test func storedValueOfWrongTypeIsReportedAndIgnored() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("settings.json")
            try writeJSON(#"{"reader.fontSize": "huge"}"#, to: url)
            let container = SettingsContainer(fileURL: url)
            try register(container)

            let error = SettingsError.invalidValue(key: "reader.fontSize", holds: .double, given: "huge")
            #expect(container.fileIssues == [.invalidStoredValue(error)])
            #expect(try container.value(for: "reader.fontSize") == 12.0)
            #expect(try jsonObject(at: url) == ["reader.fontSize": "huge"])

            try container.set(13.0, for: "reader.fontSize")
            #expect(container.fileIssues.isEmpty)
            #expect(try jsonObject(at: url) == ["reader.fontSize": 13])
        }
    }

    @Test func failedWriteLeavesValueUnchanged() async throws {
        try await withTemporaryDirectory { directory in
            let blocker = directory.appendingPathComponent("blocker")
            try writeJSON("{}", to: blocker)
            let url = blocker.appendingPathComponent("settings.json")
            let container = SettingsContainer(fileURL: url)
            try register(container)

            #expect {
                try container.set("dark", for: "ui.colourScheme")
            } throws: { error in
                guard case .fileWriteFailed(let key, let path, _) = error as? SettingsError else { return false }
                return key == "ui.colourScheme" && path == url.path
                    && (error as? SettingsError)?.description.hasPrefix(
                        "The setting 'ui.colourScheme' could not be saved to \(url.path): ") == true
            }
            #expect(try container.value(for: "ui.colourScheme") == "auto")
        }
    }

    @Test func concurrentWritesKeepMemoryAndFileInStep() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("settings.json")
            let container = SettingsContainer(fileURL: url)
            let keys = (0..<8).map { "counter.\($0)" }
            try container.register {
                for key in keys {
                    persistent(key, default: 0)
                }
            }
            await withTaskGroup(of: Void.self) { group in
                for key in keys {
                    group.addTask {
                        for value in 1...10 {
                            try? container.set(value, for: key)
                        }
                    }
                }
            }
            let expected = Dictionary(uniqueKeysWithValues: keys.map { ($0, SettingValue.integer(10)) })
            #expect(try jsonObject(at: url) == expected)
            #expect(try keys.allSatisfy { try container.value(for: $0) == 10 })
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["settings.json"])
        }
    }
}
