#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FoundationEssentials

/// Paths checked against a root folder, so that a symbolic link planted in a store or a settings
/// folder never leads a read or a write outside it. The checks here decide whether to follow a
/// link; the files themselves are reached through `OpenedFolder`, which follows none.
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

    /// The folder and name a write to `path` lands in: the path itself, or the target of a
    /// symbolic link that stays inside `root`.
    static func writableDestination(_ path: String, root: String) throws(FileError) -> (folder: OpenedFolder, name: String) {
        let parts = PathParts(path)
        guard let folder = try OpenedFolder.open(parts.folder, root: root) else {
            throw FileError(path: path, "cannot be written: its folder does not exist")
        }
        guard folder.isSymbolicLink(parts.name) else { return (folder, parts.name) }
        guard let resolved = resolved(path), isInside(resolved, root: root) else {
            throw FileError(path: path, "is a symbolic link leading outside the store; it is not written through")
        }
        let target = PathParts(resolved)
        guard let targetFolder = try OpenedFolder.open(target.folder, root: root) else {
            throw FileError(path: path, "cannot be written: the folder its link leads to does not exist")
        }
        return (targetFolder, target.name)
    }
}
