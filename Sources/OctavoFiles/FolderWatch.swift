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
    /// Whether some of the folders asked for did not exist yet: each is awaited in its nearest
    /// folder that does, whose change makes the descriptor readable too, and a watch must then be
    /// made anew to include it.
    public let isPartial: Bool

    /// What a change to a file of a watched folder is, whichever way it was written.
    private static let changes = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
    /// What making a folder that is awaited (or one on its way) is. Added to a folder's other
    /// events, should the same folder also be watched for its files.
    private static let creations = UInt32(IN_CREATE | IN_MOVED_TO | IN_MASK_ADD)

    /// Watches `folders`, awaiting those that do not exist yet in their nearest existing
    /// ancestor (the first preferences of a new profile, written by another program, make its
    /// folder); nil when inotify is not available or a folder can be neither watched nor
    /// awaited, in which case a caller falls back to looking at the files now and then.
    public init?(folders: [String]) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        var awaiting = false
        for folder in folders {
            if inotify_add_watch(descriptor, folder, Self.changes) >= 0 { continue }
            guard errno == ENOENT, Self.await(folder, on: descriptor) else {
                close(descriptor)
                return nil
            }
            awaiting = true
        }
        self.descriptor = descriptor
        isPartial = awaiting
    }

    deinit { close(descriptor) }

    /// Watches the nearest existing ancestor of the missing `folder` for what is made in it. A
    /// folder made between the failed watch and this one is watched itself after all, or its
    /// creation would never be told.
    private static func await(_ folder: String, on descriptor: Int32) -> Bool {
        var ancestor = folder
        while let slash = ancestor.lastIndex(of: "/") {
            ancestor = slash == ancestor.startIndex ? "/" : String(ancestor[..<slash])
            if inotify_add_watch(descriptor, ancestor, creations) >= 0 {
                if inotify_add_watch(descriptor, folder, changes) >= 0 { return true }
                return errno == ENOENT
            }
            guard errno == ENOENT, ancestor != "/" else { return false }
        }
        return false
    }

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
