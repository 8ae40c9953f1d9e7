import OctavoCanvas

extension ScreenController {
    /// Renders the page for the preview the state shows, if it shows one: the viewport follows
    /// the preview's size. Called between a frame's two steps (`ScreenView.render(_:)`), never
    /// by the view.
    public func renderPage() -> PageSnapshot? {
        let layout = state.layout
        guard !layout.isTooSmall, let preview = layout.preview else { return nil }
        var page = PageSnapshot.render(session.navigator, in: PageSnapshot.pageFrame(inPreview: preview))
        if let footer = pixelFooter { page.replacePageFooter(with: footer) }
        return page
    }
}

extension ScreenView {
    /// The frame of `controller` as it is now: the settings drawn first, then its page rendered
    /// and put in. On a first frame the page waits for the chapter that the book's own thread is
    /// still parsing, and the settings are drawn in that time rather than after it.
    public func render(_ controller: ScreenController) -> Canvas {
        var frame = beginFrame(controller)
        finish(&frame, of: controller, page: controller.renderPage())
        return frame.canvas
    }
}
