import Foundation
import OctavoSettings
import OctavoSettingsRemote
import Testing

/// Defaults read from a URL: raw data mapped by the app, or JSON parsed before mapping.
@Suite struct RemoteDefaultValueSourceTests {
    private func makeContainer() throws -> SettingsContainer {
        let container = SettingsContainer()
        try container.register {
            readonly("server.retries", default: 1)
            persistent("ui.colourScheme", default: "light")
        }
        return container
    }

    /// Runs `body` with a fresh directory under the system temporary folder, removed afterwards.
    private func withTemporaryDirectory(_ body: (URL) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("octavo-remote-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try await body(directory)
    }

    private func writeJSON(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    @Test func urlSourceMapsDataFromAFileURL() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("config.txt")
            try writeJSON("retries=8", to: url)
            let source = URLDefaultValueSource(url: url) { data in
                let text = String(decoding: data, as: UTF8.self)
                let number = try #require(Int(text.split(separator: "=").last ?? ""))
                return ["server.retries": .integer(number)]
            }
            let container = try makeContainer()
            #expect(await container.read(sources: [source]).isEmpty)
            #expect(try container.value(for: "server.retries") == 8)
        }
    }

    @Test func jsonSourceParsesBeforeMapping() async throws {
        try await withTemporaryDirectory { directory in
            let url = directory.appendingPathComponent("remote.json")
            try writeJSON(#"{"server": {"retries": 11}, "theme": "dark"}"#, to: url)
            let mapped = JSONDefaultValueSource(url: url) { document in
                guard case .object(let root) = document, case .object(let server)? = root["server"] else { return [:] }
                return ["server.retries": server["retries"] ?? 0, "ui.colourScheme": root["theme"] ?? "light"]
            }
            let asIs = JSONDefaultValueSource(url: url)
            let container = try makeContainer()

            let problems = await container.read(sources: [mapped, asIs])
            #expect(try container.value(for: "server.retries") == 11)
            #expect(try container.value(for: "ui.colourScheme") == "dark")
            #expect(problems.count == 2)
        }
    }
}
