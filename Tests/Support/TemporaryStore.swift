import Foundation
import OctavoStore

/// A store in a fresh temporary folder, removed when the test ends.
public final class TemporaryStore {
    public let root: URL
    public let store: PreferencesStore

    public init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-store-\(UUID().uuidString)")
        store = try PreferencesStore(root: root)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    public func path(_ relative: String) -> String { root.path + "/" + relative }

    /// Writes as another program would, making the file's folder first if it is missing (the
    /// first preferences of a new profile).
    public func write(_ text: String, to relative: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    public func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    public func files(in relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path(relative))) ?? []).sorted()
    }

    public func mode(_ relative: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path(relative)))?[.posixPermissions] as? Int) ?? -1
    }
}
