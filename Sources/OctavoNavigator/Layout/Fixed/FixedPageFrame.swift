import OctavoCanvas

/// A page placed on screen. The frame is in viewport cells and may reach past the viewport
/// when the page is partly scrolled out; drawing clips it.
struct FixedPageFrame: Hashable, Sendable {
    /// Zero-based index in the document.
    let page: Int
    let frame: Rect
}
