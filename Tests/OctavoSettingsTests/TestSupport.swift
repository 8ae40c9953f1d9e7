import Foundation
import OctavoSettings

enum SettingKey: String {
    case serverUrl = "server.url"
    case serverTimeout = "server.timeout"
}

/// Runs `body` with a fresh directory under the system temporary folder, removed afterwards.
func withTemporaryDirectory<Result>(_ body: (URL) async throws -> Result) async rethrows -> Result {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("octavo-settings-tests-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

func writeJSON(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url)
}

func jsonObject(at url: URL) throws -> [String: SettingValue] {
    try SettingValue.jsonObject(from: Data(contentsOf: url))
}

/// A source that always throws, to check one failure does not stop the rest.
struct FailingSource: DefaultValueSource {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "server unreachable" }
    }

    var name: String { "failing source" }

    func readDefaults() async throws -> [String: SettingValue] {
        throw Failure()
    }
}

/// A source returning fixed values, standing in for anything an app might supply.
struct FixedSource: DefaultValueSource {
    let name: String
    let values: [String: SettingValue]

    func readDefaults() async throws -> [String: SettingValue] {
        values
    }
}

/// Collects `count` updates from `stream`, giving up after `timeout` so a missing update fails
/// the test instead of hanging it.
func collect(
    _ count: Int,
    from stream: AsyncStream<SettingUpdate>,
    timeout: Duration = .seconds(5)
) async -> [SettingUpdate] {
    await withTaskGroup(of: [SettingUpdate]?.self) { group in
        group.addTask {
            var received: [SettingUpdate] = []
            for await update in stream {
                received.append(update)
                if received.count == count { break }
            }
            return received
        }
        group.addTask {
            try? await Task.sleep(for: timeout)
            return nil
        }
        let first = await group.next() ?? nil
        group.cancelAll()
        return first ?? []
    }
}
