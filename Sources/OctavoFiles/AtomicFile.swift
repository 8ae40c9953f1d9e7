#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// The one place where Octavo renames files into place, so every saved file has the same
/// guarantee: a crash leaves the old file or the new one, never a torn one, and the rename itself
/// survives a power cut (temporary file in the same folder, fsync, rename, fsync of the folder).
public enum AtomicFile {
    /// Replaces `path` with `data`, creating it with mode 0600. A symbolic link is written
    /// through only when its target is inside `root`. The temporary file goes in
    /// `temporaryFolder` (on the same file system; by default the file's own folder), named so
    /// that `removeAbandonedTemporaryFiles(in:)` knows which process wrote it.
    public static func write(_ data: Data, to path: String, root: String, temporaryFolder: String? = nil) throws(FileError) {
        let destination = try RootedPath.writableDestination(path, root: root)
        let folder = (destination as NSString).deletingLastPathComponent
        let name = (destination as NSString).lastPathComponent
        let temporaryFolder = temporaryFolder ?? folder
        let temporary = "\(temporaryFolder)/.\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileError(path: destination, "cannot be written: \(errorText())") }
        let failure: String? = data.withUnsafeBytes { bytes in
            if let failure = writeAll(descriptor, bytes) { return failure }
            return fsync(descriptor) == 0 ? nil : errorText()
        }
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw FileError(path: destination, "cannot be written: \(failure)")
        }
        guard rename(temporary, destination) == 0 else {
            let reason = errorText()
            unlink(temporary)
            throw FileError(path: destination, "cannot be replaced: \(reason)")
        }
        syncFolder(folder)
        if temporaryFolder != folder { syncFolder(temporaryFolder) }
    }

    /// Removes the temporary files in `folder` that processes which no longer run left behind
    /// (killed in the middle of a save); a live process's files are kept.
    public static func removeAbandonedTemporaryFiles(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(".") {
            guard let marker = name.range(of: ".tmp-", options: .backwards),
                  let pid = Int32(name[marker.upperBound...].prefix { $0 != "-" }), pid > 0 else { continue }
            if kill(pid, 0) == -1, errno == ESRCH { unlink("\(folder)/\(name)") }
        }
    }

    /// Moves a file or folder to a new name in the same file system, durably: a damaged file set
    /// aside, a profile renamed. Neither name may lie in a folder that links out of `root`.
    public static func move(_ path: String, to newPath: String, root: String) throws(FileError) {
        guard RootedPath.folderIsInside(path, root: root), RootedPath.folderIsInside(newPath, root: root) else {
            throw FileError(path: path, "is in a folder that is a symbolic link leading outside the store; it is not moved")
        }
        guard rename(path, newPath) == 0 else {
            throw FileError(path: path, "cannot be moved aside to \(newPath): \(errorText())")
        }
        syncFolder((path as NSString).deletingLastPathComponent)
        let newFolder = (newPath as NSString).deletingLastPathComponent
        if newFolder != (path as NSString).deletingLastPathComponent { syncFolder(newFolder) }
    }

    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
