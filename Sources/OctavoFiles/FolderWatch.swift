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
    /// Whether a watched folder went away (deleted or moved, say by `octavo profiles delete`
    /// from another terminal): a watch made anew awaits it, should it come back.
    public private(set) var hasLostAFolder = false

    /// What a change to a file of a watched folder is, whichever way it was written.
    private static let changes = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_MOVE_SELF)
    /// What making a folder that is awaited (or one on its way) is. Added to a folder's other
    /// events, should the same folder also be watched for its files.
    private static let creations = UInt32(IN_CREATE | IN_MOVED_TO | IN_MOVE_SELF | IN_MASK_ADD)

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

    /// Whether the events read say that a watch ended (its folder deleted: `IN_IGNORED`) or
    /// that a watched folder moved elsewhere (`IN_MOVE_SELF`).
    private static func tellsOfALostFolder(_ events: ArraySlice<UInt8>) -> Bool {
        let header = MemoryLayout<inotify_event>.size
        var offset = events.startIndex
        while offset + header <= events.endIndex {
            let mask = events.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset - events.startIndex + 4, as: UInt32.self) }
            let length = events.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset - events.startIndex + 12, as: UInt32.self) }
            if mask & UInt32(IN_IGNORED | IN_MOVE_SELF) != 0 { return true }
            offset += header + Int(length)
        }
        return false
    }

    /// Watches the nearest existing ancestor of the missing `folder` for what is made in it.
    /// Folders made on the way down since they were found missing are watched too, the folder
    /// itself with them, or their creation, already past, would never be told.
    private static func await(_ folder: String, on descriptor: Int32) -> Bool {
        var ancestors: [String] = []
        var path = folder
        while true {
            guard let slash = path.lastIndex(of: "/") else {
                ancestors.append(".")
                break
            }
            path = slash == path.startIndex ? "/" : String(path[..<slash])
            ancestors.append(path)
            if path == "/" { break }
        }
        var nearest: Int?
        for (position, ancestor) in ancestors.enumerated() {
            if inotify_add_watch(descriptor, ancestor, creations) >= 0 {
                nearest = position
                break
            }
            guard errno == ENOENT else { return false }
        }
        guard let nearest else { return false }
        for ancestor in ancestors[..<nearest].reversed() {
            guard inotify_add_watch(descriptor, ancestor, creations) >= 0 else { return errno == ENOENT }
        }
        return inotify_add_watch(descriptor, folder, changes) >= 0 || errno == ENOENT
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
                if Self.tellsOfALostFolder(buffer[..<count]) { hasLostAFolder = true }
                continue
            }
            if count < 0, errno == EINTR { continue }
            return changed
        }
    }
}
