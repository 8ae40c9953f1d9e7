import OctavoCanvas
import OctavoNavigator
import OctavoPreferences
import OctavoSession
import OctavoStore

/// The screen's runtime: hands each event to `ScreenUpdate.update`, runs the effects it returns
/// against the session (the edit in memory at once, the write to disk once the frame is out),
/// and feeds what they did back to the update. It also renders the page the view shows, counts
/// pages and decodes pictures between keys. The state changes only in `update`.
public final class ScreenController {
    public let session: PreferencesSession
    public private(set) var state: ScreenState
    /// Effects that wait until the frame is drawn (`ScreenEffect.runsAfterFrame`).
    private var afterFrame: [ScreenEffect] = []
    private var suspendRequested = false
    /// PDF pages a frame showed still being drawn, that were drawn since and asked a frame of
    /// their own (see `drawDeferredPictures`).
    private var redrawnPages: Set<Int> = []

    /// Writes the book's QA report into a folder (nil: the default one) and says how it went:
    /// the program gives it, as the report is not the screen's to make.
    public var writeQAReport: ((_ folder: String?) -> (message: String, isError: Bool))?
    /// Makes the worker that draws the preview's page in pixels, once a terminal says it shows
    /// them (a terminal that does not never starts its thread); nil keeps the page in cells.
    public var makePagePictures: (() -> PagePictureWorker?)?
    /// The worker `makePagePictures` made.
    var pagePictures: PagePictureWorker?
    /// The page in pixels last asked of `pagePictures`.
    var requestedPicture: PagePictureWorker.Request?
    /// The page in pixels last handed to the backend, what it shows and how pages turn from it.
    var shownPicture: PagePictureWorker.Drawn?
    /// While pages are shown in pixels, where the page shown starts: pages turn in pages of
    /// pixels, and the navigator in cells follows. nil until the first turn in pixels.
    var pixelLocation: Locator?
    /// Turns asked for while the page they turn from was still being drawn: positive forward.
    var pendingPixelTurns = 0

    public init(session: PreferencesSession, size: (width: Int, height: Int) = (80, 24)) {
        self.session = session
        state = ScreenState(size: Size(width: size.width, height: size.height))
    }

    public var size: (width: Int, height: Int) { (state.size.width, state.size.height) }

    /// What each key does; `ui.keyBindings` remaps it, and the hints and help follow.
    public var keyMap: KeyMap {
        get { state.keyMap }
        set { state.keyMap = newValue }
    }

    /// The rows in screen order, with the section each belongs to.
    public var rows: [(section: String, row: PreferenceRow)] {
        session.sections.flatMap { section in section.rows.map { (section.title, $0) } }
    }

    public var focusedRow: PreferenceRow? {
        let all = rows
        return all.indices.contains(state.focus) ? all[state.focus].row : nil
    }

    /// A key or the window's new size.
    public func handle(_ event: KeyEvent) {
        send(.key(event))
    }

    /// Runs `event` through the update, and the effects it asks for, until none is left but
    /// those that wait for the frame.
    func send(_ event: ScreenEvent) {
        var events = [event]
        while !events.isEmpty {
            let next = events.removeFirst()
            // The context is gathered for a key only, from the focus before the update runs.
            let focus = state.focus
            for effect in ScreenUpdate.update(&state, next, in: context(focus: focus)) {
                if effect.runsAfterFrame {
                    afterFrame.append(effect)
                } else if let result = perform(effect) {
                    events.append(result)
                }
            }
        }
    }

    /// Runs the effects that waited for the frame: the loop calls it once the frame is out.
    /// True when what they did changed the state, which then needs a frame of its own.
    @discardableResult
    public func runEffectsAfterFrame() -> Bool {
        let effects = afterFrame
        afterFrame = []
        var changed = false
        for effect in effects {
            if let result = perform(effect) {
                send(result)
                changed = true
            }
        }
        return changed
    }

    /// What the update may read of the session, with the row at `focus` as the focused one.
    private func context(focus: Int) -> ScreenContext {
        let rows = rows
        let focused = rows.indices.contains(focus) ? rows[focus].row : nil
        return ScreenContext(
            rows: snapshot(of: rows), focused: focused.map(Self.details), profile: session.profile,
            completions: { [session] key in session.row(forKey: key)?.completions ?? [] }
        )
    }

    private func snapshot(of rows: [(section: String, row: PreferenceRow)]) -> [ScreenContext.Row] {
        let sources = session.sources
        return rows.map { .init(key: $0.row.key, title: $0.row.title, section: $0.section, kind: $0.row.kind, source: sources[$0.row.key]) }
    }

    static func details(of row: PreferenceRow) -> ScreenContext.Focused {
        ScreenContext.Focused(
            key: row.key, title: row.title, kind: row.kind, label: row.label, entryText: row.entryText,
            pickerLabels: row.pickerLabels, pickerValues: row.pickerValues.map(\.plainText),
            unmetRequirements: row.unmetRequirements.map { .init($0.description, canBeMetByPreferences: $0.canBeMetByPreferences) },
            entryHint: row.allowed.entryHint
        )
    }

    func requestSuspend() {
        suspendRequested = true
    }

    /// Shows a message on the status line until the next key.
    public func show(message: String, isError: Bool = false) {
        send(.notice(message, isError: isError))
    }

    /// Whether the user asked to suspend since the last call; the loop suspends the backend then.
    public func takeSuspendRequest() -> Bool {
        defer { suspendRequested = false }
        return suspendRequested
    }

