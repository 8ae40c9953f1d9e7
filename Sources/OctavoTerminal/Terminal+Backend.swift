import Glibc
import OctavoCanvas

extension Terminal: TerminalBackend {
    public var capabilities: TerminalCapabilities {
        let notices = [fallbackNotice, drawsASCII ? TerminalCharacterSet.asciiNotice : nil].compactMap { $0 }
        return TerminalCapabilities(usesColor: colorCapability.usesColor, notice: notices.isEmpty ? nil : notices.joined(separator: "; "))
    }

    public func present(_ canvas: Canvas) {
        draw(canvas)
        askAgainThroughTmuxIfUnanswered()
    }

    /// A terminal's input ends with a hang-up, and the signal handlers restore the terminal and
    /// end the process then; until that, more keys can always come.
    public var isInputClosed: Bool { false }

    /// Raw mode turns Ctrl-Z into a key, so the stop signal is raised here; curses' own handler
    /// restores the terminal before the process stops and takes it back when it continues.
    public func suspend() {
        guard isActive else { return }
        // The shell gets its screen back without the page's picture on it.
        show(nil)
        raise(SIGTSTP)
        painted = nil
    }
}
