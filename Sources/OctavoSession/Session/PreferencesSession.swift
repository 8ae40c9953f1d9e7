import OctavoPublication
import FoundationEssentials
import OctavoFiles
import OctavoNavigator
import OctavoPreferences
import OctavoStore

/// A publication opened for editing its reading preferences: its navigator, the editor's rows,
/// and the store they are saved in. Every edit follows the flow of the navigator guide: a row
/// edits the editor, `commit()` saves the change to the store (split into the profile and the
/// publication files) and resubmits what is stored to the navigator, whose page shows it.
public final class PreferencesSession {
    public let publication: Publication
    public let store: PreferencesStore
    /// The key of this publication's file in the store: its identifier, or its path when it has
    /// none.
    public let publicationKey: String
    public private(set) var profile: String
    /// Problems found in the store files at the last load.
    public private(set) var problems: [StoreProblem] = []
    private let backend: any SessionBackend
    private var lastSignature: String?
    private var watch: FolderWatch?
    /// Whether the store's files may have changed since they were last compared: the watch
    /// reported a change (see `reloadIfChangedOnDisk`).
    private var changeUnexamined = true
    private let epubDefaults: EPUBDefaults
    private let pdfDefaults: PDFDefaults

    /// Opens `publication` with the preferences stored for it in `profile`.
    public init(publication: Publication, store: PreferencesStore, profile: String, epubDefaults: EPUBDefaults = EPUBDefaults(), pdfDefaults: PDFDefaults = PDFDefaults()) throws {
        self.publication = publication
        self.store = store
        self.profile = profile
        self.epubDefaults = epubDefaults
        self.pdfDefaults = pdfDefaults
        publicationKey = publication.metadata.identifier ?? "file:" + publication.url.standardizedFileURL.path
        switch publication.format {
        case .epub:
            let navigator = try EPUBNavigator(publication: publication, initialLocation: nil, config: .init(defaults: epubDefaults))
            let editor = navigator.editor(of: EPUBPreferences())
            backend = TypedSessionBackend(
                navigator: navigator, editor: editor,
                submit: { navigator.submitPreferences($0) }, replace: { editor.replacePreferences(with: $0) },
                sections: ScreenDeclaration.sections(for:allRows:), allRows: ScreenDeclaration.allRows(for:)
            )
        case .pdf:
            let navigator = try PDFNavigator(publication: publication, initialLocation: nil, config: .init(defaults: pdfDefaults))
            let editor = navigator.editor(of: PDFPreferences())
            backend = TypedSessionBackend(
                navigator: navigator, editor: editor,
                submit: { navigator.submitPreferences($0) }, replace: { editor.replacePreferences(with: $0) },
                sections: ScreenDeclaration.sections(for:allRows:), allRows: ScreenDeclaration.allRows(for:)
            )
        }
        problems = try backend.load(from: store, publication: publicationKey, profile: profile)
        lastSignature = backend.signature(in: store, publication: publicationKey, profile: profile)
    }

    public var navigator: any VisualNavigator { backend.navigator }

    /// The screen's sections for this publication.
    public var sections: [RowSection] { backend.sections }

    /// Every preference of the editor, for scripts.
    public var allRows: [PreferenceRow] { backend.allRows }

    public func row(forKey key: String) -> PreferenceRow? { allRows.first { $0.key == key } }

    /// The preferences as edited now, as JSON.
    public var preferencesJSON: [String: JSONValue] { backend.preferencesJSON }

    /// What the list shows of `row`, worked out again only when the preferences change.
    public func display(of row: PreferenceRow) -> RowDisplay { backend.display(of: row) }

    /// Where a key's value comes from; nil when it is unset (the default applies).
    public func source(of key: String) -> PreferenceSource? { backend.source(of: key) }

    /// Where each key that has a value comes from, worked out at once for a whole list.
    public var sources: [String: PreferenceSource] { backend.sources }

    /// Saves the edits and resubmits the stored preferences to the navigator. A changed key is
    /// stored where it already lives, else where the filters say, unless `placements` moves it to
    /// the profile or to this publication's file.
    public func commit(placements: [String: PreferenceSource] = [:]) throws(StoreError) {
        try commit(placements: placements, exact: false)
    }

    private func commit(placements: [String: PreferenceSource], exact: Bool) throws(StoreError) {
        try backend.commit(to: store, publication: publicationKey, profile: profile, placements: placements, exact: exact)
        // A background write records the files' signature itself, when it is done.
        if !backend.hasPendingWrites {
            lastSignature = backend.signature(in: store, publication: publicationKey, profile: profile)
        }
    }

