import OctavoCanvas
import OctavoGraphics
import OctavoPublication

/// The pictures of one publication, decoded and turned into cells on demand and kept, so that
/// moving between rows or back and forth between pages draws from memory: a PDF page or a
/// picture is rendered once per (source, size, filter, colour depth, background).
final class PictureLibrary {
    private let publication: Publication
    private var sizes: [String: (width: Int, height: Int)?] = [:]
    /// A screen shows a few pictures or a spread; these keep a few screens' worth (a 120×40
    /// page is 600 KB of pixels and 150 KB of cells).
    private var decoded = BoundedCache<String, Result<PixelImage, PictureError>>(limit: 8)
    private var pixels = BoundedCache<PixelKey, Result<PixelImage, PictureError>>(limit: 8)
    private var cells = BoundedCache<CellKey, Result<SymbolPicture, PictureError>>(limit: 32)

    private struct PixelKey: Hashable {
        var source: String
        var filter: ImageFilter?
        var background: UInt32
        var ink: UInt32
        /// For a PDF page, the size it was rendered at; pictures are decoded at their own.
        var size: Size?
    }

    private struct CellKey: Hashable {
        var pixels: PixelKey
        var cells: Size
        var depth: PictureColorDepth
        /// Half blocks averaged from the pixels, for a first frame, rather than chafa's symbols.
        var isQuick = false
    }

    init(publication: Publication) {
        self.publication = publication
    }

    /// The picture's size in pixels: the markup's, else its file's header (not decoded).
    func naturalSize(of picture: PictureReference) -> (width: Int, height: Int)? {
        let file: (width: Int, height: Int)?
        if let cached = sizes[picture.source] {
            file = cached
        } else {
            file = publication.pictureHeader(at: picture.source).flatMap { PictureDimensions.read([UInt8]($0)) }
            sizes[picture.source] = file
        }
        switch (picture.width, picture.height, file) {
        case (let width?, let height?, _): return (Int(width.rounded()), Int(height.rounded()))
        case (let width?, nil, let file?): return (Int(width.rounded()), Int((width * Double(file.height) / Double(file.width)).rounded()))
        case (nil, let height?, let file?): return (Int((height * Double(file.width) / Double(file.height)).rounded()), Int(height.rounded()))
        default: return file
        }
    }

    /// An EPUB picture as cells and as the filtered pixels they were made from; `ink` is the
    /// text colour, which symbols take in monochrome. Nil when `drawing` defers decoding and the
    /// picture has not been decoded yet.
    func picture(_ source: String, cells size: Size, filter: ImageFilter?, background: UInt32, ink: UInt32, drawing: PictureDrawing) -> (Result<SymbolPicture, PictureError>, PixelImage?)? {
        let key = PixelKey(source: source, filter: filter, background: background, ink: ink, size: nil)
        if drawing.defersDecoding, !decoded.contains(source) { return nil }
        let image = pixels.value(for: key) {
            decode(source).map { Self.filtered($0.flattened(over: background), filter) }
        }
        return (symbols(key, image, size, drawing), try? image.get())
    }

    /// An EPUB picture's pixels, filtered and laid over `background`, for a page in pixels; nil
    /// when it cannot be decoded.
    func pixels(_ source: String, filter: ImageFilter?, background: UInt32, ink: UInt32) -> PixelImage? {
        let key = PixelKey(source: source, filter: filter, background: background, ink: ink, size: nil)
        return try? pixels.value(for: key) { decode(source).map { Self.filtered($0.flattened(over: background), filter) } }.get()
    }

