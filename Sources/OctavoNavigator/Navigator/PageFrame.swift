import OctavoCanvas

/// The rows of a page kept for its header and footer, when there is room for them.
public struct PageFrame {
    public let header: Rect?
    public let body: Rect
    public let footer: Rect?

    public init(rect: Rect) {
        if rect.height >= 6 {
            header = Rect(x: rect.x + 1, y: rect.y, width: max(0, rect.width - 2), height: 1)
            footer = Rect(x: rect.x + 1, y: rect.maxY - 1, width: max(0, rect.width - 2), height: 1)
            body = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: rect.height - 2)
        } else {
            header = nil
            footer = nil
            body = rect
        }
    }
}
