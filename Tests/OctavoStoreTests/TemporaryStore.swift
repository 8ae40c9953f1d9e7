import Foundation
import OctavoStore

/// A store in a fresh temporary folder, removed when the test ends.
final class TemporaryStore {
    let root: URL
    let store: PreferencesStore

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-store-\(UUID().uuidString)")
        store = try PreferencesStore(root: root)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func path(_ relative: String) -> String { root.path + "/" + relative }

    /// Writes as another program would, making the file's folder first if it is missing (the
    /// first preferences of a new profile).
    func write(_ text: String, to relative: String) throws {
        let url = URL(fileURLWithPath: path(relative))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func files(in relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path(relative))) ?? []).sorted()
    }

    func mode(_ relative: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path(relative)))?[.posixPermissions] as? Int) ?? -1
    }
}
