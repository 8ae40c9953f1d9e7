#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// Paths checked against a root folder, so that a symbolic link planted in a store or a settings
/// folder never leads a read or a write outside it.
public enum RootedPath {
    /// Whether `path` (already resolved) is `root` or inside it.
    public static func isInside(_ path: String, root: String) -> Bool {
        let resolvedRoot = resolved(root) ?? root
        return path == resolvedRoot || path.hasPrefix(resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/")
    }

    /// The path with every symbolic link resolved; nil when it leads nowhere.
    public static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the folder holding `path`, with every symbolic link on the way resolved, is inside
    /// `root`: a linked folder (`profiles/default` → elsewhere) must not lead a file out.
    static func folderIsInside(_ path: String, root: String) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        guard let resolvedFolder = resolved(folder) else { return true }
        return isInside(resolvedFolder, root: root)
    }

    /// The file a write to `path` lands in: the path itself, or the target of a symbolic link
    /// that stays inside `root`.
    static func writableDestination(_ path: String, root: String) throws(FileError) -> String {
        guard folderIsInside(path, root: root) else {
            throw FileError(path: path, "is in a folder that is a symbolic link leading outside the store; it is not written")
        }
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = resolved(path), isInside(resolved, root: root) else {
            throw FileError(path: path, "is a symbolic link leading outside the store; it is not written through")
        }
        return resolved
    }
}
