import OctavoCanvas
import OctavoNavigator
import OctavoSession

extension ScreenController {
    /// The page in pixels the screen should show now over the preview's text, or nil: when no
    /// worker draws pages, the terminal shows no pixels or has not said how big a cell is, the
    /// preview is hidden, or a box (help, a picker, a menu, a question) covers it.
    func wantedPicture(support: PictureSupport) -> PagePictureWorker.Request? {
        guard pagePictures != nil || makePagePictures != nil, let pixelProtocol = support.pixelProtocol, let cellSize = support.cellSize else { return nil }
        let layout = state.layout
        guard !layout.isTooSmall, let preview = layout.preview else { return nil }
        switch state.mode {
        case .list, .search, .command, .entry: break
        default: return nil
        }
        let body = PageFrame(rect: PageSnapshot.pageFrame(inPreview: preview)).body
        guard !body.isEmpty else { return nil }
        return PagePictureWorker.Request(
            preferences: session.preferencesJSON, locator: pixelLocation ?? session.navigator.currentLocation, rect: body, cellSize: cellSize, pixelProtocol: pixelProtocol,
            usesPlaceholders: support.usesPlaceholders
        )
    }

    /// After a frame: asks for the page the frame shows, unless it was asked for already, or
    /// takes the picture away when the frame shows none.
    public func requestPicture(on backend: some TerminalBackend) {
        guard let wanted = wantedPicture(support: backend.pictureSupport) else {
            requestedPicture = nil
            shownPicture = nil
            backend.show(nil)
            return
        }
        guard wanted != requestedPicture else {
            // The same page: shown again, which sends nothing unless the frame wrote over it.
            if let shownPicture, shownPicture.request == wanted { backend.show(shownPicture.picture) }
            return
        }
        if pagePictures == nil {
            pagePictures = makePagePictures?()
            makePagePictures = nil
        }
        // A new page keeps the old one on screen until it comes; a preview that moved or changed
        // size (a resize) takes it away at once, or it would lie over the list meanwhile.
        if let shown = shownPicture, shown.request.rect != wanted.rect {
            backend.show(nil)
            shownPicture = nil
        }
        requestedPicture = wanted
        pagePictures?.request(wanted)
    }

    /// Once the worker has drawn a page: shows it, when it is still the one the screen shows,
    /// and takes the next of the turns waiting for it. Returns whether a frame is wanted: the
    /// footer follows the page shown, and a message says when the page could not be drawn.
    public func showDrawnPicture(on backend: some TerminalBackend) -> Bool {
        guard let worker = pagePictures else { return false }
        var changed = false
        if let drawn = worker.take(), drawn.request == requestedPicture {
            backend.show(drawn.picture)
            shownPicture = drawn
            changed = true
            if pendingPixelTurns != 0, let turns = drawn.turns {
                let forward = pendingPixelTurns > 0
                pendingPixelTurns += forward ? -1 : 1
                if !step(forward: forward, from: turns) { pendingPixelTurns = 0 }
            }
        }
        guard let failure = worker.takeFailure() else { return changed }
        // Drawn in cells from now on, rather than failing again on every change.
        pagePictures = nil
        makePagePictures = nil
        requestedPicture = nil
        shownPicture = nil
        pixelLocation = nil
        pendingPixelTurns = 0
        backend.show(nil)
        show(message: "The page stays in cells: \(failure)", isError: true)
        return true
    }

    /// A page turn while pages are shown in pixels: to the next or the previous page of pixels,
    /// where the navigator in cells follows; nil when pages are not shown in pixels. A turn from
    /// a page still being drawn waits for it, so a burst of turns skips no page.
    func turnPixelPage(_ turn: PageTurn) -> Bool? {
        // No page in pixels is asked for (the preview hidden, a box over it): the cells lead,
        // and the pixels start again from their place.
        guard pagePictures != nil, requestedPicture != nil, pixelLocation != nil || shownPicture?.turns != nil else {
            pixelLocation = nil
            pendingPixelTurns = 0
            return nil
        }
        let forward = switch turn {
        case .forward: true
        case .backward: false
        case .left: session.navigator.readingProgression == .rtl
        case .right: session.navigator.readingProgression != .rtl
        }
        guard let shown = shownPicture, shown.request == requestedPicture, let turns = shown.turns else {
            pendingPixelTurns += forward ? 1 : -1
            return true
        }
        return step(forward: forward, from: turns)
    }

    private func step(forward: Bool, from turns: PagePictureWorker.PageTurns) -> Bool {
        guard let target = forward ? turns.next : turns.previous else { return false }
        pixelLocation = target
        session.navigator.go(to: target)
        return true
    }

    /// The footer of the page in pixels on screen, in place of the one of cells under it.
    var pixelFooter: String? { shownPicture?.turns?.footer }

    /// What stands in for the font family the settings name on the page in pixels on screen,
    /// when that family is not installed.
    public var pixelFontSubstitution: String? { shownPicture?.fontSubstitution }

    /// After the terminal took the picture away itself (a suspension): the next frame asks for
    /// it again.
    public func forgetRequestedPicture() {
        requestedPicture = nil
        shownPicture = nil
    }

    /// Readable when a page in pixels is ready.
    public var pictureDescriptor: Int32? { pagePictures?.descriptor }
}
