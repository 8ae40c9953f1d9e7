import Foundation
import OctavoFiles
import Testing

/// The watch a sleeping screen waits on: a folder that does not exist yet is awaited in the
/// nearest one that does, however deep it lies.
@Suite struct FolderWatchTests {
    private func isReadable(_ watch: FolderWatch) -> Bool {
        var wait = pollfd(fd: watch.descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&wait, 1, 2_000) == 1
    }

    @Test func aMissingFolderIsAwaitedInItsNearestExistingAncestor() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let watch = try #require(FolderWatch(folders: [root.path + "/profiles/night"]))
        #expect(watch.isPartial)
        try FileManager.default.createDirectory(atPath: root.path + "/profiles/night", withIntermediateDirectories: true)
        #expect(isReadable(watch), "making the missing folders wakes the watch")
        #expect(watch.drain())
        let anew = try #require(FolderWatch(folders: [root.path + "/profiles/night"]))
        #expect(!anew.isPartial)
        try Data("{}".utf8).write(to: root.appendingPathComponent("profiles/night/pdf.json"))
        #expect(isReadable(anew), "a file written in it is seen")
    }

    @Test func aFolderThatCanNeverBeMadeIsNoWatch() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("octavo-watch-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(FolderWatch(folders: [file.path + "/profiles"]) == nil, "a path under a file: the caller looks at the files instead")
    }
}
