import Foundation
import OctavoPreferences

/// Reading preferences saved as human-editable JSON files, split as the Preferences guide
/// suggests: `profiles/<profile>/epub.json` and `pdf.json` hold what is shared between books,
/// `publications/<name>.json` what belongs to one book.
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
        try POSIXFile.makeFolder(profileFolder(Self.defaultProfile))
        try POSIXFile.makeFolder(publicationsFolder)
    }

    var rootPath: String { root.path }
    var publicationsFolder: String { rootPath + "/publications" }
    var lockPath: String { rootPath + "/.lock" }

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
    /// Another process may have saved since `original` was read: its keys are kept, because only
    /// the keys changed here are written. Each key lands in the profile or the publication file as
    /// the preferences' filters say; an unknown key stays in the file it came from.
    @discardableResult
    public func commit<Preferences: StorablePreferences>(
        _ edited: Preferences,
        from original: Preferences,
        publication identifier: String,
        profile: String
    ) throws(StoreError) -> LoadedPreferences<Preferences> {
        try ProfileName.validate(profile)
        let before = original.jsonObject, after = edited.jsonObject
        let changedKeys = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
        try POSIXFile.makeFolder(profileFolder(profile))
        return try POSIXFile.withLock(lockPath) { () throws(StoreError) -> LoadedPreferences<Preferences> in
            let sharedFile = PreferencesFile<Preferences>.read(profileFile(Preferences.self, profile: profile), root: rootPath)
            let ownFile = PreferencesFile<Preferences>.read(publicationFile(for: identifier), root: rootPath)
            var object = sharedFile.preferences.merging(ownFile.preferences).jsonObject
            for key in changedKeys { object[key] = after[key] }
            var warnings: [PreferencesDecodingWarning] = []
            let result = Preferences(jsonObject: object, warnings: &warnings)

            var own = result.filter(keys: Preferences.publicationKeys)
            var shared = result.filterNot(keys: Preferences.publicationKeys)
            for key in ownFile.preferences.unknownFields.keys where shared.unknownFields[key] != nil {
                own.unknownFields[key] = shared.unknownFields.removeValue(forKey: key)
            }
            try write(shared, over: sharedFile)
            if !(own.isEmpty && ownFile.state == .missing) { try write(own, over: ownFile) }
            return LoadedPreferences(shared: shared, publication: own, problems: [])
        }
    }

    /// Replaces every stored key of a publication with `preferences`, as `import` does.
    @discardableResult
    public func replace<Preferences: StorablePreferences>(
        with preferences: Preferences,
        publication identifier: String,
        profile: String
    ) throws(StoreError) -> LoadedPreferences<Preferences> {
        let current = try load(Preferences.self, publication: identifier, profile: profile).merged
        return try commit(preferences, from: current, publication: identifier, profile: profile)
    }

    private func write<Preferences: StorablePreferences>(_ preferences: Preferences, over file: PreferencesFile<Preferences>) throws(StoreError) {
        if file.state == .readable, file.preferences == preferences { return }
        if file.state == .unreadable {
            try POSIXFile.moveAside(file.path, to: file.path + ".corrupt-" + Self.timestamp())
        }
        try POSIXFile.writeAtomically(PreferencesFile<Preferences>.encode(preferences), to: file.path, root: rootPath)
    }

    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss.SSS'Z'"
        return formatter.string(from: Date())
    }
}