    /// Reloads the preferences when another process or an editor changed the store files.
    /// A write that failed in the background is reported here, and the files' state shown
    /// again.
    @discardableResult
    public func reloadIfChangedOnDisk() -> Bool {
        let failures = session.takeWriteFailures()
        if !failures.isEmpty {
            send(.writesFailed(failures.map { "\($0)" }))
            _ = session.reloadIfChangedOnDisk()
            return true
        }
        guard session.reloadIfChangedOnDisk() else { return false }
        send(.reloaded(problems: session.problems.map(\.description)))
        return true
    }

    /// Readable when the store's files may have changed, for the loop to wait on with the keys.
    public var changeDescriptor: Int32? { session.changeDescriptor }

    /// Whether edits are still being written; the loop then looks again soon, for failures.
    public var hasPendingWrites: Bool { session.hasPendingWrites }

    /// Decodes the pictures the last frame showed as their alt text, and reads the whole of a
    /// very large chapter it drew from its opening (the first frame waits for neither); true
    /// when there were some, so the frame is worth drawing again. From then on pictures are
    /// decoded as they are drawn. While the frame showed PDF pages still being drawn, the next
    /// of them is waited for first, at most `pageWait` at a time if given, so that keys are
    /// still answered (false while it is not done); each is drawn in half blocks as soon as it
    /// is done, as the first frame would have, and chafa's symbols come on the call after the
    /// last.
    public func drawDeferredPictures(pageWait: Duration? = nil) -> Bool {
        let navigator = session.navigator
        let publication = navigator.publication
        // Before looking at the pages: one drawn after the look wakes the loop's next wait.
        publication.clearPageDrawnSignal()
        guard navigator.pictureDrawing.defersDecoding else { return false }
        // A page the frame showed pending and drawn since is shown at once, in half blocks, even
        // while another is still being drawn; once: a frame that does not draw the preview
        // (hidden, or no room) leaves its pages pending, and must not ask for frames again and
        // again, with the keys unread.
        let drawn = Set(pagesShownPending.filter { !publication.isPreparingPage($0) })
        if !drawn.isSubset(of: redrawnPages) {
            redrawnPages.formUnion(drawn)
            return true
        }
        if isWaitingForPages { return publication.waitForNextPreparedPage(atMost: pageWait) }
        let wasPartial = navigator.drewFromOpening
        navigator.pictureDrawing.defersDecoding = false
        return wasPartial || navigator.drawnPictures.contains { $0.isDeferred }
    }

    /// Readable once a page the last frame showed still being drawn may be done, for the loop to
    /// wait on with the keys (see `drawDeferredPictures`); nil when the last frame showed none.
    /// Given too when the pages it showed are all drawn already: the last of them may have been
    /// done after `drawDeferredPictures` looked, and then only its signal, raised already, ends
    /// the wait (without it the page was left undrawn until a key: 3 benchmark runs in 14 hung).
    public var pageDrawnDescriptor: Int32? {
        pagesShownPending.isEmpty ? nil : session.navigator.publication.pageDrawnDescriptor
    }

    /// Whether the last frame showed a PDF page that is still being drawn.
    public var isWaitingForPages: Bool {
        pagesShownPending.contains(where: session.navigator.publication.isPreparingPage)
    }

    /// The PDF pages the last frame showed still being drawn.
    private var pagesShownPending: [Int] { session.navigator.drawnPictures.filter(\.isPending).compactMap(\.page) }

    /// Whether the preview's pages are all counted at its current settings and size.
    public var isPaginationComplete: Bool { session.navigator.pageCount != nil || session.navigator.paginate(until: ContinuousClock.now) }

    /// Counts the preview's pages for about `duration`; true when the footer's numbers changed,
    /// so the frame is worth drawing again.
    public func paginate(for duration: Duration) -> Bool {
        let navigator = session.navigator
        let before = (navigator.pageNumber, navigator.pageCount)
        navigator.paginate(until: ContinuousClock.now + duration)
        return before != (navigator.pageNumber, navigator.pageCount)
    }

}

extension PreferenceRow {
    /// The values of a picker row, in order.
    var pickerValues: [JSONValue] {
        if case .values(let values) = allowed { return values.map(\.json) }
        return []
    }

    var pickerLabels: [String] {
        if case .values(let values) = allowed { return values.map(\.label) }
        return []
    }

    /// The values the command line completes for this row.
    var completions: [String] {
        switch allowed {
        case .boolean: ["true", "false"]
        case .booleanOrAuto: ["auto", "true", "false"]
        case .values(let values): values.map { $0.json.plainText }
        case .range(_, _, _, let lower, let upper): [lower, upper]
        case .color(let palette): palette
        case .language(let suggested): suggested
        }
    }
}

extension ScreenController {
    /// The first list line to show so that the focused row is visible in a list of `height`
    /// lines, keeping the section heading above it when possible.
    public func scrollOffset(for height: Int) -> Int {
        ScrollOffset.of(focus: state.focus, in: ListLines(sections: rows.map(\.section)), height: height)
    }

    /// Rows whose title or key contains the query, ignoring case.
    public func matches(_ query: String) -> [Int] { titlesContext.matches(query) }

    /// "2 of 5": where the focus is among the matches.
    public func matchPosition(in found: [Int]) -> String { SearchKeys.position(of: state.focus, in: found) }

    /// The keys whose value is stored for this book rather than in the profile.
    public var bookValueKeys: [String] { ScreenContext(rows: snapshot(of: rows), focused: nil, profile: session.profile).bookValueKeys }

    /// The rows' titles and keys, for a search: where their values live is not looked up.
    private var titlesContext: ScreenContext {
        ScreenContext(rows: rows.map { .init(key: $0.row.key, title: $0.row.title, section: $0.section, kind: $0.row.kind) }, focused: nil, profile: session.profile)
    }
}
