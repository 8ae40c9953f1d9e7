#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FoundationEssentials

/// A folder inside a root, opened one name at a time with `openat` and `O_NOFOLLOW`, so files
/// are then reached relative to it (`openat`, `renameat`, `unlinkat`). A symbolic link planted
/// or swapped in along the way cannot lead a read or a write out of the root: the check and the
/// use are the same system call. A link whose target stays inside the root is followed, by
/// walking its resolved path the same way.
final class OpenedFolder {
    let descriptor: Int32
    /// For messages.
    let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// Links followed while opening one folder, against loops.
    private static let linkLimit = 8

    /// Opens the folder `path`, `root` itself or a folder inside it; nil when a folder on the way
    /// does not exist. `root` is trusted and may itself be a link; what lies below it may not
    /// lead out.
    static func open(_ path: String, root: String) throws(FileError) -> OpenedFolder? {
        try open(path, root: root, linksLeft: linkLimit)
    }

    private static func open(_ path: String, root: String, linksLeft: Int) throws(FileError) -> OpenedFolder? {
        guard let components = relativeComponents(of: path, root: root) else {
            throw FileError(path: path, "is outside the store; it is not opened")
        }
        let rootDescriptor = Glibc.open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard rootDescriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw FileError(path: root, "cannot be opened: \(errorText())")
        }
        var folder = OpenedFolder(descriptor: rootDescriptor, path: root)
        for (position, component) in components.enumerated() {
            let next = openat(folder.descriptor, component, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next >= 0 {
                folder = OpenedFolder(descriptor: next, path: folder.path + "/" + component)
                continue
            }
            let failure = errno
            let named = folder.path + "/" + component
            guard folder.isSymbolicLink(component) else {
                if failure == ENOENT { return nil }
                errno = failure
                throw FileError(path: named, failure == ENOTDIR ? "is not a folder" : "cannot be opened: \(errorText())")
            }
            guard linksLeft > 0, let resolved = RootedPath.resolved(named), RootedPath.isInside(resolved, root: root) else {
                throw FileError(path: path, "is in a folder that is a symbolic link leading outside the store (\(named))")
            }
            let rest = components[(position + 1)...]
            return try open(([resolved] + rest).joined(separator: "/"), root: root, linksLeft: linksLeft - 1)
        }
        return folder
    }

    /// The names leading from `root` to `path`, nil when `path` is not `root` or inside it (or
    /// climbs out with `..`). `root` may be given as written or resolved.
    private static func relativeComponents(of path: String, root: String) -> [String]? {
        // The root is resolved only for a path not under it as written: resolving takes a
        // system call per folder of the root's path.
        guard let components = components(of: path, below: root) ?? RootedPath.resolved(root).flatMap({ components(of: path, below: $0) })
        else { return nil }
        return components.contains("..") ? nil : components
    }

    /// The names leading from `base` to `path`, nil when `path` is neither `base` nor under it.
    private static func components(of path: String, below base: String) -> [String]? {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        guard path == base || path.hasPrefix(prefix) else { return nil }
        return path.dropFirst(prefix.count).split(separator: "/").map(String.init).filter { $0 != "." }
    }

    /// Whether `name` in this folder is a symbolic link, without following it.
    func isSymbolicLink(_ name: String) -> Bool {
        status(of: name).map { $0.st_mode & S_IFMT == S_IFLNK } ?? false
    }

    /// What `name` in this folder is, without following a link; nil when it is missing (errno
    /// says why).
    func status(of name: String) -> stat? {
        var info = stat()
        return fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 ? info : nil
    }

    /// Flushes the folder's entries (a rename, a new file) to the disk.
    func sync() {
        fsync(descriptor)
    }
}

/// A path cut into the folder that holds it and its last name.
struct PathParts {
    let folder: String
    let name: String

    /// Trailing slashes name the same folder ("/a/b/" is "b" in "/a"); the root is its own name.
    init(_ path: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let slash = trimmed.lastIndex(of: "/"), trimmed != "/" else {
            folder = trimmed == "/" ? "/" : ""
            name = String(trimmed)
            return
        }
        name = String(trimmed[trimmed.index(after: slash)...])
        var parent = trimmed[..<slash]
        while parent.hasSuffix("/") { parent.removeLast() }
        folder = parent.isEmpty ? "/" : String(parent)
    }
}
