import OctavoCanvas

extension ScreenController {
    /// Renders the page for the preview the state shows, if it shows one: the viewport follows
    /// the preview's size. Called by the loop before each frame, never by the view.
    public func renderPage() -> PageSnapshot? {
        let layout = state.layout
        guard !layout.isTooSmall, let preview = layout.preview else { return nil }
        var page = PageSnapshot.render(session.navigator, in: PageSnapshot.pageFrame(inPreview: preview))
        if let footer = pixelFooter { page.replacePageFooter(with: footer) }
        return page
    }
}

extension ScreenView {
    /// The frame of `controller` as it is now: its page rendered first, then drawn.
    public func render(_ controller: ScreenController) -> Canvas {
        render(controller, page: controller.renderPage())
    }
}
