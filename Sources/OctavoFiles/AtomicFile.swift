#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FoundationEssentials

/// The one place where Octavo renames files into place, so every saved file has the same
/// guarantee: a crash leaves the old file or the new one, never a torn one, and the rename itself
/// survives a power cut (temporary file in the same file system, fsync, rename, fsync of the
/// folder). Files are reached through `OpenedFolder`, so no symbolic link leads out of `root`.
public enum AtomicFile {
    /// Replaces `path` with `data`, creating it with `mode` (0600, private, unless the caller
    /// writes a file meant to be shared, such as an exported picture; the umask applies). A
    /// symbolic link is written through only when its target is inside `root`. The temporary
    /// file goes in `temporaryFolder` (inside `root`, on the same file system; by default the
    /// file's own folder), named so that `removeAbandonedTemporaryFiles(in:root:)` knows which
    /// process wrote it.
    public static func write(_ data: Data, to path: String, root: String, temporaryFolder: String? = nil, mode: mode_t = 0o600) throws(FileError) {
        let (folder, name) = try RootedPath.writableDestination(path, root: root)
        let destination = folder.path + "/" + name
        var temporaryFiles = folder
        if let temporaryFolder {
            guard let opened = try OpenedFolder.open(temporaryFolder, root: root) else {
                throw FileError(path: destination, "cannot be written: the folder for temporary files, \(temporaryFolder), does not exist")
            }
            temporaryFiles = opened
        }
        let temporary = ".\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = openat(temporaryFiles.descriptor, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw FileError(path: destination, "cannot be written: \(errorText())") }
        let failure: String? = data.withUnsafeBytes { bytes in
            if let failure = writeAll(descriptor, bytes) { return failure }
            return fsync(descriptor) == 0 ? nil : errorText()
        }
        close(descriptor)
        if let failure {
            unlinkat(temporaryFiles.descriptor, temporary, 0)
            throw FileError(path: destination, "cannot be written: \(failure)")
        }
        guard renameat(temporaryFiles.descriptor, temporary, folder.descriptor, name) == 0 else {
            let reason = errorText()
            unlinkat(temporaryFiles.descriptor, temporary, 0)
            throw FileError(path: destination, "cannot be replaced: \(reason)")
        }
        folder.sync()
        if temporaryFiles !== folder { temporaryFiles.sync() }
    }

    /// Removes the temporary files in `folder` (inside `root`) that processes which no longer
    /// run left behind (killed in the middle of a save); a live process's files are kept.
    public static func removeAbandonedTemporaryFiles(in folder: String, root: String) {
        guard let opened = try? OpenedFolder.open(folder, root: root),
              let names = try? FileManager.default.contentsOfDirectory(atPath: opened.path) else { return }
        for name in names where name.hasPrefix(".") {
            guard let marker = name.ranges(of: ".tmp-").last,
                  let pid = Int32(name[marker.upperBound...].prefix { $0 != "-" }), pid > 0 else { continue }
            if kill(pid, 0) == -1, errno == ESRCH { unlinkat(opened.descriptor, name, 0) }
        }
    }

    /// Moves a file or folder to a new name in the same file system, durably: a damaged file set
    /// aside, a profile renamed. The entry itself is moved, never what a link points to, and
    /// neither name may lie in a folder that links out of `root`.
    public static func move(_ path: String, to newPath: String, root: String) throws(FileError) {
        let from = PathParts(path), to = PathParts(newPath)
        guard let source = try OpenedFolder.open(from.folder, root: root) else {
            throw FileError(path: path, "cannot be moved: its folder does not exist")
        }
        guard let destination = try OpenedFolder.open(to.folder, root: root) else {
            throw FileError(path: path, "cannot be moved to \(newPath): that folder does not exist")
        }
        guard renameat(source.descriptor, from.name, destination.descriptor, to.name) == 0 else {
            throw FileError(path: path, "cannot be moved aside to \(newPath): \(errorText())")
        }
        source.sync()
        destination.sync()
    }
}
