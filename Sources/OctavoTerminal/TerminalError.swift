/// Why the settings screen could not take over the terminal. Each message
/// is meant to be printed as is, so it says what to do about it.
public enum TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Lists the standard streams that are not terminals, e.g. `["stdin"]`.
    case notATerminal(streams: [String])
    /// Carries every terminal type that was tried, `$TERM` first.
    case unknownTerminalType(tried: [String])
    /// Only one terminal session can run at a time: curses has one screen.
    case alreadyActive
    case cannotReadTerminalModes
    /// The terminal type has no cursor addressing (`TERM=dumb`, a printing terminal).
    case cannotAddressCursor(type: String)

    public var description: String {
        switch self {
        case .notATerminal(let streams):
            "Octavo's settings screen needs an interactive terminal, but \(streams.joined(separator: " and ")) "
                + (streams.count == 1 ? "is" : "are") + " not a terminal (redirected or piped?)."
        case .unknownTerminalType(let tried):
            "None of the terminal types \(tried.joined(separator: ", ")) is known to this system's terminfo database; "
                + "set TERM to a known type."
        case .alreadyActive:
            "The terminal is already in use by another Octavo terminal session; stop it first."
        case .cannotReadTerminalModes:
            "Could not read the terminal's modes (tcgetattr failed), so it could not be restored safely afterwards."
        case .cannotAddressCursor(let type):
            "TERM=\(type) cannot move the cursor, which the settings screen needs; use a full terminal, "
                + "or the command line: octavo list, octavo get KEY, octavo set KEY VALUE."
        }
    }
}
