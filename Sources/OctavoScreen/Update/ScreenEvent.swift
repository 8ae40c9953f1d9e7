import OctavoCanvas
import OctavoPreferences
import OctavoSession

/// What `ScreenUpdate.update` answers: a key or the window from the terminal, or what an effect
/// did.
public enum ScreenEvent: Equatable, Sendable {
    case key(KeyEvent)
    /// An edit was made in memory; the durable write comes after the frame.
    case edited(EditResult)
    /// A typed value was refused: why, and what is allowed.
    case editRefused(reason: String, origin: EditOrigin)
    case replaced(ReplaceResult)
    /// Replacing every preference failed: undo and redo keep `target` where it was.
    case replaceFailed(ReplaceOrigin, target: [String: JSONValue], message: String)
    case movedToProfile(title: String, label: String, profile: String)
    case pageTurned(PageTurn, moved: Bool)
    case profilesListed(names: [String], selection: Int)
    /// A profile was created, copied, renamed, deleted or switched to; `profile` is the current
    /// one now, and `switchedProfile` whether it changed.
    case profileChanged(ProfileOperation, profile: String, switchedProfile: Bool)
    case presetsLoaded([PreferencePreset], problems: [String])
    /// Writes made in the background failed: what the screen shows was not saved.
    case writesFailed([String])
    /// The store's files changed on disk and were read again, with what was wrong in them.
    case reloaded(problems: [String])
    /// A message for the status line, from the program that runs the screen.
    case notice(String, isError: Bool)
    /// An effect failed; `reopen` is the mode to go back to (a field keeps its text).
    case failed(String, reopen: ScreenState.Mode?)
}

/// What an edit did, as the status line needs it.
public struct EditResult: Equatable, Sendable {
    public var key: String
    public var origin: EditOrigin
    /// The preferences before the edit; nil when nothing changed.
    public var before: [String: JSONValue]?
    /// The row after the edit.
    public var row: ScreenContext.Focused
    /// Whether the page looks different after it.
    public var pageChanged: Bool
    /// Where the value comes from now, and the profile's name.
    public var source: String

    public init(key: String, origin: EditOrigin, before: [String: JSONValue]?, row: ScreenContext.Focused, pageChanged: Bool, source: String) {
        self.key = key
        self.origin = origin
        self.before = before
        self.row = row
        self.pageChanged = pageChanged
        self.source = source
    }
}

/// What replacing every preference did.
public struct ReplaceResult: Equatable, Sendable {
    public var origin: ReplaceOrigin
    public var before: [String: JSONValue]
    public var after: [String: JSONValue]
    /// Each changed row: its title, its label before and after.
    public var changes: [Change]
    public var warnings: [String]

    public struct Change: Equatable, Sendable {
        public var title: String
        public var before: String
        public var after: String

        public init(title: String, before: String, after: String) {
            self.title = title
            self.before = before
            self.after = after
        }
    }

    public init(origin: ReplaceOrigin, before: [String: JSONValue], after: [String: JSONValue], changes: [Change], warnings: [String]) {
        self.origin = origin
        self.before = before
        self.after = after
        self.changes = changes
        self.warnings = warnings
    }
}
