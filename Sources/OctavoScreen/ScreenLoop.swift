import OctavoCanvas

/// The settings screen's main loop, the same for every backend: draw the view, wait for input
/// or a change others made to the store, hand it to the controller.
///
/// Everything runs on the caller's thread, as curses requires.
public struct ScreenLoop {
    /// How long to wait for a key before looking at the store files again, where they cannot
    /// be watched.
    public static let idleInterval: Duration = .milliseconds(250)
    /// How long to wait for a key while edits are still being written.
    public static let pendingWriteInterval: Duration = .milliseconds(20)
    /// How long page counting runs between two looks at the keyboard.
    public static let paginationSlice: Duration = .milliseconds(20)

    public let controller: SettingsController
    public let view: SettingsScreenView

    public init(controller: SettingsController, view: SettingsScreenView) {
        self.controller = controller
        self.view = view
    }

    /// How long to wait for a key: not at all while pages are being counted; a little while
    /// edits are being written (to report a failed write); else until a key or a change of the
    /// store files comes, or, where the files cannot be watched, for `idleInterval`.
    private func waitingTime(counting: Bool) -> Duration? {
        if counting { return .zero }
        if controller.hasPendingWrites { return Self.pendingWriteInterval }
        return controller.changeDescriptor == nil ? Self.idleInterval : nil
    }

    /// Replays `script` first (key scripts of `--keys`), then reads the backend until the user
    /// quits or the input ends; the last state is drawn before returning.
    public func run(on backend: some TerminalBackend, replaying script: [KeyEvent] = []) {
        for event in script where !controller.state.quit { controller.handle(event) }
        // A frame is drawn when something happened, never on a timeout alone, so an idle screen
        // costs no drawing.
        var changed = true
        while !controller.state.quit {
            if changed { backend.present(view.render(controller)) }
            if backend.isInputClosed { return }
            // Pictures left out of the first frame are decoded now, and shown in the next.
            changed = controller.drawDeferredPictures()
            if changed { continue }
            // Pages are counted after the frame, in slices short enough that keys are still
            // answered at once; the footer is redrawn when its numbers become known.
            let counting = !controller.isPaginationComplete
            if let event = backend.nextEvent(timeout: waitingTime(counting: counting), wakingFor: controller.changeDescriptor) {
                controller.handle(event)
                if controller.takeSuspendRequest() { backend.suspend() }
                changed = true
            } else if counting, controller.paginate(for: Self.paginationSlice) {
                changed = true
            }
            if controller.reloadIfChangedOnDisk() { changed = true }
        }
    }
}
