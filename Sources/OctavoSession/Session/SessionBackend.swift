import OctavoNavigator
import OctavoPreferences
import OctavoStore

/// The part of a session that depends on the publication's format, so the session itself and
/// everything above it (screen, controller, command line) are written once.
protocol SessionBackend: AnyObject {
    var navigator: any VisualNavigator { get }
    var sections: [RowSection] { get }
    /// Every preference of the editor, in the order of the full declaration.
    var allRows: [PreferenceRow] { get }
    /// The preferences being edited, as their JSON object.
    var preferencesJSON: [String: JSONValue] { get }
    func source(of key: String) -> PreferenceSource?
    /// The source of every key that has a value.
    var sources: [String: PreferenceSource] { get }
    /// `RowDisplay(row)`, kept until the edited preferences change.
    func display(of row: PreferenceRow) -> RowDisplay
    /// Reads the stored preferences, hands them to the editor and the navigator.
    func load(from store: PreferencesStore, publication: String, profile: String) throws(StoreError) -> [StoreProblem]
    /// Saves what changed in the editor since the last load or commit, then resubmits.
    func commit(to store: PreferencesStore, publication: String, profile: String, placements: [String: PreferenceSource], exact: Bool) throws(StoreError)
    /// Replaces the edited preferences (undo, redo, import), without saving.
    func replace(with object: [String: JSONValue]) -> [PreferencesDecodingWarning]
    /// Gives the navigator the edited preferences, without saving them.
    func showUnsaved()
    /// Puts the editor and the navigator back to the preferences last loaded or committed.
    func discardUnsaved()
    /// Identifies the current version of the two files.
    func signature(in store: PreferencesStore, publication: String, profile: String) -> String
    /// Whether the two files hold other preferences than those last loaded or committed; false
    /// when they cannot be read.
    func storeDiffers(in store: PreferencesStore, publication: String, profile: String) -> Bool
    /// From now on, commits are shown at once and written on a thread of their own.
    func writeInBackground(to store: PreferencesStore)
    /// Lets the queued background writes begin.
    func startQueuedWrites()
    /// Waits for the background writes; what failed since the last call.
    func flushWrites() -> [StoreError]
    /// Whether background writes are queued or under way.
    var hasPendingWrites: Bool { get }
    /// The failures of background writes since the last call.
    func takeWriteFailures() -> [StoreError]
    /// The files' signature after this session's last background write, once none is pending.
    func takeWrittenSignature() -> String?
}

/// A backend for one preferences type.
final class TypedSessionBackend<Preferences: StorablePreferences, Editor: PreferencesEditor>: SessionBackend where Editor.Preferences == Preferences {
    let navigator: any VisualNavigator
    let editor: Editor
    private let submit: (Preferences) -> Void
    private let replaceInEditor: (Preferences) -> Void
    /// Built once: rows are bound to the editor, which lives as long as the session, and read
    /// its state on every access.
    let sections: [RowSection]
    let allRows: [PreferenceRow]
    private var loaded: LoadedPreferences<Preferences>
    /// `loaded.merged`, as last submitted: an edit starts from it.
    private var merged: Preferences = .empty
    /// An edit shown and queued for writing whose share-out between the two files (`loaded`)
    /// waits until its frame is out: it changed values and removed none, so the files will
    /// merge to exactly the edited preferences, and each key's source is where it already lives.
    private var unsettled: (original: Preferences, edited: Preferences)?
    private var writer: CommitWriter<Preferences>?

    init(
        navigator: any VisualNavigator, editor: Editor,
        submit: @escaping (Preferences) -> Void, replace: @escaping (Preferences) -> Void,
        sections: (Editor, _ allRows: [PreferenceRow]) -> [RowSection], allRows: (Editor) -> [PreferenceRow]
    ) {
        self.navigator = navigator
        self.editor = editor
        self.submit = submit
        replaceInEditor = replace
        self.allRows = allRows(editor)
        self.sections = sections(editor, self.allRows)
        loaded = LoadedPreferences(shared: .empty, publication: .empty, problems: [])
    }

    var preferencesJSON: [String: JSONValue] { json(of: editor.preferences) }

    /// The last preferences turned into JSON, and their JSON: a frame asks each row's source,
    /// and the preferences change only on an edit.
    private var lastJSON: (preferences: Preferences, json: [String: JSONValue])?

    private func json(of preferences: Preferences) -> [String: JSONValue] {
        if let lastJSON, lastJSON.preferences == preferences { return lastJSON.json }
        let json = preferences.jsonObject
        lastJSON = (preferences, json)
        return json
    }

