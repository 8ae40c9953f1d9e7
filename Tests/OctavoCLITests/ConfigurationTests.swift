import Foundation
import Testing

/// Octavo's own settings: house defaults from the system file, the user's defaults file, the
/// store root from the environment, and the reported problems of a damaged defaults file.
@Suite struct ConfigurationTests {
    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func effectiveValue(_ sandbox: CLISandbox, _ key: String) throws -> Any? {
        let result = try sandbox.run("get", key, "--json")
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return object?["effectiveValue"]
    }

    @Test func houseDefaultsComeFromTheSystemFileAndTheUserOverridesThem() throws {
        let sandbox = try CLISandbox()
        try write(#"{"epub.defaults": {"fontSize": 1.4, "pageMargins": 2.1}}"#, to: sandbox.root.appendingPathComponent("etc-defaults.json"))
        #expect(try effectiveValue(sandbox, "fontSize") as? Double == 1.4)
        try write(#"{"epub.defaults": {"fontSize": 1.6}}"#, to: sandbox.root.appendingPathComponent("config/octavo/defaults.json"))
        #expect(try effectiveValue(sandbox, "fontSize") as? Double == 1.6)
        #expect(try effectiveValue(sandbox, "pageMargins") as? Double == 1, "the user's object replaces the house object as a whole")
    }

    @Test func theStoreRootComesFromOctavoStore() throws {
        let sandbox = try CLISandbox()
        let other = sandbox.root.appendingPathComponent("elsewhere")
        sandbox.environment = ["OCTAVO_STORE": other.path]
        let result = try sandbox.run(["set", "theme", "dark"], addingStore: false)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: other.appendingPathComponent("profiles/default/epub.json").path))
    }

    @Test func aDamagedDefaultsFileIsReportedNotFatal() throws {
        let sandbox = try CLISandbox()
        try write("{ not json", to: sandbox.root.appendingPathComponent("etc-defaults.json"))
        let result = try sandbox.run("get", "fontSize")
        #expect(result.status == 0)
        #expect(result.stderr.contains("octavo: warning:") && result.stderr.contains("etc-defaults.json"), "\(result.stderr)")
    }
}
