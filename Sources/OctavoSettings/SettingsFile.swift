import FoundationEssentials
import OctavoFiles

/// The JSON file holding the current values of `.file` settings.
///
/// The whole file is rewritten on every change with `AtomicFile`, so a crash leaves either the old
/// or the new file, never half of one. Keys the
/// running app does not know are carried along untouched, so an older build never erases what a
/// newer one saved.
struct SettingsFile: Sendable {
    let url: URL
    /// Everything read from or last written to the file, including keys no one registered.
    private(set) var storedValues: [String: SettingValue] = [:]
    private(set) var issues: [SettingsFileIssue] = []
    /// Set while the file on disk could not be read; it must not be overwritten silently.
    private var unreadableReason: String?

    init(url: URL) {
        self.url = url
        guard FileReading.exists(url.path) else { return }
        do {
            storedValues = try SettingValue.jsonObject(from: Data(contentsOf: url))
        } catch {
            let reason = SettingsErrorReason.of(error)
            unreadableReason = reason
            issues.append(.unreadable(path: url.path, reason: reason))
        }
    }

    /// Replaces the file's contents with `values`, first moving an unreadable file aside so that
    /// whatever it held can still be recovered by hand.
    mutating func save(_ values: [String: SettingValue]) throws {
        if unreadableReason != nil {
            try moveAside()
        }
        try writeAtomically(SettingValue.object(values).jsonData())
        storedValues = values
    }

    private mutating func moveAside() throws {
        let manager = FileManager.default
        if manager.fileExists(atPath: url.path) {
            let stamp = Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted).format(Date())
            let base = url.path + ".corrupt-" + stamp
            var destination = base
            var attempt = 1
            while manager.fileExists(atPath: destination) {
                attempt += 1
                destination = base + "-\(attempt)"
            }
            try AtomicFile.move(url.path, to: destination, root: url.deletingLastPathComponent().path)
            issues.removeAll { if case .unreadable = $0 { true } else { false } }
            issues.append(.movedAside(path: url.path, movedTo: destination))
        }
        unreadableReason = nil
    }

    private func writeAtomically(_ data: Data) throws {
        let directory = url.deletingLastPathComponent().path
        try Folder.make(directory)
        try AtomicFile.write(data, to: url.path, root: directory)
    }

}
