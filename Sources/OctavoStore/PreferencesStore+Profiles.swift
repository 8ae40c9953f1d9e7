import FoundationEssentials
import OctavoPreferences
import OctavoFiles

/// Profiles: several named sets of shared preferences ("day", "night") that a reader switches
/// between; publication files are not part of a profile.
extension PreferencesStore {
    var activeProfileFile: String { rootPath + "/active-profile" }

    /// The profiles in the store, sorted; `default` is always there.
    public func profiles() throws(StoreError) -> [String] {
        let folder = rootPath + "/profiles"
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw StoreError(.io, path: folder, "cannot be listed: \(systemErrorReason(error))")
        }
        return names.filter { name in
            var isFolder = false
            return (try? ProfileName.validate(name)) != nil
                && FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder) && isFolder
        }.sorted()
    }

    /// The profile used when none is named; `default` until another is switched to.
    public func activeProfile() -> String {
        guard case .contents(let data) = FileReading.contents(of: activeProfileFile, limit: 256, root: rootPath),
              let name = String(data: data, encoding: .utf8)?.trimmingCharacters(where: \.isWhitespace),
              (try? ProfileName.validate(name)) != nil,
              FileManager.default.fileExists(atPath: profileFolder(name)) else {
            return Self.defaultProfile
        }
        return name
    }

    /// Makes `name` the profile used when none is named.
    public func switchProfile(to name: String) throws(StoreError) {
        try requireProfile(name)
        try storing { () throws(FileError) in try AtomicFile.write(Data((name + "\n").utf8), to: activeProfileFile, root: rootPath, temporaryFolder: temporaryFolder) }
    }

    /// Creates an empty profile.
    public func createProfile(_ name: String) throws(StoreError) {
        try ProfileName.validate(name)
        guard !FileManager.default.fileExists(atPath: profileFolder(name)) else {
            throw StoreError(.conflict, path: profileFolder(name), "profile \"\(name)\" exists already")
        }
        try storing { () throws(FileError) in try Folder.make(profileFolder(name), root: rootPath) }
    }

    /// Creates `destination` with a copy of every preferences file of `source`, whatever format
    /// it is for.
    public func copyProfile(_ source: String, to destination: String) throws(StoreError) {
        try requireProfile(source)
        try createProfile(destination)
        try FileLock.withLock(lockPath, root: rootPath, wrapping: StoreError.init) { () throws(StoreError) in
            let files = (try? FileManager.default.contentsOfDirectory(atPath: profileFolder(source))) ?? []
            for file in files.sorted() where file.hasSuffix(".json") && !file.hasPrefix(".") {
                let from = profileFolder(source) + "/" + file
                if case .contents(let data) = FileReading.contents(of: from, limit: 1 << 20, root: rootPath) {
                    try storing { () throws(FileError) in try AtomicFile.write(data, to: profileFolder(destination) + "/" + file, root: rootPath, temporaryFolder: temporaryFolder) }
                }
            }
        }
    }

    /// Renames a profile; the active profile follows the rename.
    public func renameProfile(_ name: String, to newName: String) throws(StoreError) {
        try requireProfile(name)
        try ProfileName.validate(newName)
        guard name != Self.defaultProfile else {
            throw StoreError(.invalidArgument, path: profileFolder(name), "the default profile cannot be renamed; copy it instead")
        }
        guard !FileManager.default.fileExists(atPath: profileFolder(newName)) else {
            throw StoreError(.conflict, path: profileFolder(newName), "profile \"\(newName)\" exists already")
        }
        let wasActive = activeProfile() == name
        try FileLock.withLock(lockPath, root: rootPath, wrapping: StoreError.init) { () throws(StoreError) in
            try storing { () throws(FileError) in try AtomicFile.move(profileFolder(name), to: profileFolder(newName), root: rootPath) }
        }
        if wasActive { try switchProfile(to: newName) }
    }

    /// Deletes a profile and its files. The default profile cannot be deleted; deleting the
    /// active profile makes `default` active again.
    public func deleteProfile(_ name: String) throws(StoreError) {
        try requireProfile(name)
        guard name != Self.defaultProfile else {
            throw StoreError(.invalidArgument, path: profileFolder(name), "the default profile cannot be deleted")
        }
        let wasActive = activeProfile() == name
        try FileLock.withLock(lockPath, root: rootPath, wrapping: StoreError.init) { () throws(StoreError) in
            do {
                try FileManager.default.removeItem(atPath: profileFolder(name))
            } catch {
                throw StoreError(.io, path: profileFolder(name), "cannot be deleted: \(systemErrorReason(error))")
            }
        }
        if wasActive { try switchProfile(to: Self.defaultProfile) }
    }

    private func requireProfile(_ name: String) throws(StoreError) {
        try ProfileName.validate(name)
        guard FileManager.default.fileExists(atPath: profileFolder(name)) else {
            throw StoreError(.invalidArgument, path: profileFolder(name), "there is no profile \"\(name)\"")
        }
    }
}
