import OctavoCanvas

/// The last page a navigator drew, kept with everything the drawing depended on: moving between
/// rows of the settings screen redraws the screen, and the page beside them is then handed back
/// rather than laid out and drawn again. The key is of one type, not `AnyHashable`: wrapping a
/// value in one looks its type up among every conformance in the program the first time, on a
/// PDF's first frame.
struct RenderCache<Key: Hashable> {
    private var key: Key?
    private var canvas: Canvas?
    private var pictures: [DrawnPicture] = []

    /// The page `draw` drew for the same `key`, as kept, or drawn now on a canvas of `size`
    /// and kept; with the pictures drawn, counted from its corner.
    mutating func page(
        key: Key, size: Size, draw: (inout Canvas, Rect) -> [DrawnPicture]
    ) -> (canvas: Canvas, pictures: [DrawnPicture]) {
        if key != self.key || canvas == nil {
            var page = Canvas(width: size.width, height: size.height)
            pictures = draw(&page, page.bounds)
            self.key = key
            canvas = page
        }
        return (canvas!, pictures)
    }

    /// Makes the next `page` draw, whatever its key.
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
