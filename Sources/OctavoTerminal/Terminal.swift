import CNcurses
import Glibc
import OctavoCanvas

/// The ncurses screen Octavo draws its settings screen on.
///
/// Curses keeps global state and is not thread-safe, so a `Terminal` must be
/// created, used and stopped on one thread; it is deliberately not
/// `Sendable`, and only one can be active at a time.
///
/// The terminal is restored by ``stop()``, by `deinit`, at `exit`, and by
/// signal handlers on interruption or crash (see ``SignalRestoration``).
public final class Terminal {
    /// The terminfo entry in use: `$TERM`, or the fallback that worked.
    public let terminalType: String
    /// Set when `$TERM` was unknown and a fallback is in use; worth showing,
    /// since keys or colours may then be off.
    public let fallbackNotice: String?
    /// Whether non-ASCII characters are drawn as ASCII stand-ins: the system has no UTF-8 locale.
    public let drawsASCII: Bool
    public let colorCapability: ColorCapability
    /// Cells written to curses by the last ``draw(_:)``.
    public internal(set) var lastDrawCellCount = 0

    let screen: OpaquePointer
    let palette: PaletteMapper
    /// Without `use_default_colors` curses has no "terminal default" colour,
    /// so white on black stands in for it.
    let hasDefaultColors: Bool
    var pairs: ColorPairAllocator
    var appearances: [CellStyle: CursesLook] = [:]
    var appearanceBase: CellStyle?
    /// The mapper for `appearanceBase`, made when a style is first missing from `appearances`:
    /// making it finds the base background's nearest colour, and most frames need no mapper.
    var appearanceMapper: AttributeMapper?
    /// What the screen shows now; nil forces the next draw to repaint all.
    var painted: Canvas?
    /// Whether frames may show the cursor where they put it (off with `--no-cursor`).
    let showsCursor: Bool
    /// Whether the cursor is visible now, so `curs_set` is called only on a change.
    var isCursorVisible = false
    /// What the terminal has said about pixels (see `Terminal+Pictures`).
    public internal(set) var pictureSupport = PictureSupport.none
    /// The protocols the terminal's answers may turn on: none until `askForPictureSupport`.
    var acceptedProtocols: Set<PixelProtocol> = []
    /// The picture over the cells now.
    var shownPicture: TerminalPicture?
    /// The question about pictures sent through tmux, asked again after the first frames until
    /// it is answered (`askAgainThroughTmuxIfUnanswered`), and how many more times.
    var tmuxQuestion: (bytes: [UInt8], remaining: Int)?
    /// Cells were written over the shown picture since it was sent (over a sixel's pixels, or
    /// kitty's placeholders through tmux): showing it again sends it whole.
    var shownPictureDamaged = false
    /// The terminal answered a question since the last look (see `Terminal+Pictures`).
    var answered = false
    private var isStopped = false

    private init(
        screen: OpaquePointer,
        terminalType: String,
        fallbackNotice: String?,
        drawsASCII: Bool,
        colorCapability: ColorCapability,
        hasDefaultColors: Bool,
        showsCursor: Bool
    ) {
        self.screen = screen
        self.showsCursor = showsCursor
        self.terminalType = terminalType
        self.fallbackNotice = fallbackNotice
        self.drawsASCII = drawsASCII
        self.colorCapability = colorCapability
        self.hasDefaultColors = hasDefaultColors
        palette = PaletteMapper(capability: colorCapability)
        pairs = ColorPairAllocator(capacity: colorCapability.usesColor ? Int(octavo_color_pairs()) : 1, palette: palette)
    }

    deinit {
        stop()
    }