    /// A PDF page rendered for `size` cells, as cells and pixels. While `drawing` defers
    /// decoding, the cells are half blocks averaged from the page's pixels (see
    /// `HalfBlockRenderer`), and the page is to be drawn again once the frame is shown; nil
    /// then while the page prepared for the first frame is still being drawn, which the frame
    /// does not wait for.
    func page(_ index: Int, cells size: Size, drawing: PictureDrawing) -> (Result<SymbolPicture, PictureError>, PixelImage?)? {
        if drawing.defersDecoding, publication.isPreparingPage(index) { return nil }
        // A page drawn while the book opened serves the half blocks at whatever size it has.
        if drawing.defersDecoding, let prepared = publication.preparedDrawing(ofPage: index) {
            let key = Self.pageKey(index, size: Size(width: prepared.width, height: prepared.height))
            return (halfBlocks(of: .success(prepared), key: key, cells: size, depth: drawing.colorDepth), prepared)
        }
        let pixelSize = Size(width: size.width * drawing.pixelsPerCell.width, height: size.height * drawing.pixelsPerCell.height)
        let key = Self.pageKey(index, size: pixelSize)
        let image = pixels.value(for: key) {
            guard let image = publication.renderPage(index, width: pixelSize.width, height: pixelSize.height) else {
                return .failure(PictureError("poppler could not render page \(index + 1)"))
            }
            return .success(image)
        }
        guard drawing.defersDecoding else { return (symbols(key, image, size, drawing), try? image.get()) }
        return (halfBlocks(of: image, key: key, cells: size, depth: drawing.colorDepth), try? image.get())
    }

    /// Page `index` of a PDF at `size` pixels: black ink on white paper.
    private static func pageKey(_ index: Int, size: Size) -> PixelKey {
        PixelKey(source: "page \(index + 1)", filter: nil, background: 0xFFFFFF, ink: 0x000000, size: size)
    }

    /// A page's pixels as the half blocks of a first frame, averaged for `size` cells.
    private func halfBlocks(of image: Result<PixelImage, PictureError>, key: PixelKey, cells size: Size, depth: PictureColorDepth) -> Result<SymbolPicture, PictureError> {
        cells.value(for: CellKey(pixels: key, cells: size, depth: depth, isQuick: true)) {
            image.map { HalfBlockRenderer.render($0, columns: size.width, rows: size.height, depth: depth, ink: key.ink, paper: key.background) }
        }
    }

    /// A picture as its file holds it, decoded once whatever colours it is later shown with.
    private func decode(_ source: String) -> Result<PixelImage, PictureError> {
        decoded.value(for: source) {
            Result { () throws(PictureError) -> PixelImage in
                let data: [UInt8]
                do { data = [UInt8](try publication.pictureData(at: source)) } catch { throw PictureError("\(error)") }
                return try PictureDecoder.decode(data)
            }
        }
    }

    private func symbols(_ key: PixelKey, _ image: Result<PixelImage, PictureError>, _ size: Size, _ drawing: PictureDrawing) -> Result<SymbolPicture, PictureError> {
        cells.value(for: CellKey(pixels: key, cells: size, depth: drawing.colorDepth)) {
            Result { () throws(PictureError) -> SymbolPicture in
                try SymbolRenderer.render(try image.get(), columns: size.width, rows: size.height, depth: drawing.colorDepth, ink: key.ink, paper: key.background)
            }
        }
    }

    private static func filtered(_ image: PixelImage, _ filter: ImageFilter?) -> PixelImage {
        switch filter {
        case .darken: image.darkened()
        case .invert: image.inverted()
        case nil: image
        }
    }
}

/// A dictionary that forgets its oldest entries past `limit`.
struct BoundedCache<Key: Hashable, Value> {
    let limit: Int
    private var values: [Key: Value] = [:]
    private var order: [Key] = []

    init(limit: Int) { self.limit = limit }

    func contains(_ key: Key) -> Bool { values[key] != nil }

    mutating func value(for key: Key, make: () -> Value) -> Value {
        if let value = values[key] { return value }
        let value = make()
        values[key] = value
        order.append(key)
        if order.count > limit { values[order.removeFirst()] = nil }
        return value
    }
}

extension SymbolPicture {
    /// Draws the cells at `origin`, clipped to `clip`; cells without a colour (monochrome
    /// drawing) take `style`'s, the others are marked as a picture's.
    func draw(on canvas: inout Canvas, at origin: Point, style: CellStyle, clip: Rect) {
        for row in 0..<rows {
            for column in 0..<columns {
                let point = Point(x: origin.x + column, y: origin.y + row)
                guard clip.contains(point) else { continue }
                let cell = self[column, row]
                var cellStyle = style
                cellStyle.isPicture = cell.foreground != nil || cell.background != nil
                if let foreground = cell.foreground { cellStyle = cellStyle.with(foreground: RGBColor(hex: Int(foreground))) }
                if let background = cell.background { cellStyle = cellStyle.with(background: RGBColor(hex: Int(background))) }
                canvas.draw(character: cell.symbol, at: point, style: cellStyle, clip: clip)
            }
        }
    }
}
