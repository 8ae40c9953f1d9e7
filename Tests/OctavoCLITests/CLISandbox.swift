import Foundation
import OctavoTestSupport

/// A temporary store and cache folder, and the `octavo` executable run against them the way a
/// script runs it: stdin from /dev/null, output captured in files so large pages cannot block.
final class CLISandbox {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    /// Extra environment for the runs; the system defaults file is the sandbox's, never /etc's.
    var environment: [String: String] = [:]

    var store: URL { root.appendingPathComponent("store") }
    var cache: URL { root.appendingPathComponent("cache") }

    /// Runs `octavo arguments… --store <sandbox store>` (unless the arguments name a store, or
    /// `addingStore` is false for the root command's own options); `executable` runs another of
    /// the package's tools instead, and `input` is given on stdin through a pipe.
    @discardableResult
    func run(_ arguments: [String], addingStore: Bool = true, executable: URL? = nil, input: Data? = nil) throws -> CLIResult {
        let process = Process()
        process.executableURL = try executable ?? Self.executable
        process.arguments = arguments.contains("--store") || !addingStore ? arguments : arguments + ["--store", store.path]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = cache.path
        environment["XDG_CONFIG_HOME"] = root.appendingPathComponent("config").path
        environment.removeValue(forKey: "OCTAVO_STORE")
        environment["OCTAVO_SYSTEM_DEFAULTS"] = root.appendingPathComponent("etc-defaults.json").path
        environment.merge(self.environment) { _, extra in extra }
        process.environment = environment
        let name = UUID().uuidString
        let out = root.appendingPathComponent("\(name).out"), err = root.appendingPathComponent("\(name).err")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let pipe = Pipe()
        process.standardInput = input == nil ? FileHandle(forReadingAtPath: "/dev/null") : pipe
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        if let input {
            pipe.fileHandleForWriting.write(input)
            try pipe.fileHandleForWriting.close()
        }
        process.waitUntilExit()
        defer {
            try? FileManager.default.removeItem(at: out)
            try? FileManager.default.removeItem(at: err)
        }
        return CLIResult(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self)
        )
    }

    @discardableResult
    func run(_ arguments: String...) throws -> CLIResult { try run(arguments) }

    /// A file of the store, or nil when it does not exist.
    func storeFile(_ relative: String) -> Data? {
        FileManager.default.contents(atPath: store.appendingPathComponent(relative).path)
    }

    /// Every file of the store with its contents, to check that a refused command wrote nothing.
    func storeSnapshot() -> [String: Data] {
        guard let enumerator = FileManager.default.enumerator(atPath: store.path) else { return [:] }
        var files: [String: Data] = [:]
        for case let path as String in enumerator {
            if let data = FileManager.default.contents(atPath: store.appendingPathComponent(path).path) { files[path] = data }
        }
        return files
    }

    func write(_ text: String, to name: String) throws -> String {
        let url = root.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// The `octavo` executable, built first because the test target depends on it.
    static var executable: URL {
        get throws { try BuiltExecutable.url(named: "octavo") }
    }
}