    /// Takes over the terminal on stdin/stdout. Throws rather than
    /// scribbling escape sequences into a pipe or file.
    public static func start(_ options: TerminalOptions = TerminalOptions()) throws(TerminalError) -> Terminal {
        try requireTerminalStreams(isTerminal: { isatty($0) == 1 })
        guard !SignalRestoration.isArmed else { throw .alreadyActive }
        // The character set alone: ncurses needs it for wide characters, and the other categories
        // would only load files and change how C libraries print numbers.
        let characterSet = TerminalCharacterSet.adopt()
        guard SignalRestoration.prepare(input: STDIN_FILENO, output: STDOUT_FILENO) else {
            throw .cannotReadTerminalModes
        }
        SignalRestoration.waitForPendingWritesBeforeEnding()
        let environment = processEnvironment()
        guard let opened = openScreen(requested: environment["TERM"], fallbacks: options.fallbackTerminalTypes) else {
            SignalRestoration.disarm()
            throw .unknownTerminalType(tried: [environment["TERM"] ?? "(TERM unset)"] + options.fallbackTerminalTypes)
        }
        guard stringCapability("cup") != nil else {
            endwin()
            delscreen(opened.screen)
            SignalRestoration.disarm()
            throw .cannotAddressCursor(type: opened.type)
        }
        // A screen from newterm stays in ncurses' "not yet started" state until it has been
        // left and resumed once, and in that state every cursor movement writes out the
        // output buffer: a PDF's first frame took 139 writes. Left and resumed here, before
        // anything is set up or drawn, a frame goes out in a few buffer-sized writes.
        endwin()
        doupdate()
        raw()
        noecho()
        nonl()
        // Without a typeahead check, curses writes a frame in one go instead of flushing and
        // polling the keyboard between lines: a frame is a few writes, not dozens, and a key
        // typed meanwhile is read after the frame as usual.
        typeahead(-1)
        let window = octavo_stdscr()
        keypad(window, true)
        KeySequences.defineAlternatives()
        intrflush(window, false)
        curs_set(0)
        set_escdelay(Int32(clamping: options.escapeDelayMilliseconds))
        if options.mouse {
            mousemask(CursesMouse.reported, nil)
            mouseinterval(0)
        }
        var capability = ColorCapability.monochrome
        var hasDefaultColors = false
        if options.colorLimit.usesColor, !ColorCapability.isColorDisabled(environment: environment), has_colors() {
            start_color()
            hasDefaultColors = use_default_colors() == octavo_ok()
            capability = ColorCapability.detect(
                environment: environment,
                hasColors: true,
                colorCount: Int(octavo_colors()),
                limit: options.colorLimit
            )
        }
        SignalRestoration.setResetSequence(ResetSequence.bytes(capability: stringCapability, mouse: options.mouse))
        return Terminal(
            screen: opened.screen,
            terminalType: opened.type,
            fallbackNotice: opened.notice,
            drawsASCII: characterSet == .asciiStandIns,
            colorCapability: capability,
            hasDefaultColors: hasDefaultColors,
            showsCursor: options.showsCursor
        )
    }

    /// The version of the curses library the screen is drawn with, as it says it
    /// (`ncurses` and its version and patch level).
    public static var libraryVersion: String { String(cString: curses_version()) }

    /// The screen size curses knows, updated on resize; zero once stopped.
    public var size: (width: Int, height: Int) {
        guard isActive else { return (0, 0) }
        var height: Int32 = 0
        var width: Int32 = 0
        octavo_getmaxyx(octavo_stdscr(), &height, &width)
        return (Int(width), Int(height))
    }

    /// Gives the terminal back as it was. Safe to call more than once.
    public func stop() {
        guard !isStopped else { return }
        show(nil)
        isStopped = true
        endwin()
        delscreen(screen)
        SignalRestoration.disarm()
    }

    var isActive: Bool { !isStopped }

    static func requireTerminalStreams(isTerminal: (Int32) -> Bool) throws(TerminalError) {
        let redirected = [("stdin", STDIN_FILENO), ("stdout", STDOUT_FILENO)].filter { !isTerminal($0.1) }.map(\.0)
        guard redirected.isEmpty else { throw .notATerminal(streams: redirected) }
    }

    private static func openScreen(
        requested: String?,
        fallbacks: [String]
    ) -> (screen: OpaquePointer, type: String, notice: String?)? {
        if let requested, let screen = newterm(requested, octavo_stdout(), octavo_stdin()) {
            return (screen, requested, nil)
        }
        for type in fallbacks {
            if let screen = newterm(type, octavo_stdout(), octavo_stdin()) {
                let reason = requested.map { "TERM=\($0) is unknown here" } ?? "TERM is not set"
                return (screen, type, "\(reason); using \(type).")
            }
        }
        return nil
    }

    private static func stringCapability(_ name: String) -> [UInt8]? {
        guard let value = octavo_string_capability(name) else { return nil }
        return Array(String(cString: value).utf8)
    }

    private static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["TERM", "COLORTERM", "NO_COLOR"] {
            if let value = getenv(name) {
                environment[name] = String(cString: value)
            }
        }
        return environment
    }
}

@available(*, unavailable, message: "curses is single-threaded: use a Terminal only on the thread that started it")
extension Terminal: Sendable {}
