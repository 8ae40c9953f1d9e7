import OctavoCanvas

/// The last page a navigator drew, kept with everything the drawing depended on: moving between
/// rows of the settings screen redraws the screen, and the page beside them is then copied
/// rather than laid out and drawn again. The key is of one type, not `AnyHashable`: wrapping a
/// value in one looks its type up among every conformance in the program the first time, on a
/// PDF's first frame.
struct RenderCache<Key: Hashable> {
    private var key: Key?
    private var canvas: Canvas?
    private var pictures: [DrawnPicture] = []

    /// Draws into `rect` of `canvas` what `draw` drew for the same `key`, or calls `draw` on a
    /// canvas of the rect's size and keeps what it drew; returns the pictures drawn.
    mutating func render(
        key: Key, into canvas: inout Canvas, in rect: Rect, draw: (inout Canvas, Rect) -> [DrawnPicture]
    ) -> [DrawnPicture] {
        if key != self.key || self.canvas == nil {
            var page = Canvas(width: rect.width, height: rect.height)
            let drawn = draw(&page, page.bounds)
            self.key = key
            self.canvas = page
            pictures = drawn
        }
        canvas.draw(self.canvas!, at: rect.origin, clip: rect)
        return pictures.map { $0.moved(by: rect.origin) }
    }

    /// Makes the next `render` draw, whatever its key.
    mutating func forget() {
        key = nil
        canvas = nil
        pictures = []
    }
}

extension DrawnPicture {
    /// The same picture, its cells counted from `origin`.
    func moved(by origin: Point) -> DrawnPicture {
        var moved = self
        moved.rect = rect.offsetBy(dx: origin.x, dy: origin.y)
        return moved
    }
}
