/// A terminal in memory: it replays queued input and keeps the last canvas it was shown, so a test
/// (or a script) drives a screen through the same loop as a real terminal and reads what it drew.
public final class MemoryBackend: TerminalBackend {
    public private(set) var size: (width: Int, height: Int)
    public let capabilities: TerminalCapabilities
    /// Input not read yet, in order; nil stands for a wait that ended without input.
    public private(set) var pendingEvents: [KeyEvent?]
    /// The canvas on screen now.
    public private(set) var screen: Canvas?
    /// How many canvases were presented.
    public private(set) var presentedCount = 0
    /// What the test says the terminal can show in pixels.
    public var pictureSupport = PictureSupport.none
    /// The picture over the cells now, and every picture shown or taken away, in order.
    public private(set) var picture: TerminalPicture?
    public private(set) var pictureHistory: [TerminalPicture?] = []

    public init(width: Int, height: Int, events: [KeyEvent] = [], capabilities: TerminalCapabilities = TerminalCapabilities(usesColor: true)) {
        size = (width, height)
        pendingEvents = events.map(Optional.some)
        self.capabilities = capabilities
    }

    public func present(_ canvas: Canvas) {
        screen = canvas
        presentedCount += 1
    }

    public func show(_ picture: TerminalPicture?) {
        self.picture = picture
        pictureHistory.append(picture)
    }

    /// Queued input, as a terminal would report it; a resize changes the size first. A queued
    /// wait without input (`sendIdleWaits`) stands for a timeout or a change of watched files.
    public func nextEvent(timeout: Duration?) -> KeyEvent? {
        guard !pendingEvents.isEmpty, let event = pendingEvents.removeFirst() else { return nil }
        if case .resize(let width, let height) = event { size = (width, height) }
        return event
    }

    public func send(_ events: [KeyEvent]) {
        pendingEvents += events.map(Optional.some)
    }

    /// Waits that end without input, as when the user does nothing for a while.
    public func sendIdleWaits(_ count: Int) {
        pendingEvents += Array(repeating: nil, count: count)
    }

    /// How many times the screen asked to be suspended.
    public private(set) var suspendCount = 0

    public func suspend() {
        suspendCount += 1
    }

    /// The input ends once the queue is empty.
    public var isInputClosed: Bool { pendingEvents.isEmpty }
}
