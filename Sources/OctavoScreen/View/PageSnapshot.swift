import OctavoCanvas
import OctavoNavigator

/// The page as the navigator rendered it for the preview, with the line under it: the runtime
/// renders it, and the view shows it as it is.
public struct PageSnapshot: Equatable, Sendable {
    /// Where the page sits on the screen.
    public var frame: Rect
    public var cells: Canvas
    /// "Chapter · position 3 · 12%", with a picture's alt text; nil before the first location.
    public var footer: String?

    /// The page's place inside the preview's box: a column of margin on each side, so page
    /// frames never touch the pane's border, and the last line for the footer.
    static func pageFrame(inPreview rect: Rect) -> Rect {
        let inside = rect.insetBy(dx: 1, dy: 1)
        let margin = inside.width >= 20 ? 1 : 0
        return Rect(x: inside.x + margin, y: inside.y, width: max(0, inside.width - 2 * margin), height: max(0, inside.height - 1))
    }

    /// Sets the navigator's viewport to `frame` and renders its page there: the page the
    /// navigator keeps, when it has not changed.
    static func render(_ navigator: any VisualNavigator, in frame: Rect) -> PageSnapshot {
        let size = Viewport(width: frame.width, height: frame.height)
        if navigator.viewport != size { navigator.viewport = size }
        let cells = navigator.renderPage(size: frame.size)
        var footer: String?
        if let location = navigator.currentLocation {
            let progression = Int(((location.locations.totalProgression ?? 0) * 100).rounded())
            var line = "\(location.title ?? location.href) · position \(location.locations.position ?? 1) · \(progression)%"
            // A picture's alt text stays readable here, and why it could not be drawn.
            if let picture = navigator.drawnPictures.first(where: { !$0.source.hasPrefix("page ") }) {
                let alt = picture.alt.isEmpty ? picture.source : picture.alt
                line += picture.failure.map { " · picture \(alt): \($0)" } ?? " · picture: \(alt)"
            }
            footer = ControlCharacters.sanitize(line)
        }
        return PageSnapshot(frame: frame, cells: cells, footer: footer)
    }

    /// The page's own footer row ("page 3 of 120 · …") says `text` instead, in the same style:
    /// the footer of a page drawn over this one in pixels, whose pages are not these.
    mutating func replacePageFooter(with text: String) {
        guard let row = PageFrame(rect: cells.bounds).footer, !row.isEmpty else { return }
        let style = cells[x: row.x, y: row.y].style
        cells.fill(row, style: style)
        cells.draw(TextWidth.truncate(ControlCharacters.sanitize(text), toWidth: row.width), at: row.origin, style: style, clip: row)
    }
}
