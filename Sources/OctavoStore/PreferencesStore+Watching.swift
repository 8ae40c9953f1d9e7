import FoundationEssentials
import OctavoFiles

extension PreferencesStore {
    /// How often files are checked for changes made elsewhere; well under the one second in
    /// which a change must show.
    public static let watchInterval: Duration = .milliseconds(200)

    /// Identifies the version of a publication's two files by inode, size and modification time,
    /// for callers that poll instead of listening to `changes`.
    public func signature<Preferences: StorablePreferences>(_ type: Preferences.Type, publication identifier: String, profile: String) -> String {
        [profileFile(type, profile: profile), publicationFile(for: identifier)].map { FileReading.signature(of: $0) ?? "-" }.joined(separator: "|")
    }

    /// A watch on the folders of a publication's two files (its profile's and the
    /// publications'), for a screen that sleeps until something changes; nil where inotify is
    /// not available.
    public func folderWatch(profile: String) -> FolderWatch? {
        FolderWatch(folders: [profileFolder(profile), publicationsFolder])
    }

    /// The preferences of a publication each time its files change on disk, whoever changed
    /// them (another Octavo, a text editor), starting with what they hold now.
    ///
    /// Files are compared by inode, size and modification time, which also notices editors that
    /// replace a file by renaming a new one over it. A value equal to the last one is not sent
    /// again. The stream ends when the consumer stops listening.
    public func changes<Preferences: StorablePreferences>(
        _ type: Preferences.Type,
        publication identifier: String,
        profile: String
    ) -> AsyncStream<LoadedPreferences<Preferences>> {
        let paths = [profileFile(type, profile: profile), publicationFile(for: identifier)]
        return AsyncStream { continuation in
            let task = Task {
                var lastSignatures: [String?] = []
                var lastSent: LoadedPreferences<Preferences>?
                while !Task.isCancelled {
                    let signatures = paths.map(FileReading.signature(of:))
                    if signatures != lastSignatures, let loaded = try? load(type, publication: identifier, profile: profile) {
                        lastSignatures = signatures
                        if loaded != lastSent {
                            lastSent = loaded
                            continuation.yield(loaded)
                        }
                    }
                    try? await Task.sleep(for: Self.watchInterval)
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
