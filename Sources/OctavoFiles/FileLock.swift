#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// An exclusive lock on a file, so that two processes editing the same files take turns between
/// reading and writing.
public enum FileLock {
    public static func withLock<T, Failure: Error>(
        _ lockPath: String,
        wrapping wrap: (FileError) -> Failure,
        _ body: () throws(Failure) -> T
    ) throws(Failure) -> T {
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw wrap(FileError(path: lockPath, "cannot be opened for locking: \(errorText())")) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw wrap(FileError(path: lockPath, "cannot be locked: \(errorText())")) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
