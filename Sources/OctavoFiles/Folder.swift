#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// Folders Octavo creates for its own files: private to the user (0700), parents included.
public enum Folder {
    public static func make(_ path: String) throws(FileError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw FileError(path: path, "is not a folder") }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if parent != path, !parent.isEmpty { try make(parent) }
        guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
            throw FileError(path: path, "cannot be created: \(errorText())")
        }
    }
}