    /// What this session was opened with, to open another like it on another thread.
    public var opening: SessionOpening {
        SessionOpening(publication: publication, store: store, profile: profile, epubDefaults: epubDefaults, pdfDefaults: pdfDefaults)
    }

    /// Shows on the navigator's page what the rows were changed to, without saving it: a change
    /// tried and then taken back with `discardUnsaved()`, as the QA report tries each step.
    public func showUnsaved() {
        backend.showUnsaved()
    }

    /// Puts the rows and the page back to the preferences last loaded or committed.
    public func discardUnsaved() {
        backend.discardUnsaved()
    }

    /// From now on, `changeDescriptor` becomes readable when the store's files may have
    /// changed, so a screen can sleep until a key or a change comes (nothing happens where
    /// inotify is not available: then the screen looks at the files every so often).
    public func watchForChanges() {
        watch = store.folderWatch(profile: profile)
        changeUnexamined = true
    }

    /// Readable when the store's files may have changed; see `watchForChanges()`.
    public var changeDescriptor: Int32? { watch?.descriptor }

    /// Whether commits are still being written in the background.
    public var hasPendingWrites: Bool { backend.hasPendingWrites }

    /// From now on, a commit is shown at once and written to the store on a thread of its own
    /// (in order, each write durable), so that a key press does not wait for the disk. The
    /// screen does this; call `flushWrites()` before exiting.
    public func writeInBackground() {
        backend.writeInBackground(to: store)
    }

    /// Lets the writes queued since the last call begin: a screen calls it once the edit's frame
    /// is drawn, so the frame never waits for the disk. Writes begin anyway a short while after
    /// they were queued, so an edit is never held for long.
    public func startQueuedWrites() {
        backend.startQueuedWrites()
    }

    /// Waits until every commit is on disk; returns the writes that failed since they were
    /// last reported.
    @discardableResult
    public func flushWrites() -> [StoreError] {
        backend.flushWrites()
    }

    /// Background writes that failed since they were last reported: what the screen shows was
    /// not saved, and `reloadIfChangedOnDisk` shows what the files hold again.
    public func takeWriteFailures() -> [StoreError] {
        let failures = backend.takeWriteFailures()
        if !failures.isEmpty { lastSignature = nil }
        return failures
    }

    /// Reads the store again when its files changed since the last load or commit (another
    /// process, a text editor); true when something was reloaded. Cheap enough to call often.
    /// While this session's own writes are pending, what it shows is newer than the files, so
    /// nothing is reloaded.
    ///
    /// Where the folders are watched, the files are compared only once the watch reported a
    /// change (this session's own writes included), so that a key does not pay for it. They
    /// are known by inode, size and time of change, and read when those are as they were.
    @discardableResult
    public func reloadIfChangedOnDisk() -> Bool {
        if watch?.drain() ?? true {
            changeUnexamined = true
            // Something was made where a missing folder is awaited (the first write to a new
            // profile, this session's or another program's), or a watched folder went away: the
            // folders are watched as they are now, and their files, which may already be there,
            // are compared below.
            if let watch, watch.isPartial || watch.hasLostAFolder { watchForChanges() }
        }
        guard !backend.hasPendingWrites else { return false }
        if let written = backend.takeWrittenSignature() {
            lastSignature = written
        }
        guard changeUnexamined || lastSignature == nil else { return false }
        changeUnexamined = false
        let signature = backend.signature(in: store, publication: publicationKey, profile: profile)
        if signature == lastSignature {
            // A file rewritten in place at the same size within one tick of the file system's
            // clock keeps its signature: where the watch saw a change, the contents decide
            // (a read of the two small files, only when something in their folders changed).
            guard watch != nil, backend.storeDiffers(in: store, publication: publicationKey, profile: profile) else { return false }
        }
        lastSignature = signature
        guard let problems = try? backend.load(from: store, publication: publicationKey, profile: profile) else { return false }
        self.problems = problems
        return true
    }

    /// Replaces the edited preferences and saves them so that the stored preferences become
    /// exactly these (undo, redo, reset, import): a removed key leaves both files.
    @discardableResult
    public func replaceAndCommit(with object: [String: JSONValue]) throws(StoreError) -> [PreferencesDecodingWarning] {
        let warnings = backend.replace(with: object)
        try commit(placements: [:], exact: true)
        return warnings
    }

    /// Reads the store again, for instance after switching profile; the edits of the profile
    /// left are written first.
    public func switchProfile(to name: String) throws(StoreError) {
        if let failure = backend.flushWrites().first { throw failure }
        let problems = try backend.load(from: store, publication: publicationKey, profile: name)
        profile = name
        self.problems = problems
        lastSignature = backend.signature(in: store, publication: publicationKey, profile: name)
        if watch != nil { watchForChanges() }
    }
}
