#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An exclusive lock on a file, so that two processes editing the same files take turns between
/// reading and writing.
public enum FileLock {
    /// Runs `body` holding the lock on `lockPath`, a file inside `root` created when missing and
    /// never reached through a symbolic link.
    public static func withLock<T, Failure: Error>(
        _ lockPath: String,
        root: String,
        wrapping wrap: (FileError) -> Failure,
        _ body: () throws(Failure) -> T
    ) throws(Failure) -> T {
        let parts = PathParts(lockPath)
        let opened: OpenedFolder?
        do { opened = try OpenedFolder.open(parts.folder, root: root) } catch { throw wrap(error) }
        guard let folder = opened else {
            throw wrap(FileError(path: lockPath, "cannot be opened for locking: its folder does not exist"))
        }
        let descriptor = openat(folder.descriptor, parts.name, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let reason = errno == ELOOP ? "is a symbolic link; it is not followed" : "cannot be opened for locking: \(errorText())"
            throw wrap(FileError(path: lockPath, reason))
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw wrap(FileError(path: lockPath, "cannot be locked: \(errorText())")) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
