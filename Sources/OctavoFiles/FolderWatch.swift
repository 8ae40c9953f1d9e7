#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Notices changes to the files of some folders through inotify, so a screen can sleep until a
/// key or a change arrives instead of looking at the files every so often. Folders are watched
/// rather than files because editors and `AtomicFile` replace a file by renaming a new one
/// over it, which a watch on the old file would not see.
///
/// The descriptor is for a poll loop: it becomes readable when something changed; `drain()`
/// then empties it. Owned by one thread (the screen's).
public final class FolderWatch {
    /// Readable when a watched folder changed.
    public let descriptor: Int32
    /// Whether some of the folders asked for did not exist and are not watched: a watch on them
    /// must be made anew once they do.
    public let isPartial: Bool

    /// Watches `folders` (those that exist); nil when inotify is not available, in which case a
    /// caller falls back to looking at the files now and then.
    public init?(folders: [String]) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let events = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
        var watched = 0
        for folder in folders where inotify_add_watch(descriptor, folder, events) >= 0 { watched += 1 }
        guard watched > 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        isPartial = watched < folders.count
    }

    deinit { close(descriptor) }

    /// Reads every pending event; true when there was at least one.
    @discardableResult
    public func drain() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var changed = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                changed = true
                continue
            }
            if count < 0, errno == EINTR { continue }
            return changed
        }
    }
}
