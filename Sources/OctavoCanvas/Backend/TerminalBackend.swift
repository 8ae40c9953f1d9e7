/// What a screen needs of a terminal: show a canvas, read the next input, know the size and what
/// the terminal can show. The ncurses terminal implements it, and so does `MemoryBackend`, so tests
/// run the very loop the terminal runs.
///
/// Backends are used from one thread (curses is single-threaded), so they are not `Sendable`.
public protocol TerminalBackend: AnyObject {
    /// Columns and rows.
    var size: (width: Int, height: Int) { get }
    var capabilities: TerminalCapabilities { get }
    /// Shows `canvas`, sending the terminal only what changed since the last one.
    func present(_ canvas: Canvas)
    /// The next input, waiting up to `timeout` (nil: until there is one); nil when none came.
    func nextEvent(timeout: Duration?) -> KeyEvent?
    /// As `nextEvent(timeout:)`, and nil as well when one of `descriptors` (a file watch, a page
    /// being drawn) becomes readable first: a screen sleeps on them all rather than looking at
    /// each every so often.
    func nextEvent(timeout: Duration?, wakingFor descriptors: [Int32]) -> KeyEvent?
    /// True once no input can come any more; the loop then ends as if the user had quit.
    var isInputClosed: Bool { get }
    /// Gives the terminal back to the shell until the user resumes the program (Ctrl-Z, then
    /// `fg`), then shows the screen again.
    func suspend()
    /// What the terminal said about pixels; `none` until it has answered, or when it cannot.
    var pictureSupport: PictureSupport { get }
    /// Shows `picture` over its cells in place of the last one, or takes the last one away
    /// (nil), showing the cells under it again.
    func show(_ picture: TerminalPicture?)
}

/// What a terminal can show, as far as a screen's choices go.
public struct TerminalCapabilities: Sendable, Equatable {
    /// Whether colours can be used (false under `NO_COLOR` or on a monochrome terminal).
    public var usesColor: Bool
    /// Something the user should know about the terminal ("TERM=foo is unknown here; using
    /// xterm."), for the status line.
    public var notice: String?

    public init(usesColor: Bool, notice: String? = nil) {
        self.usesColor = usesColor
        self.notice = notice
    }
}

extension TerminalBackend {
    /// A backend that cannot show pixels says so.
    public var pictureSupport: PictureSupport { .none }

    /// A backend that cannot show pixels has none to show.
    public func show(_ picture: TerminalPicture?) {}

    /// A backend that cannot wait on a descriptor waits for input alone.
    public func nextEvent(timeout: Duration?, wakingFor descriptors: [Int32]) -> KeyEvent? {
        nextEvent(timeout: timeout)
    }
}
