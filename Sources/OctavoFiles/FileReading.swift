#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

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

    /// Reads a whole file of at most `limit` bytes. A symbolic link is followed only when its
    /// target is inside `root`.
    public static func contents(of path: String, limit: Int, root: String) -> Result {
        guard RootedPath.folderIsInside(path, root: root) else {
            return .unreadable("is in a folder that is a symbolic link leading outside the store; it is not read")
        }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT ? .missing : .unreadable("cannot be examined: \(errorText())")
        }
        var target = path
        if info.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = RootedPath.resolved(path) else { return .unreadable("is a symbolic link to nothing") }
            guard RootedPath.isInside(resolved, root: root) else {
                return .unreadable("is a symbolic link to \(resolved), outside the store; it is not read")
            }
            target = resolved
            guard stat(target, &info) == 0 else { return .unreadable("cannot be examined: \(errorText())") }
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return .unreadable("is not a regular file") }
        guard Int(info.st_size) <= limit else {
            return .unreadable("is \(info.st_size) bytes, more than the \(limit) bytes a preferences file may have")
        }
        let descriptor = open(target, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .unreadable("cannot be read: \(errorText())") }
        defer { close(descriptor) }
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