    /// The rows' displays, for the preferences they were worked out from: a row's label and
    /// activation depend on the editor's state only, which follows from its preferences.
    private var displays: (preferences: Preferences, byKey: [String: RowDisplay])?

    func display(of row: PreferenceRow) -> RowDisplay {
        let preferences = editor.preferences
        if let displays, displays.preferences == preferences, let known = displays.byKey[row.key] { return known }
        let display = RowDisplay(row)
        if displays?.preferences != preferences { displays = (preferences, [:]) }
        displays?.byKey[row.key] = display
        return display
    }

    func source(of key: String) -> PreferenceSource? {
        json(of: editor.preferences)[key] != nil ? source(ofSetKey: key) : nil
    }

    var sources: [String: PreferenceSource] {
        var sources: [String: PreferenceSource] = [:]
        for key in json(of: editor.preferences).keys { sources[key] = source(ofSetKey: key) }
        return sources
    }

    /// Where a key with a value lives: in the file that holds it, else where it would be stored.
    private func source(ofSetKey key: String) -> PreferenceSource {
        loaded.source(of: key) ?? (Preferences.publicationKeys.contains(key) ? .publication : .profile)
    }

    func load(from store: PreferencesStore, publication: String, profile: String) throws(StoreError) -> [StoreProblem] {
        unsettled = nil
        loaded = try store.load(Preferences.self, publication: publication, profile: profile)
        merged = loaded.merged
        replaceInEditor(merged)
        submit(merged)
        return loaded.problems
    }

    func commit(to store: PreferencesStore, publication: String, profile: String, placements: [String: PreferenceSource], exact: Bool) throws(StoreError) {
        settle()
        let edited = editor.preferences
        let result: LoadedPreferences<Preferences>
        if let writer {
            // Shown as the files will hold it; written behind the frame.
            try ProfileName.validate(profile)
            writer.enqueue(.init(edited: edited, original: merged, publication: publication, profile: profile, placements: placements, exact: exact))
            if placements.isEmpty, !exact, !removesKeys(from: merged, in: edited) {
                unsettled = (merged, edited)
                merged = edited
                submit(edited)
                return
            }
            result = PreferencesStore.applying(edited, from: merged, to: loaded, placements: placements, exact: exact)
        } else {
            result = try store.commit(edited, from: merged, publication: publication, profile: profile, placements: placements, exact: exact)
        }
        loaded = result
        merged = result.merged
        replaceInEditor(merged)
        submit(merged)
    }

    /// Whether `edited` leaves out a key that `original` sets: a file may then still hold it,
    /// and the merged preferences differ from the edited ones.
    private func removesKeys(from original: Preferences, in edited: Preferences) -> Bool {
        let kept = Set(edited.setKeys).union(edited.unknownFields.keys)
        return original.setKeys.contains { !kept.contains($0) } || original.unknownFields.keys.contains { !kept.contains($0) }
    }

    /// Shares the unsettled edit out between the two files, as the writer will.
    private func settle() {
        guard let (original, edited) = unsettled else { return }
        unsettled = nil
        loaded = PreferencesStore.applying(edited, from: original, to: loaded)
    }

    func replace(with object: [String: JSONValue]) -> [PreferencesDecodingWarning] {
        var warnings: [PreferencesDecodingWarning] = []
        replaceInEditor(Preferences(jsonObject: object, warnings: &warnings))
        return warnings
    }

    func showUnsaved() {
        submit(editor.preferences)
    }

    func discardUnsaved() {
        replaceInEditor(merged)
        submit(merged)
    }

    func signature(in store: PreferencesStore, publication: String, profile: String) -> String {
        store.signature(Preferences.self, publication: publication, profile: profile)
    }

    func storeDiffers(in store: PreferencesStore, publication: String, profile: String) -> Bool {
        settle()
        guard let stored = try? store.load(Preferences.self, publication: publication, profile: profile) else { return false }
        return stored.shared != loaded.shared || stored.publication != loaded.publication
    }

    func writeInBackground(to store: PreferencesStore) {
        if writer == nil { writer = CommitWriter(store: store) }
    }

    func startQueuedWrites() {
        settle()
        writer?.startQueuedWrites()
    }

    func flushWrites() -> [StoreError] {
        settle()
        writer?.flush()
        return writer?.takeFailures() ?? []
    }

    var hasPendingWrites: Bool { writer?.isPending ?? false }

    func takeWriteFailures() -> [StoreError] { writer?.takeFailures() ?? [] }

    func takeWrittenSignature() -> String? { writer?.takeSignature() }

    deinit { writer?.stop() }
}
