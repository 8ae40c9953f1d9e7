import OctavoCanvas
import OctavoPreferences
import OctavoSession

/// Everything the settings screen holds besides the session's preferences: the focus, the mode,
/// the messages, undo and redo, the presets on offer and the keys. `ScreenUpdate.update` is the
/// only code that changes it, and the view draws from it.
public struct ScreenState: Equatable, Sendable {
    public enum Mode: Equatable, Sendable {
        case list
        /// The list of values of a picker row, with the highlighted choice.
        case picker(selection: Int)
        /// Typing a value for a colour, language or number row. It opens with the current value
        /// selected, so typing replaces it and Enter keeps it.
        case entry(text: String, selected: Bool)
        /// Incremental search over titles and keys; `origin` is where the focus was before.
        case search(query: String, origin: Int)
        case help
        case confirmReset
        /// Asking before clearing every value set for this book only.
        case confirmClearBookValues
        case profiles(names: [String], selection: Int)
        /// Typing the name of a profile to create, or to copy or rename `source` to.
        case profileName(action: ProfileAction, source: String, text: String)
        /// The messages of this session, newest last.
        case messages
        /// Asking before deleting a profile.
        case confirmDeleteProfile(name: String)
        /// The command line (`:`): what is typed so far.
        case command(text: String)
        /// The preset picker: each preset's name and what it does, with the highlighted one.
        case presets(items: [String], selection: Int)
    }

    /// What a profile name is typed for.
    public enum ProfileAction: String, Sendable {
        case create = "New profile"
        case copy = "Copy"
        case rename = "Rename"
    }

    /// The terminal's size, in cells.
    public var size: Size
    /// What each key does in each mode; `ui.keyBindings` remaps it, and the hints and help follow.
    public var keyMap = KeyMap.standard
    /// The preferences before each change that `u` can take back, oldest first.
    public var undoStack: [[String: JSONValue]] = []
    /// The preferences `Ctrl-R` can bring back, most recently undone last.
    public var redoStack: [[String: JSONValue]] = []
    /// The presets offered when the picker opened (built in, then the user's file).
    public var presets: [PreferencePreset] = []
    /// Index of the focused row in the flattened list of rows.
    public var focus = 0
    /// How far the help is scrolled, in lines, when it is taller than the terminal.
    public var helpScroll = 0
    /// Every error and warning shown on the status line so far, newest last (`L` lists them).
    public var log: [String] = []
    /// The last search, which `n` and `N` go on with once the search line is closed.
    public var lastQuery = ""
    public var mode: Mode = .list
    /// Keys go to the preview (page turns) instead of the list.
    public var previewFocused = false
    /// On narrow terminals the preview can be shown instead of the list.
    public var previewShown = true
    /// A message for the status line, replacing the focused row's explanation until the next key.
    public var message: String?
    public var isError = false
    public var quit = false
    /// The user quit with Ctrl-C, which a terminal program answers with status 130.
    public var interrupted = false

    public init(size: Size = Size(width: 80, height: 24)) {
        self.size = size
        previewShown = ScreenLayout(width: size.width, height: size.height, previewShown: true).hasRoomForBoth
    }

    /// The layout of the screen as it is now.
    var layout: ScreenLayout { ScreenLayout(width: size.width, height: size.height, previewShown: previewShown) }

    /// Whether the terminal is large enough to show the list and the preview together.
    var hasRoomForBoth: Bool { ScreenLayout(width: size.width, height: size.height, previewShown: true).hasRoomForBoth }
}
