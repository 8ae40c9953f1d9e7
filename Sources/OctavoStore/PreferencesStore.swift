import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import OctavoFiles
import OctavoPreferences

/// Reading preferences saved as human-editable JSON files, split as the Preferences guide
/// suggests: `profiles/<profile>/epub.json` and `pdf.json` hold what is shared between books,
/// `publications/<name>.json` what belongs to one book. New keys go where the preferences'
/// filters say; a key found in the other file (edited by hand, or placed there on purpose)
/// stays there.
///
/// Saving never loses anything: writes are atomic and durable, two processes take turns under a
/// lock and each applies only the keys it changed, unknown keys are written back as they were,
/// and a file that could not be read is moved aside rather than overwritten.
public final class PreferencesStore: Sendable {
    public static let defaultProfile = "default"

    /// The store folder.
    public let root: URL

    /// Opens the store at `root`, creating it and the default profile when missing.
    public init(root: URL) throws(StoreError) {
        self.root = root.standardizedFileURL
        try storing { () throws(FileError) in try Folder.make(profileFolder(Self.defaultProfile), root: rootPath) }
        try storing { () throws(FileError) in try Folder.make(publicationsFolder, root: rootPath) }
        try storing { () throws(FileError) in try Folder.make(temporaryFolder, root: rootPath) }
    }

    var rootPath: String { root.path }
    var publicationsFolder: String { rootPath + "/publications" }
    var lockPath: String { rootPath + "/.lock" }
    /// Where saves write their temporary files, so that those a killed process left are found
    /// in one small folder (and removed at the next commit) rather than among every book's file.
    var temporaryFolder: String { rootPath + "/.tmp" }

    func profileFolder(_ profile: String) -> String { rootPath + "/profiles/" + profile }

    /// The file holding the shared half of `Preferences` for a profile.
    public func profileFile<Preferences: StorablePreferences>(_ type: Preferences.Type, profile: String) -> String {
        profileFolder(profile) + "/" + Preferences.profileFileName
    }

    /// The file holding the preferences of one publication.
    public func publicationFile(for identifier: String) -> String {
        publicationsFolder + "/" + PublicationFileName.make(for: identifier)
    }

    /// Reads both halves of a publication's preferences, repairing what can be repaired and
    /// reporting the rest in `problems`. Never fails: a damaged file counts as empty.
    public func load<Preferences: StorablePreferences>(
        _ type: Preferences.Type,
        publication identifier: String,
        profile: String
    ) throws(StoreError) -> LoadedPreferences<Preferences> {
        try ProfileName.validate(profile)
        let shared = PreferencesFile<Preferences>.read(profileFile(type, profile: profile), root: rootPath)
        let own = PreferencesFile<Preferences>.read(publicationFile(for: identifier), root: rootPath)
        return LoadedPreferences(shared: shared.preferences, publication: own.preferences, problems: shared.problems + own.problems)
    }

    /// Saves the keys that differ between `original` and `edited`, on top of what the files hold
    /// now, and returns what is stored afterwards.
    ///
    /// Each file is edited in place, so nothing but the changed keys moves: another process may
    /// have saved since `original` was read, and its keys are kept; a key present in both files
    /// (a book overriding its profile) keeps both values. A changed key is written where it
    /// already lives, else where the preferences' filters say, unless `placements` names a file
    /// for it, in which case it is moved there. Removing a key removes it from the file its
    /// value comes from (the publication's first), so the next layer shows through, unless
    /// `exact` asks that the stored preferences end up equal to `edited` (a reset, an import, an
    /// undo), which removes it from both.
    @discardableResult
    public func commit<Preferences: StorablePreferences>(
        _ edited: Preferences,
        from original: Preferences,
        publication identifier: String,
        profile: String,
        placements: [String: PreferenceSource] = [:],
        exact: Bool = false
    ) throws(StoreError) -> LoadedPreferences<Preferences> {
        try ProfileName.validate(profile)
        try storing { () throws(FileError) in try Folder.make(profileFolder(profile), root: rootPath) }
        return try FileLock.withLock(lockPath, root: rootPath, wrapping: StoreError.init) { () throws(StoreError) -> LoadedPreferences<Preferences> in
            AtomicFile.removeAbandonedTemporaryFiles(in: temporaryFolder, root: rootPath)
            let sharedFile = PreferencesFile<Preferences>.read(profileFile(Preferences.self, profile: profile), root: rootPath)
            let ownFile = PreferencesFile<Preferences>.read(publicationFile(for: identifier), root: rootPath)
            let stored = LoadedPreferences(shared: sharedFile.preferences, publication: ownFile.preferences, problems: [])
            let result = Self.applying(edited, from: original, to: stored, placements: placements, exact: exact)
            try write(result.shared, over: sharedFile)
            if !(result.publication.isEmpty && ownFile.state == .missing) { try write(result.publication, over: ownFile) }
            return result
        }
    }

