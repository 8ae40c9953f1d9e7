import OctavoCanvas
import OctavoGraphics
import OctavoPublication

extension EPUBNavigator {
    // MARK: Pages in pixels

    /// Lays pages out for `device` in real fonts, typeset by Pango, rather than in cells: page
    /// numbers then count pages of that size. nil goes back to cells. Fails when Pango cannot
    /// be loaded, and the navigator stays as it was.
    public func usePixels(_ device: PixelDevice?) throws(GraphicsLibraryError) {
        if device != nil, typesetter == nil { typesetter = try Typesetter(language: typesetterLanguage) }
        guard device != pixelDevice else { return }
        pixelDevice = device
        relayout()
    }

    /// The language text is shaped for: the settings', else the publication's.
    private var typesetterLanguage: String? { (settings.language ?? publication.metadata.language)?.code.bcp47 }

    /// How the current style sets text at the current device; nil in cells.
    func pixelTypesetting() -> PixelTypesetting? {
        guard let device = pixelDevice else { return nil }
        if typesetter?.language != typesetterLanguage, let retyped = try? Typesetter(language: typesetterLanguage) {
            typesetter = retyped
            madeTypesetting = nil
        }
        guard let typesetter else { return nil }
        var pixelStyle = style
        // Scrolled text is laid out as pages in pixels.
        pixelStyle.scroll = false
        // Made again for a new layout only: the colours are read from `style` when drawing.
        if let made = madeTypesetting, made.style.pixelLayout == pixelStyle.pixelLayout, made.devicePixelRatio == device.devicePixelRatio { return made }
        let made = PixelTypesetting(typesetter: typesetter, style: pixelStyle, devicePixelRatio: device.devicePixelRatio)
        madeTypesetting = made
        return made
    }

    /// The families of the fonts `document`'s `@font-face` rules declare, by the names they
    /// give them: each font file is read from the book (unscrambled) and registered with
    /// fontconfig the first time a document names it. A font that cannot be read is left out,
    /// and its text set in what fontconfig finds nearest.
    func bookFamilies(for document: ContentDocument) -> [String: String] {
        var families: [String: String] = [:]
        var registered = false
        // Every file is registered, a family's bold and italic ones too; its name maps to the
        // family fontconfig reads in the first that can be read.
        for face in document.fontFaces {
            if bookFonts[face.source] == nil {
                let data = ApplicationFonts.isFull ? nil : try? publication.fontData(at: face.source)
                let family = data.flatMap { ApplicationFonts.register([UInt8]($0), key: publication.url.path + "#" + face.source) }
                bookFonts[face.source] = .some(family)
                if family != nil { registered = true }
            }
            if families[face.family] == nil, let family = bookFonts[face.source] ?? nil { families[face.family] = family }
        }
        // Pango's font map looks again at what fontconfig knows.
        if registered { typesetter?.fontsChanged() }
        return families
    }

    /// The columns of a page in pixels: the page cut into equal columns, each less its gutters
    /// and no wider than Readium CSS's 40rem line, centred in its column.
    func pixelColumns(device: PixelDevice, typesetting: PixelTypesetting) -> [Rect] {
        // Vertical lines fill the page from its right edge: one block, its lines its columns.
        if typesetting.style.vertical {
            let gutter = device.gutter(pageMargins: style.pageMargins)
            let inset = device.verticalInset
            return [Rect(x: Int(gutter.rounded()), y: inset, width: max(1, device.width - 2 * Int(gutter.rounded())), height: max(1, device.height - 2 * inset))]
        }
        let count: Int
        switch style.columnCount {
        case .one: count = 1
        case .two: count = 2
        case .auto: count = device.width > device.height && Double(device.width) >= 60 * typesetting.rootEm ? 2 : 1
        }
        let inset = device.verticalInset
        let height = max(1, device.height - 2 * inset)
        let column = Double(device.width) / Double(count)
        let gutter = min(device.gutter(pageMargins: style.pageMargins), column / 4)
        let width = max(1, min(column - 2 * gutter, 40 * typesetting.rootEm))
        return (0..<count).map { index in
            let x = Double(index) * column + (column - width) / 2
            return Rect(x: Int(x.rounded()), y: inset, width: Int(width.rounded(.down)), height: height)
        }
    }

    /// The current page in pixels, with the geometry of its lines and pictures; nil in cells.
    public func renderPixelPage() -> PixelPage? {
        if let fixed, let device = pixelDevice, let typesetter { return renderFixedPixelPage(fixed, device: device, typesetter: typesetter) }
        guard let device = pixelDevice, let typesetting = pixelTypesetting() else { return nil }
        let columns = pixelColumns(device: device, typesetting: typesetting)
        var renderer = PixelPageRenderer(typesetting: typesetting, device: device, colors: style)
        renderer.picture = { [unowned self] source in
            pictures.pixels(source, filter: style.imageFilter, background: style.backgroundColor.packed, ink: style.textColor.packed)
        }
        let page = currentPage()
        let ordered = readingProgression == .rtl ? Array(columns.reversed()) : columns
        return renderer.render(page, columns: Array(ordered.prefix(max(1, page.columns.count))), allColumns: columns)
    }
}
