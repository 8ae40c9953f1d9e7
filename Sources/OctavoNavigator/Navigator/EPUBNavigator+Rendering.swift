import OctavoPublication
import OctavoCanvas
import OctavoGraphics
import OctavoPreferences

extension EPUBNavigator {
    // MARK: Rendering

    public func render(into canvas: inout Canvas, in rect: Rect) {
        canvas.draw(renderPage(size: rect.size), at: rect.origin, clip: rect)
        drawnPictures = drawnPictures.map { $0.moved(by: rect.origin) }
    }

    public func renderPage(size: Size) -> Canvas {
        let key = DrawingKey(
            size: size, viewport: viewport, resource: resource, anchor: anchor, style: style, pictureDrawing: pictureDrawing,
            pageNumber: pageNumber, pageCount: pageCount, fixed: fixed?.drawingKey
        )
        let (page, pictures) = renderCache.page(key: key, size: size) { page, bounds in
            draw(into: &page, in: bounds)
            return drawnPictures
        }
        drawnPictures = pictures
        return page
    }

    /// Everything a drawing of the page depends on.
    struct DrawingKey: Hashable {
        var size: Size
        var viewport: Viewport
        var resource: Int
        var anchor: Int
        var style: ReflowStyle
        var pictureDrawing: PictureDrawing
        var pageNumber: Int?
        var pageCount: Int?
        var fixed: FixedPagePresenter.DrawingKey?
    }

    private func draw(into canvas: inout Canvas, in rect: Rect) {
        drawnPictures = []
        if let fixed {
            renderFixed(fixed, into: &canvas, in: rect)
            return
        }
        var renderer = ReflowRenderer(style: style)
        renderer.drawPicture = { [unowned self] picture, cells, canvas in drawPicture(picture, in: cells, on: &canvas) }
        canvas.fill(rect, style: renderer.pageStyle)
        let frame = PageFrame(rect: rect)
        if let header = frame.header {
            var title = chapterTitle(resource) ?? publication.metadata.title
            if let family = style.fontFamily { title += "  ·  \(family.rawValue)" }
            canvas.draw(TextWidth.truncate(title, toWidth: header.width), at: header.origin, style: renderer.pageStyle.dimmed, clip: header)
        }
        let area = textArea(in: frame.body)
        let page = currentPage()
        let columns = columnRects(area, count: page.columns.count == 0 ? 1 : columnCount(for: area))
        for (index, column) in page.columns.enumerated() where index < columns.count {
            let rect = readingProgression == .rtl && !style.vertical ? columns[columns.count - 1 - index] : columns[index]
            renderer.draw(column, into: &canvas, in: rect)
        }
        if style.scroll, !page.hasMore, let last = page.columns.last?.last {
            drawContinuation(after: last.row, in: area, into: &canvas, renderer: renderer)
        }
        if let footer = frame.footer {
            canvas.draw(TextWidth.truncate(footerText, toWidth: footer.width), at: footer.origin, style: renderer.pageStyle.dimmed, clip: footer)
        }
        drewFromOpening = openings.contains(resource)
    }

    /// Draws a picture over `cells` with the image filter and the page's background; when it
    /// cannot be decoded, says why under its alt text.
    private func drawPicture(_ picture: LinePicture, in cells: Rect, on canvas: inout Canvas) -> Bool {
        guard !cells.isEmpty else { return true }
        guard let (symbols, image) = pictures.picture(
            picture.source, cells: cells.size, filter: style.imageFilter,
            background: style.backgroundColor.packed, ink: style.textColor.packed, drawing: pictureDrawing
        ) else {
            var deferred = DrawnPicture(rect: cells, source: picture.source, alt: picture.alt, failure: nil, image: nil)
            deferred.isDeferred = true
            drawnPictures.append(deferred)
            return false
        }
        let pageStyle = CellStyle(foreground: style.textColor.rgb, background: style.backgroundColor.rgb)
        switch symbols {
        case .success(let drawn):
            drawn.draw(on: &canvas, at: cells.origin, style: pageStyle, clip: cells)
            drawnPictures.append(DrawnPicture(rect: cells, source: picture.source, alt: picture.alt, failure: nil, image: image))
            return true
        case .failure(let error):
            drawnPictures.append(DrawnPicture(rect: cells, source: picture.source, alt: picture.alt, failure: error.reason, image: nil))
            let reason = Self.wrapped(ControlCharacters.sanitize(error.reason), width: cells.width)
            for (index, line) in reason.prefix(cells.height - 1).enumerated() {
                canvas.draw(line, at: Point(x: cells.x, y: cells.y + 1 + index), style: pageStyle.dimmed, clip: cells)
            }
            return false
        }
    }

    /// `text` in lines of at most `width` cells, broken at spaces (a longer word is cut).
    private static func wrapped(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if TextWidth.of(candidate) <= width {
                line = candidate
            } else {
                if !line.isEmpty { lines.append(line) }
                line = TextWidth.truncate(String(word), toWidth: width)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private func renderFixed(_ fixed: FixedPagePresenter, into canvas: inout Canvas, in rect: Rect) {
        let header = publication.metadata.title + "  ·  fixed layout"
        fixed.draw(into: &canvas, in: rect, header: header, pageCount: publication.readingOrder.count) { page in
            let words = self.document(at: page).blocks.prefix(3).map(\.text).joined(separator: " ")
            return ["Page \(page + 1)"] + words.split(separator: " ").chunked(into: 4).map { $0.joined(separator: " ") }.prefix(4)
        }
    }

    /// In scroll mode the text runs on into the next resource, after a separator.
    private func drawContinuation(after lastRow: Int, in area: Rect, into canvas: inout Canvas, renderer: ReflowRenderer) {
        guard !style.vertical, resource + 1 < publication.readingOrder.count else { return }
        let separatorRow = lastRow + 2
        guard separatorRow < area.height else { return }
        let rule = String(repeating: "─", count: max(0, min(area.width, 24)))
        canvas.draw(rule, at: Point(x: area.x + (area.width - rule.count) / 2, y: area.y + separatorRow), style: renderer.pageStyle.dimmed, clip: area)
        let next = self.layout(at: resource + 1)
        guard let first = next.first else { return }
        let remaining = Rect(x: area.x, y: area.y + separatorRow + 2, width: area.width, height: area.height - separatorRow - 2)
        guard remaining.height > 0 else { return }
        let page = ReflowPager(layout: next, rows: remaining.height, columnCount: 1).page(from: first)
        if let column = page.columns.first { renderer.draw(column, into: &canvas, in: remaining) }
    }

    /// The line under the page: its number of the count in the pages this navigator lays out
    /// (in cells, or in pixels after `usePixels`), how far through the book, and which way pages
    /// turn.
    public var footerText: String {
        guard let location = currentLocation else { return "" }
        let percent = Int(((location.locations.totalProgression ?? 0) * 100).rounded())
        let position = location.locations.position ?? 1
        if style.scroll { return "scroll · \(percent)% · position \(position) of \(positions.totalPositions)" }
        let arrows = readingProgression == .rtl ? "◀ next · previous ▶" : "◀ previous · next ▶"
        let number = pageNumber.map(String.init) ?? "…"
        let count = pageCount.map(String.init) ?? "…"
        return "page \(number) of \(count) · \(percent)% · \(arrows)"
    }
}

extension Array {
    /// The elements in consecutive groups of `size`.
    func chunked(into size: Int) -> [ArraySlice<Element>] {
        stride(from: 0, to: count, by: size).map { self[$0..<Swift.min($0 + size, count)] }
    }
}
