import OctavoPublication
import OctavoCanvas
import OctavoGraphics
import OctavoPreferences

extension EPUBNavigator {
    // MARK: Layout

    func replaceOpenings() {
        for index in openings { documents[index] = nil }
        openings = []
        relayout()
    }

    func relayout() {
        layouts = [:]
        shownPage = nil
        pageStarts = []
        pagination = nil
        fixed?.update(options: fixed?.options ?? FixedLayoutOptions(), viewport: fixedViewport)
        notifyIfMoved()
    }

    /// The content of resource `index`, parsed once and kept while it is near the reader: page
    /// counting reads every chapter once and keeps none, so the one on screen stays parsed.
    func document(at index: Int, keeping: Bool = true) -> ContentDocument {
        if let document = documents[index] { return document }
        // A first frame of a very large chapter is drawn from its opening, without waiting for
        // the whole to be inflated and parsed.
        if pictureDrawing.defersDecoding, index == resource, let opening = publication.contentDocumentOpening(at: index) {
            openings.insert(index)
            documents[index] = opening
            return opening
        }
        let document: ContentDocument
        do {
            document = try publication.contentDocument(at: index)
            for line in document.leftOut { warn("\(document.href): \(line)") }
        } catch {
            warn("\(error)")
            let href = publication.readingOrder[index].href
            let notice = ContentBlock(kind: .paragraph, runs: [TextRun("[This part of the book cannot be shown: \(error)]")])
            document = ContentDocument(href: href, title: nil, language: nil, blocks: [notice], anchors: [:], repairs: [])
        }
        guard keeping else { return document }
        if documents.count >= 8 { documents = documents.filter { $0.key == resource } }
        documents[index] = document
        return document
    }

    /// Adds a content warning once, however often its resource is parsed again.
    private func warn(_ warning: String) {
        if !contentWarnings.contains(warning) { contentWarnings.append(warning) }
    }

    func layout(at index: Int) -> ReflowDocumentLayout {
        if let layout = layouts[index] { return layout }
        let layout = makeLayout(at: index)
        layouts[index] = layout
        return layout
    }

    func makeLayout(at index: Int, keepingDocument: Bool = true, placesGlyphs: Bool = true) -> ReflowDocumentLayout {
        if let device = pixelDevice, let typesetting = pixelTypesetting() {
            let column = pixelColumns(device: device, typesetting: typesetting)[0]
            let document = document(at: index, keeping: keepingDocument)
            return ReflowDocumentLayout(
                document: document, style: typesetting.style, measure: typesetting.style.vertical ? column.height : column.width,
                pictureSize: { [pictures] in pictures.naturalSize(of: $0) }, pictureRowLimit: column.height, units: .pixels(typesetting),
                placesGlyphs: placesGlyphs, bookFamilies: bookFamilies(for: document)
            )
        }
        let area = textArea(in: PageFrame(rect: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)).body)
        let columns = columnRects(area, count: columnCount(for: area))
        let measure = style.vertical ? area.height : (columns.first?.width ?? area.width)
        let pictureRows = style.vertical ? 1 : max(1, area.height)
        return ReflowDocumentLayout(
            document: document(at: index, keeping: keepingDocument), style: style, measure: max(1, measure),
            pictureSize: { [pictures] in pictures.naturalSize(of: $0) }, pictureRowLimit: pictureRows, placesGlyphs: placesGlyphs
        )
    }

    func pager(for layout: ReflowDocumentLayout) -> ReflowPager {
        if let device = pixelDevice, let typesetting = pixelTypesetting() {
            let columns = pixelColumns(device: device, typesetting: typesetting)
            // Vertical lines stack across the page, right to left.
            if typesetting.style.vertical { return ReflowPager(layout: layout, rows: columns[0].width, columnCount: 1) }
            return ReflowPager(layout: layout, rows: columns[0].height, columnCount: columns.count)
        }
        let area = textArea(in: PageFrame(rect: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)).body)
        let rows = style.vertical ? max(1, area.width / ReflowRenderer.verticalPitch) : max(1, area.height)
        return ReflowPager(layout: layout, rows: rows, columnCount: style.vertical ? 1 : columnCount(for: area))
    }

    /// The page on screen, paged once for a resource and anchor at the current layout: every
    /// frame asks for it (the page number, the location and the drawing).
    func currentPage() -> ReflowPage {
        if let shownPage, shownPage.resource == resource, shownPage.anchor == anchor { return shownPage.page }
        let layout = self.layout(at: resource)
        let page = (layout.cursor(containing: anchor) ?? layout.first).map { pager(for: layout).page(from: $0) } ?? .empty
        shownPage = (resource, anchor, page)
        return page
    }

    func columnCount(for area: Rect) -> Int {
        guard !style.scroll, !style.vertical else { return 1 }
        switch style.columnCount {
        case .one: return 1
        case .two: return area.width >= 20 ? 2 : 1
        case .auto: return area.width >= 90 && area.width > 2 * area.height ? 2 : 1
        }
    }

    /// The page area less the margins: the margin grows with the preference and the viewport.
    func textArea(in body: Rect) -> Rect {
        let unit = max(1.0, Double(body.width) / 40)
        let margin = min(Int((style.pageMargins * unit).rounded()), max(0, (body.width - 8) / 2))
        return Rect(x: body.x + margin, y: body.y, width: max(1, body.width - 2 * margin), height: body.height)
    }

    func columnRects(_ area: Rect, count: Int) -> [Rect] {
        guard count == 2 else { return [area] }
        let gutter = 3
        let width = (area.width - gutter) / 2
        return [Rect(x: area.x, y: area.y, width: width, height: area.height),
                Rect(x: area.x + width + gutter, y: area.y, width: area.width - width - gutter, height: area.height)]
    }
}
