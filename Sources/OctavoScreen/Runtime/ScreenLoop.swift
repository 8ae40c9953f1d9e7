import OctavoCanvas

/// The settings screen's main loop, the same for every backend: draw the view with the page it
/// renders, run the effects that waited for the frame (the write to disk), then wait for input or
/// a change others made to the store, and hand it to the controller.
///
/// Everything runs on the caller's thread, as curses requires.
public struct ScreenLoop {
    /// How long to wait for a key before looking at the store files again, where they cannot
    /// be watched.
    public static let idleInterval: Duration = .milliseconds(250)
    /// How long to wait for a key while edits are still being written.
    public static let pendingWriteInterval: Duration = .milliseconds(20)
    /// How long page counting runs between two looks at the keyboard: a key that comes while
    /// pages are being counted waits at most about this long.
    public static let paginationSlice: Duration = .milliseconds(2)
    /// How long to wait for a key before looking again at a PDF page still being drawn, where
    /// the page cannot wake the wait (the system gave no descriptor for it).
    public static let pageWaitSlice: Duration = .milliseconds(10)
    /// Page counting waits until the keyboard has been quiet this long, so keys typed in a burst
    /// or held down are answered at once; the footer says "page … of …" meanwhile.
    public static let defaultTypingPause: Duration = .milliseconds(50)

    public let controller: ScreenController
    public let view: ScreenView
    /// `defaultTypingPause`; zero where time does not pass between events (a replayed script).
    public var typingPause = Self.defaultTypingPause

    public init(controller: ScreenController, view: ScreenView) {
        self.controller = controller
        self.view = view
    }

    /// How long to wait for a key, a change of the store files or a PDF page being drawn, each
    /// of which ends the wait: while pages are being counted, not at all, or until the typing
    /// pause since the last key is over; a little while edits are being written (to report a
    /// failed write), or while a page being drawn cannot end the wait; else as long as it takes,
    /// or, where the files cannot be watched, `idleInterval`.
    private func waitingTime(counting: Bool, sinceLastKey: Duration) -> Duration? {
        if counting { return max(.zero, typingPause - sinceLastKey) }
        if controller.isWaitingForPages, controller.pageDrawnDescriptor == nil { return Self.pageWaitSlice }
        if controller.hasPendingWrites { return Self.pendingWriteInterval }
        return controller.changeDescriptor == nil ? Self.idleInterval : nil
    }

    /// Replays `script` first (key scripts of `--keys`), then reads the backend until the user
    /// quits or the input ends; the last state is drawn before returning.
    ///
    /// `afterFirstFrame` runs once a call, when the first frame is out or before the first
    /// replayed key, whichever comes first: what the screen needs only after its first frame (a
    /// thread for the writes, a watch on the store's files, pages in pixels) then does not hold
    /// it up.
    public func run(on backend: some TerminalBackend, replaying script: [KeyEvent] = [], afterFirstFrame: () -> Void = {}) {
        var started = false
        func afterFirstFrameOnce() {
            if !started { afterFirstFrame() }
            started = true
        }
        for event in script where !controller.state.quit {
            afterFirstFrameOnce()
            controller.handle(event)
            controller.runEffectsAfterFrame()
        }
        // A frame is drawn when something happened, never on a timeout alone, so an idle screen
        // costs no drawing.
        var changed = true
        let clock = ContinuousClock()
        var lastKey = clock.now - typingPause
        while !controller.state.quit {
            if changed {
                backend.present(view.render(controller))
                afterFirstFrameOnce()
                // The page in pixels follows the frame, drawn on the worker's thread.
                controller.requestPicture(on: backend)
                // The edit's write, a suspension and a QA report come once the frame is out;
                // what they report is drawn in a frame of its own.
                let reported = controller.runEffectsAfterFrame()
                if controller.takeSuspendRequest() {
                    backend.suspend()
                    // Back from the shell, the page's picture is sent again.
                    controller.forgetRequestedPicture()
                    continue
                }
                if reported { continue }
            }
            if backend.isInputClosed { return }
            // Pictures left out of the first frame are decoded now, and shown in the next; a
            // PDF page still being drawn is waited for with the keyboard, below.
            changed = controller.drawDeferredPictures(pageWait: .zero)
            if changed { continue }
            // The store's files are looked at once the frame is out, not between a key and its
            // frame: the first look (which compares the files, as the watch began after they were
            // read) came between a PDF's page being drawn and its frame.
            changed = controller.reloadIfChangedOnDisk()
            if changed { continue }
            // Pages are counted after the frame, once the keyboard has paused, in slices short
            // enough that keys are still answered at once; the footer is redrawn when its
            // numbers become known. The edit's own write wakes the wait early: the pause still
            // runs its course, or the footer's frame would follow every edit's at once.
            let counting = !controller.isPaginationComplete
            let waiting = waitingTime(counting: counting, sinceLastKey: clock.now - lastKey)
            let wakers = [controller.changeDescriptor, controller.pageDrawnDescriptor, controller.pictureDescriptor].compactMap { $0 }
            let support = backend.pictureSupport
            if let event = backend.nextEvent(timeout: waiting, wakingFor: wakers) {
                lastKey = clock.now
                controller.handle(event)
                changed = true
            } else if controller.showDrawnPicture(on: backend) {
                changed = true
            } else if backend.pictureSupport != support {
                // The terminal answered: pixels can replace the symbols.
                controller.requestPicture(on: backend)
            } else if counting, clock.now - lastKey >= typingPause, controller.paginate(for: Self.paginationSlice) {
                changed = true
            }
        }
    }
}
