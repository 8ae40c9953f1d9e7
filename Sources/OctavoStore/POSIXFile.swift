#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// The few POSIX file operations the store needs, with the guarantees it promises: a write is
/// atomic and durable (a crash leaves the old file or the new one, never a torn one), new files
/// are 0600 and new folders 0700, and a symbolic link never leads the store outside its root.
enum POSIXFile {
    /// What reading a file gave.
    enum ReadResult: Equatable {
        case missing
        case contents(Data)
        /// The file exists but was not read; the text says why, for the user.
        case unreadable(String)
    }

    /// Reads a whole file of at most `limit` bytes. A symbolic link is followed only when its
    /// target is inside `root`.
    static func read(_ path: String, limit: Int, root: String) -> ReadResult {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return errno == ENOENT ? .missing : .unreadable("cannot be examined: \(errorText())")
        }
        var target = path
        if info.st_mode & S_IFMT == S_IFLNK {
            guard let resolved = realPath(path) else { return .unreadable("is a symbolic link to nothing") }
            guard isInside(resolved, root: root) else {
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
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
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

    /// Replaces `path` with `data` atomically and durably: temporary file in the same folder,
    /// fsync, rename, fsync of the folder. A symbolic link inside the root is written through.
    static func writeAtomically(_ data: Data, to path: String, root: String) throws(StoreError) {
        let destination = try writableDestination(path, root: root)
        let folder = (destination as NSString).deletingLastPathComponent
        let name = (destination as NSString).lastPathComponent
        let temporary = "\(folder)/.\(name).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StoreError(.io, path: destination, "cannot be written: \(errorText())") }
        var written = 0
        let failure: String? = data.withUnsafeBytes { bytes in
            while written < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    return errorText()
                }
                written += count
            }
            return fsync(descriptor) == 0 ? nil : errorText()
        }
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw StoreError(.io, path: destination, "cannot be written: \(failure)")
        }
        guard rename(temporary, destination) == 0 else {
            let reason = errorText()
            unlink(temporary)
            throw StoreError(.io, path: destination, "cannot be replaced: \(reason)")
        }
        syncFolder(folder)
    }

    /// Moves a file aside under a new name in the same folder, durably.
    static func moveAside(_ path: String, to newPath: String) throws(StoreError) {
        guard rename(path, newPath) == 0 else {
            throw StoreError(.io, path: path, "cannot be moved aside to \(newPath): \(errorText())")
        }
        syncFolder((path as NSString).deletingLastPathComponent)
    }

    /// Creates a folder and its missing parents with mode 0700.
    static func makeFolder(_ path: String) throws(StoreError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw StoreError(.io, path: path, "is not a folder") }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if parent != path, !parent.isEmpty { try makeFolder(parent) }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
            throw StoreError(.io, path: path, "cannot be created: \(errorText())")
        }
    }

    /// Runs `body` holding an exclusive lock on `lockPath`, so that two processes editing the
    /// store take turns between reading and writing.
    static func withLock<T>(_ lockPath: String, _ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StoreError(.io, path: lockPath, "cannot be opened for locking: \(errorText())") }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw StoreError(.io, path: lockPath, "cannot be locked: \(errorText())") }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }

    /// Identifies the version of a file cheaply, to notice changes made by others.
    static func signature(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_ino)-\(info.st_size)-\(info.st_mtim.tv_sec)-\(info.st_mtim.tv_nsec)"
    }

    static func isInside(_ path: String, root: String) -> Bool {
        let resolvedRoot = realPath(root) ?? root
        return path == resolvedRoot || path.hasPrefix(resolvedRoot.hasSuffix("/") ? resolvedRoot : resolvedRoot + "/")
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func writableDestination(_ path: String, root: String) throws(StoreError) -> String {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let resolved = realPath(path), isInside(resolved, root: root) else {
            throw StoreError(.io, path: path, "is a symbolic link leading outside the store; it is not written through")
        }
        return resolved
    }

    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    private static func errorText() -> String {
        String(cString: strerror(errno)).lowercased()
    }
}
