import OctavoCanvas

extension Terminal: TerminalBackend {
    public var capabilities: TerminalCapabilities {
        TerminalCapabilities(usesColor: colorCapability.usesColor, notice: fallbackNotice)
    }

    public func present(_ canvas: Canvas) {
        draw(canvas)
    }

    /// A terminal's input ends with a hang-up, and the signal handlers restore the terminal and
    /// end the process then; until that, more keys can always come.
    public var isInputClosed: Bool { false }
}
