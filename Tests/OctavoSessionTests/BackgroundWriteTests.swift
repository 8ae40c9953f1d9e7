import Foundation
import OctavoNavigator
import OctavoPublication
import OctavoSession
import OctavoStore
import OctavoTestSupport
import Testing

/// Commits written behind the frame (issue 15): the navigator shows an edit at once, the files
/// hold it once the writes are flushed, a burst of edits ends with the last on disk, and a
/// write that fails is reported rather than lost silently.
@Suite struct BackgroundWriteTests {
    private func session(in store: TemporaryStore) throws -> PreferencesSession {
        let url = store.root.appendingPathComponent("book.pdf")
        try MinimalPDF.data(pages: [(595, 842), (595, 842)], title: "Two Pages").write(to: url)
        let session = try PreferencesSession(publication: try Publication.open(at: url), store: store.store, profile: "default")
        session.writeInBackground()
        return session
    }

    /// A one-page PDF's session on profile "night", whose folder does not exist yet.
    private func nightSession(in store: TemporaryStore) throws -> PreferencesSession {
        let url = store.root.appendingPathComponent("book.pdf")
        try MinimalPDF.data(pages: [(595, 842)], title: "One Page").write(to: url)
        return try PreferencesSession(publication: try Publication.open(at: url), store: store.store, profile: "night")
    }

    /// A session whose own first edit is on disk, its store watched from then on.
    private func watchedSessionAfterItsOwnWrite(in store: TemporaryStore) throws -> (session: PreferencesSession, pageSpacing: PreferenceRow) {
        let session = try session(in: store)
        let pageSpacing = try #require(session.row(forKey: "pageSpacing"))
        pageSpacing.step(1)
        try session.commit()
        #expect(session.flushWrites().isEmpty)
        session.watchForChanges()
        #expect(session.changeDescriptor != nil, "inotify watches the store")
        #expect(!session.reloadIfChangedOnDisk(), "nothing changed since the session's own write")
        return (session, pageSpacing)
    }

