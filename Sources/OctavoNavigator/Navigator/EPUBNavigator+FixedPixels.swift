import OctavoCanvas
import OctavoGraphics
import OctavoPublication

extension EPUBNavigator {
    /// The spread on screen of a fixed-layout book, in pixels: each page laid out at the size its
    /// viewport declares, in CSS pixels, then scaled as a reading system scales a fixed page to
    /// fit the device, the pages side by side in the order they are read, centred on grey. A
    /// page's content that runs past its viewport is cut, as a web view cuts it.
    func renderFixedPixelPage(_ fixed: FixedPagePresenter, device: PixelDevice, typesetter: Typesetter) -> PixelPage? {
        let pages = FixedSpreads.onScreenOrder(fixed.options.scroll ? [fixed.currentPage] : fixed.visiblePages, readingProgression: readingProgression)
        guard !pages.isEmpty else { return nil }
        let sizes = pages.map { publication.pageSizeTable[$0] }
        let totalWidth = sizes.map(\.width).reduce(0, +)
        let tallest = sizes.map(\.height).max() ?? 1
        guard totalWidth > 0, tallest > 0 else { return nil }
        let scale = min(Double(device.width) / totalWidth, Double(device.height) / tallest)
        var image = PixelImage.filled(width: device.width, height: device.height, color: PDFNavigator.pixelBackground)
        var lines: [PixelPage.Line] = []
        var pictures: [PixelPage.Picture] = []
        var boxes: [PixelPage.Box] = []
        var x = (Double(device.width) - totalWidth * scale) / 2
        var first: PixelPage?
        for (page, size) in zip(pages, sizes) {
            let width = max(1, Int((size.width * scale).rounded()))
            let height = max(1, Int((size.height * scale).rounded()))
            let origin = (x: Int(x.rounded()), y: (device.height - height) / 2)
            x += size.width * scale
            guard let drawn = renderFixedPage(page, device: PixelDevice(width: width, height: height, devicePixelRatio: scale), typesetter: typesetter) else { continue }
            first = first ?? drawn
            image.paste(drawn.image, x: origin.x, y: origin.y)
            func moved(_ box: PixelPage.Box) -> PixelPage.Box { PixelPage.Box(x: box.x + origin.x, y: box.y + origin.y, width: box.width, height: box.height) }
            lines += drawn.lines.map { PixelPage.Line(text: $0.text, box: moved($0.box), baseline: $0.baseline + Double(origin.y)) }
            pictures += drawn.pictures.map { PixelPage.Picture(box: moved($0.box), source: $0.source) }
            boxes.append(PixelPage.Box(x: origin.x, y: origin.y, width: width, height: height))
        }
        guard let first, let left = boxes.map(\.x).min(), let top = boxes.map(\.y).min() else { return nil }
        let right = boxes.map { $0.x + $0.width }.max() ?? left, bottom = boxes.map { $0.y + $0.height }.max() ?? top
        var spread = PixelPage(
            image: image, device: device, fontSize: first.fontSize, fontFamily: first.fontFamily,
            contentBox: PixelPage.Box(x: left, y: top, width: right - left, height: bottom - top), lines: lines, pictures: pictures
        )
        spread.fontSubstitution = first.fontSubstitution
        return spread
    }

    /// Page `index` of a fixed-layout book alone, filling `device`: its first screen of content,
    /// with no margins, as the publisher placed it.
    private func renderFixedPage(_ index: Int, device: PixelDevice, typesetter: Typesetter) -> PixelPage? {
        var pageStyle = style
        pageStyle.vertical = false
        pageStyle.scroll = false
        let typesetting = PixelTypesetting(typesetter: typesetter, style: pageStyle, devicePixelRatio: device.devicePixelRatio)
        let document = document(at: index)
        let layout = ReflowDocumentLayout(
            document: document, style: pageStyle, measure: device.width,
            pictureSize: { [pictures] in pictures.naturalSize(of: $0) }, pictureRowLimit: device.height, units: .pixels(typesetting),
            bookFamilies: bookFamilies(for: document)
        )
        let column = Rect(x: 0, y: 0, width: device.width, height: device.height)
        let pager = ReflowPager(layout: layout, rows: device.height, columnCount: 1)
        let page = layout.first.map { pager.page(from: $0) } ?? .empty
        var renderer = PixelPageRenderer(typesetting: typesetting, device: device, colors: style)
        renderer.picture = { [unowned self] source in
            pictures.pixels(source, filter: style.imageFilter, background: style.backgroundColor.packed, ink: style.textColor.packed)
        }
        return renderer.render(page, columns: [column], allColumns: [column])
    }
}
