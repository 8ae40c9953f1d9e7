/// Choices the app makes when taking over the terminal.
public struct TerminalOptions: Hashable, Sendable {
    /// Report clicks and the wheel; off leaves the terminal's own text
    /// selection working.
    public var mouse: Bool
    /// How long an Esc waits for the rest of an escape sequence. Curses'
    /// default is a full second, which makes Esc feel broken.
    public var escapeDelayMilliseconds: Int
    /// The most colour to use even if the terminal offers more, e.g.
    /// `.monochrome` for a `--no-color` flag.
    public var colorLimit: ColorCapability
    /// Tried in order when `$TERM` names a terminal the terminfo database
    /// does not know.
    public var fallbackTerminalTypes: [String]
    /// Leave the cursor where each frame puts it (on the focused row), visible, for screen
    /// readers and braille displays; false keeps it hidden.
    public var showsCursor: Bool

    public init(
        mouse: Bool = true,
        escapeDelayMilliseconds: Int = 25,
        colorLimit: ColorCapability = .trueColor,
        fallbackTerminalTypes: [String] = ["xterm-256color", "xterm", "vt100"],
        showsCursor: Bool = true
    ) {
        self.showsCursor = showsCursor
        self.mouse = mouse
        self.escapeDelayMilliseconds = escapeDelayMilliseconds
        self.colorLimit = colorLimit
        self.fallbackTerminalTypes = fallbackTerminalTypes
    }
}