    /// Whether the session's watch wakes a wait on it within two seconds, as a sleeping
    /// screen waits.
    private func wakes(_ session: PreferencesSession) throws -> Bool {
        var wait = pollfd(fd: try #require(session.changeDescriptor), events: Int16(POLLIN), revents: 0)
        return poll(&wait, 1, 2_000) == 1
    }

    /// Another program writes `pageSpacing` to the night profile: the sleeping session is woken
    /// (`woken` says why it should be) and shows the value.
    private func anotherWriterSets(pageSpacing: Double, in store: TemporaryStore, for session: PreferencesSession, _ woken: Comment) throws {
        try store.write(#"{"pageSpacing": \#(pageSpacing)}"#, to: "profiles/night/pdf.json")
        #expect(try wakes(session), woken)
        #expect(session.reloadIfChangedOnDisk())
        #expect((session.navigator as? PDFNavigator)?.settings.pageSpacing == pageSpacing)
    }

    private func stored(_ store: TemporaryStore) throws -> [String: Any] {
        let text = try #require(store.read("profiles/default/pdf.json"))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func anEditIsShownAtOnceAndOnDiskAfterTheFlush() throws {
        let store = try TemporaryStore()
        let session = try session(in: store)
        let pageSpacing = try #require(session.row(forKey: "pageSpacing"))
        pageSpacing.step(1)
        try session.commit()
        #expect((session.navigator as? PDFNavigator)?.settings.pageSpacing ?? 0 > 0)
        #expect(session.source(of: "pageSpacing") == .profile)
        #expect(session.flushWrites().isEmpty)
        #expect(try stored(store)["pageSpacing"] as? Double == (session.navigator as? PDFNavigator)?.settings.pageSpacing)
    }

    /// The publication's own file, as JSON.
    private func storedForBook(_ store: TemporaryStore) throws -> [String: Any] {
        let name = try #require(store.files(in: "publications").first)
        let text = try #require(store.read("publications/" + name))
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// An edit is shown before the session works out which file each key goes to: the row says
    /// where the value will live (a publication key in the book's file, a key the profile
    /// already holds in the profile), and the files hold exactly that once written.
    @Test func anEditShowsWhereItsValueWillLiveBeforeTheWrite() throws {
        let store = try TemporaryStore()
        try store.write(#"{"pageSpacing": 12}"#, to: "profiles/default/pdf.json")
        let session = try session(in: store)
        let offset = try #require(session.row(forKey: "offsetFirstPage"))
        let pageSpacing = try #require(session.row(forKey: "pageSpacing"))
        offset.step(1)
        try session.commit()
        pageSpacing.step(1)
        try session.commit()
        #expect(session.source(of: "offsetFirstPage") == .publication)
        #expect(session.source(of: "pageSpacing") == .profile)
        let shown = try #require((session.navigator as? PDFNavigator)?.settings.pageSpacing)
        #expect(shown != 12)
        #expect(session.flushWrites().isEmpty)
        #expect(try storedForBook(store)["offsetFirstPage"] != nil)
        #expect(try storedForBook(store)["pageSpacing"] == nil)
        #expect(try stored(store)["pageSpacing"] as? Double == shown)
        #expect(!session.reloadIfChangedOnDisk(), "its own writes are not a change on disk")
    }

    /// Clearing a key the book's file sets over the profile's value shows the profile's value
    /// again, as the files then say, not the default.
    @Test func clearingTheBooksValueShowsTheProfilesAgain() throws {
        let store = try TemporaryStore()
        let session = try session(in: store)
        let pageSpacing = try #require(session.row(forKey: "pageSpacing"))
        pageSpacing.step(1)
        try session.commit(placements: ["pageSpacing": .publication])
        #expect(session.flushWrites().isEmpty)
        try store.write(#"{"pageSpacing": 12}"#, to: "profiles/default/pdf.json")
        #expect(session.reloadIfChangedOnDisk())
        #expect(session.source(of: "pageSpacing") == .publication)
        #expect((session.navigator as? PDFNavigator)?.settings.pageSpacing != 12)
        pageSpacing.clear()
        try session.commit()
        #expect((session.navigator as? PDFNavigator)?.settings.pageSpacing == 12)
        #expect(session.source(of: "pageSpacing") == .profile)
        #expect(session.flushWrites().isEmpty)
        #expect(try storedForBook(store)["pageSpacing"] == nil)
        #expect(try stored(store)["pageSpacing"] as? Double == 12)
    }

    /// Many edits faster than the disk: every one is committed in order, so the last wins, and
    /// the session does not mistake its own writes for someone else's.
    @Test func aBurstOfEditsEndsWithTheLastOnDisk() throws {
        let store = try TemporaryStore()
        let session = try session(in: store)
        let pageSpacing = try #require(session.row(forKey: "pageSpacing"))
        for index in 0..<60 {
            pageSpacing.step(index % 3 == 2 ? -1 : 1)
            try session.commit()
        }
        let shown = try #require((session.navigator as? PDFNavigator)?.settings.pageSpacing)
        #expect(session.flushWrites().isEmpty)
        #expect(try stored(store)["pageSpacing"] as? Double == shown)
        #expect(!session.reloadIfChangedOnDisk(), "its own writes are not a change on disk")
        try store.write(#"{"pageSpacing": 12}"#, to: "profiles/default/pdf.json")
        #expect(session.reloadIfChangedOnDisk(), "another writer's change still is")
    }

    /// With the store's folders watched, the files are compared only when the watch saw a
    /// change: another writer's change is still found, and this session's own is not taken
    /// for one.
    @Test func aWatchedStoreStillFindsAnotherWritersChange() throws {
        let store = try TemporaryStore()
        let (session, pageSpacing) = try watchedSessionAfterItsOwnWrite(in: store)
        // Another writer rewrites the file in place, as an editor might, longer than it was: a
        // file is known by its inode, size and time of change, and that time is coarse.
        func rewrite(_ json: String) throws {
            let now = try #require(store.read("profiles/default/pdf.json"))
            try store.write(json + String(repeating: " ", count: now.utf8.count), to: "profiles/default/pdf.json")
        }
        try rewrite(#"{"pageSpacing": 12}"#)
        #expect(session.reloadIfChangedOnDisk(), "another writer's change")
        #expect((session.navigator as? PDFNavigator)?.settings.pageSpacing == 12)
        #expect(!session.reloadIfChangedOnDisk(), "the same change is not reloaded twice")
        pageSpacing.step(1)
        try session.commit()
        #expect(session.flushWrites().isEmpty)
        #expect(!session.reloadIfChangedOnDisk(), "its own write, seen by the watch, is no change")
        try rewrite(#"{"pageSpacing": 24}"#)
        #expect(session.reloadIfChangedOnDisk())
        #expect((session.navigator as? PDFNavigator)?.settings.pageSpacing == 24)
    }

    /// Another writer that rewrites the file in place at the same size, within the same tick of
    /// the file system's clock, leaves its inode, size and time as they were: the watch saw the
    /// write, and the contents tell it apart from the session's own.
    @Test func aWatchedStoreFindsARewriteThatKeepsTheFilesSignature() throws {
        let store = try TemporaryStore()
        let session = try watchedSessionAfterItsOwnWrite(in: store).session
        let path = store.root.appendingPathComponent("profiles/default/pdf.json").path
        let own = try #require(store.read("profiles/default/pdf.json"))
        let edited = #"{"pageSpacing": 12}"#
        let padding = own.utf8.count - edited.utf8.count
        try #require(padding >= 0)
        let padded = edited + String(repeating: " ", count: padding)
        var before = stat()
        #expect(stat(path, &before) == 0)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: Data(padded.utf8))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        var after = stat()
        #expect(stat(path, &after) == 0)
        #expect(after.st_ino == before.st_ino && after.st_size == before.st_size && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec, "the signature is unchanged")
        #expect(session.reloadIfChangedOnDisk(), "the rewrite is found")
        #expect((session.navigator as? PDFNavigator)?.settings.pageSpacing == 12)
        #expect(!session.reloadIfChangedOnDisk(), "and not reloaded twice")
    }

    /// A profile whose folder does not exist yet is watched from the session's first write on,
    /// which makes the folder: another writer's change to it is then found at once.
    @Test func aProfileFolderMadeByTheFirstWriteIsWatchedFromThenOn() throws {
        let store = try TemporaryStore()
        let session = try nightSession(in: store)
        session.writeInBackground()
        session.watchForChanges()
        #expect(session.changeDescriptor != nil, "the publications folder is watched already")
        let pageSpacing = try #require(session.row(forKey: "pageSpacing"))
        pageSpacing.step(1)
        try session.commit()
        #expect(session.flushWrites().isEmpty)
        #expect(!session.reloadIfChangedOnDisk(), "its own write is no change")
        let own = try #require(store.read("profiles/night/pdf.json"))
        try store.write(#"{"pageSpacing": 12}"# + String(repeating: " ", count: own.utf8.count), to: "profiles/night/pdf.json")
        #expect(session.reloadIfChangedOnDisk(), "found at once")
        #expect((session.navigator as? PDFNavigator)?.settings.pageSpacing == 12)
    }

    /// A profile whose folder another program makes while the screen sleeps (its first
    /// `octavo set --profile night …`) wakes the screen's wait, and is shown without a key.
    @Test func aProfileFolderMadeByAnotherWriterWakesTheWatch() throws {
        let store = try TemporaryStore()
        let session = try nightSession(in: store)
        session.watchForChanges()
        #expect(!session.reloadIfChangedOnDisk(), "nothing is stored yet")
        try anotherWriterSets(pageSpacing: 12, in: store, for: session, "the sleeping screen is woken")
        try anotherWriterSets(pageSpacing: 24.5, in: store, for: session, "the new folder is watched from then on")
    }

    /// A watched profile folder that another program deletes (`octavo profiles delete night`)
    /// and makes again is watched again: its new file shows without a key.
    @Test func aProfileFolderDeletedAndMadeAgainIsWatchedAgain() throws {
        let store = try TemporaryStore()
        let session = try nightSession(in: store)
        try store.write(#"{"pageSpacing": 12}"#, to: "profiles/night/pdf.json")
        session.watchForChanges()
        #expect(session.reloadIfChangedOnDisk())
        try FileManager.default.removeItem(atPath: store.path("profiles/night"))
        #expect(try wakes(session), "the deletion wakes the screen")
        #expect(session.reloadIfChangedOnDisk(), "the profile's file is gone")
        #expect((session.navigator as? PDFNavigator)?.settings.pageSpacing != 12)
        try anotherWriterSets(pageSpacing: 6.5, in: store, for: session, "the folder made again wakes the screen")
    }

    /// The list's label and activation of a row are kept between frames, and follow every
    /// change of the preferences: an edit, another writer's change, a clearing.
    @Test func aRowsDisplayFollowsEveryChangeOfThePreferences() throws {
        let store = try TemporaryStore()
        let session = try session(in: store)
        let row = try #require(session.row(forKey: "pageSpacing"))
        let unset = session.display(of: row)
        #expect(!unset.isSet)
        row.step(1)
        let stepped = session.display(of: row)
        #expect(stepped == RowDisplay(row) && stepped != unset && stepped.isSet)
        try session.commit()
        #expect(session.flushWrites().isEmpty)
        try store.write(#"{"pageSpacing": 12}"# + String(repeating: " ", count: 64), to: "profiles/default/pdf.json")
        #expect(session.reloadIfChangedOnDisk())
        #expect(session.display(of: row) == RowDisplay(row) && session.display(of: row) != stepped)
        row.clear()
        #expect(session.display(of: row) == unset)
    }

    @Test func aFailedWriteIsReportedAndTheFilesShownAgain() throws {
        let store = try TemporaryStore()
        let session = try session(in: store)
        // The profile's folder becomes a file: no write can go there.
        try FileManager.default.removeItem(atPath: store.path("profiles/default"))
        try store.write("not a folder", to: "profiles/default")
        try #require(session.row(forKey: "pageSpacing")).step(1)
        try session.commit()
        session.flushWrites()
        // flushWrites reported it; a later look finds nothing new to report.
        #expect(session.takeWriteFailures().isEmpty)
        try #require(session.row(forKey: "scroll")).step(1)
        try session.commit()
        let failures = session.flushWrites()
        #expect(failures.count == 1)
        #expect(!"\(failures.first!)".contains("\n"))
    }

    /// Switching profile writes the edits of the profile left first.
    @Test func switchingProfileWritesFirst() throws {
        let store = try TemporaryStore()
        let session = try session(in: store)
        try #require(session.row(forKey: "pageSpacing")).step(1)
        try session.commit()
        try store.store.createProfile("night")
        try session.switchProfile(to: "night")
        #expect(try stored(store)["pageSpacing"] != nil)
    }
}
