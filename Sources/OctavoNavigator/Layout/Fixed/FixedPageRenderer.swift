import OctavoPublication
import OctavoCanvas

/// Draws fixed-layout pages: through `drawPage` (a PDF page rendered by poppler, as cells) when
/// the caller can, else as a framed box with the page number on the frame and a few
/// caller-chosen lines in the middle (the first words of a fixed-layout EPUB page, or why the
/// page could not be rendered).
enum FixedPageRenderer {
    /// Draws page `page` filling `frame`, clipped to `clip`; false when it cannot.
    typealias PageDrawer = (_ page: Int, _ frame: Rect, _ clip: Rect, _ canvas: inout Canvas) -> Bool

    /// `labels` is asked only for pages on screen, so that a long document costs no more
    /// than the spread being shown.
    static func render(
        pages: [PDFPageSize], labels: (Int) -> [String], position: FixedPosition, viewport: Size,
        options: FixedLayoutOptions
    ) -> Canvas {
        render(geometry: FixedPageGeometry(pages: pages, options: options, viewport: viewport), labels: labels, position: position)
    }

    /// For callers that keep a geometry to answer location and scrolling questions as well.
    static func render(geometry: FixedPageGeometry, labels: (Int) -> [String], position: FixedPosition, drawPage: PageDrawer? = nil) -> Canvas {
        let options = geometry.options
        let background = CellStyle(foreground: options.inkColor, background: options.backgroundColor)
        let paper = CellStyle(foreground: options.inkColor, background: options.pageColor)
        var canvas = Canvas(width: geometry.viewport.width, height: geometry.viewport.height, style: background)
        let position = geometry.clamped(position)
        for placed in geometry.frames(at: position) {
            if let drawPage, drawPage(placed.page, placed.frame, geometry.contentRegion, &canvas) { continue }
            drawBox(placed, lines: labels(placed.page), style: paper, clip: geometry.contentRegion, on: &canvas)
        }
        if let track = geometry.scrollbarTrack, case .scroll(let offset) = position {
            ScrollbarRenderer.draw(
                on: &canvas, track: track, offset: offset, visibleLength: geometry.viewportLength,
                totalLength: geometry.scrollExtent, trackStyle: background,
                thumbStyle: background.with(foreground: options.pageColor)
            )
        }
        return canvas
    }

    /// Lines are centred both ways and cut with "…" rather than at the frame, so a narrow page
    /// still shows that its text goes on.
    private static func drawBox(_ placed: FixedPageFrame, lines: [String], style: CellStyle, clip: Rect, on canvas: inout Canvas) {
        canvas.fill(placed.frame, style: style)
        canvas.drawBox(placed.frame, style: style, title: String(placed.page + 1))
        let inside = placed.frame.insetBy(dx: 1, dy: 1)
        guard !inside.isEmpty else { return }
        let shown = lines.prefix(inside.height)
        let top = inside.y + (inside.height - shown.count) / 2
        for (row, line) in shown.enumerated() {
            let fitted = TextWidth.truncate(ControlCharacters.sanitize(line), toWidth: inside.width)
            let x = inside.x + (inside.width - TextWidth.of(fitted)) / 2
            canvas.draw(fitted, at: Point(x: x, y: top + row), style: style, clip: inside.intersection(clip))
        }
    }
}
