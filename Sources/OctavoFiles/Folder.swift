#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FoundationEssentials

/// Folders Octavo creates for its own files: private to the user (0700), parents included.
public enum Folder {
    /// Creates `path` and its missing parents; for folders Octavo chooses itself (XDG folders).
    public static func make(_ path: String) throws(FileError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw FileError(path: path, "is not a folder") }
            return
        }
        let parent = PathParts(path).folder
        if parent != path, !parent.isEmpty { try make(parent) }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
            throw FileError(path: path, "cannot be created: \(errorText())")
        }
    }

    /// Creates `path`, `root` or a folder inside it, and the missing folders on the way, each
    /// in a folder opened without following links: nothing is created outside `root`.
    public static func make(_ path: String, root: String) throws(FileError) {
        try make(root)
        if try OpenedFolder.open(path, root: root) != nil { return }
        let parts = PathParts(path)
        guard parts.folder != path else { throw FileError(path: path, "cannot be created") }
        try make(parts.folder, root: root)
        guard let parent = try OpenedFolder.open(parts.folder, root: root) else {
            throw FileError(path: parts.folder, "cannot be created")
        }
        guard mkdirat(parent.descriptor, parts.name, 0o700) == 0 || errno == EEXIST else {
            throw FileError(path: path, "cannot be created: \(errorText())")
        }
    }
}