    /// What `commit` stores, computed from what the files hold (`stored`) without touching
    /// them: a screen shows it at once, while the files are written in the background.
    public static func applying<Preferences: StorablePreferences>(
        _ edited: Preferences,
        from original: Preferences,
        to stored: LoadedPreferences<Preferences>,
        placements: [String: PreferenceSource] = [:],
        exact: Bool = false
    ) -> LoadedPreferences<Preferences> {
        let before = original.jsonObject, after = edited.jsonObject
        let changedKeys = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.union(placements.keys)
        var shared = stored.shared.jsonObject
        var own = stored.publication.jsonObject
        for key in changedKeys.sorted() {
            guard let value = after[key] else {
                if own.removeValue(forKey: key) == nil || exact { shared.removeValue(forKey: key) }
                continue
            }
            let home: PreferenceSource = own[key] != nil ? .publication : shared[key] != nil ? .profile
                : Preferences.publicationKeys.contains(key) ? .publication : .profile
            switch placements[key] ?? home {
            case .publication:
                own[key] = value
                if placements[key] != nil { shared.removeValue(forKey: key) }
            case .profile:
                shared[key] = value
                if placements[key] != nil { own.removeValue(forKey: key) }
            }
        }
        var warnings: [PreferencesDecodingWarning] = []
        return LoadedPreferences(
            shared: Preferences(jsonObject: shared, warnings: &warnings),
            publication: Preferences(jsonObject: own, warnings: &warnings),
            problems: []
        )
    }

    /// Replaces every stored key of a publication with `preferences`, as `import` does.
    @discardableResult
    public func replace<Preferences: StorablePreferences>(
        with preferences: Preferences,
        publication identifier: String,
        profile: String
    ) throws(StoreError) -> LoadedPreferences<Preferences> {
        let current = try load(Preferences.self, publication: identifier, profile: profile).merged
        return try commit(preferences, from: current, publication: identifier, profile: profile, exact: true)
    }

    private func write<Preferences: StorablePreferences>(_ preferences: Preferences, over file: PreferencesFile<Preferences>) throws(StoreError) {
        if file.state == .readable, file.preferences == preferences { return }
        if file.state == .unreadable {
            try storing { () throws(FileError) in try AtomicFile.move(file.path, to: file.path + ".corrupt-" + Self.timestamp(), root: rootPath) }
        }
        try storing { () throws(FileError) in
            try AtomicFile.write(PreferencesFile<Preferences>.encode(preferences), to: file.path, root: rootPath, temporaryFolder: temporaryFolder)
        }
    }

    /// The time in UTC as `YYYYMMDDThhmmss.fffZ`: sortable, and without characters that some
    /// file systems refuse.
    private static func timestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var parts = tm()
        var seconds = now.tv_sec
        gmtime_r(&seconds, &parts)
        func digits(_ value: Int32, _ count: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, count - text.count)) + text
        }
        return digits(parts.tm_year + 1900, 4) + digits(parts.tm_mon + 1, 2) + digits(parts.tm_mday, 2) + "T"
            + digits(parts.tm_hour, 2) + digits(parts.tm_min, 2) + digits(parts.tm_sec, 2) + "."
            + digits(Int32(now.tv_nsec / 1_000_000), 3) + "Z"
    }
}
