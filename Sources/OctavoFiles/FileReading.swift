#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FoundationEssentials

/// Reading a small file (preferences, settings, a profile name) with the checks a file that
/// people and other programs can edit needs: a size limit, and no symbolic link out of a root.
public enum FileReading {
    /// What reading a file gave.
    public enum Result: Equatable, Sendable {
        case missing
        case contents(Data)
        /// The file exists but was not read; the text says why, for the user.
        case unreadable(String)
    }

    /// Whether something is at `path`, a symbolic link followed: asked of the system directly,
    /// which spares a start the setting-up of Foundation's file manager.
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Reads a whole file of at most `limit` bytes. A symbolic link is followed only when its
    /// target is inside `root`; no folder on the way may link out of it.
    public static func contents(of path: String, limit: Int, root: String) -> Result {
        contents(of: path, limit: limit, root: root, linksLeft: 8)
    }

    private static func contents(of path: String, limit: Int, root: String, linksLeft: Int) -> Result {
        let parts = PathParts(path)
        let folder: OpenedFolder
        do {
            guard let opened = try OpenedFolder.open(parts.folder, root: root) else { return .missing }
            folder = opened
        } catch {
            return .unreadable("\(error.reason); it is not read")
        }
        guard let status = folder.status(of: parts.name) else {
            return errno == ENOENT ? .missing : .unreadable("cannot be examined: \(errorText())")
        }
        if status.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = RootedPath.resolved(path) else { return .unreadable("is a symbolic link to nothing") }
            guard RootedPath.isInside(resolved, root: root) else {
                return .unreadable("is a symbolic link to \(resolved), outside the store; it is not read")
            }
            guard linksLeft > 0 else { return .unreadable("is a symbolic link that keeps changing; it is not read") }
            return contents(of: resolved, limit: limit, root: root, linksLeft: linksLeft - 1)
        }
        // Devices and FIFOs are never opened: opening some has effects, or blocks.
        guard status.st_mode & S_IFMT == S_IFREG else { return .unreadable("is not a regular file") }
        // Not blocking, so a FIFO swapped in since the check cannot hang the reader either.
        let descriptor = openat(folder.descriptor, parts.name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable("cannot be read: \(errorText())") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .unreadable("cannot be examined: \(errorText())") }
        guard info.st_mode & S_IFMT == S_IFREG else { return .unreadable("is not a regular file") }
        guard Int(info.st_size) <= limit else {
            return .unreadable("is \(info.st_size) bytes, more than the \(limit) bytes a preferences file may have")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            guard let count = buffer.withUnsafeMutableBytes({ readSome(descriptor, into: $0) }) else {
                return .unreadable("cannot be read: \(errorText())")
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit {
                return .unreadable("grew past the \(limit) bytes a preferences file may have while being read")
            }
        }
        return .contents(data)
    }

    /// Identifies the version of a file cheaply, to notice changes made by others.
    public static func signature(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_ino)-\(info.st_size)-\(info.st_mtim.tv_sec)-\(info.st_mtim.tv_nsec)"
    }
}
