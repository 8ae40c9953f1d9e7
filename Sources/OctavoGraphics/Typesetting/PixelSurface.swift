import CPango

/// A page being drawn in pixels: an opaque cairo image on which text typeset by a `Typesetter`,
/// rectangles and pictures are drawn, then read back as a `PixelImage`.
///
/// Used by one thread at a time; every call into cairo and Pango takes the graphics lock.
public final class PixelSurface {
    public let width: Int
    public let height: Int
    private let typesetter: Typesetter
    private let surface: OpaquePointer
    private let cairo: OpaquePointer
    /// The layout text is drawn with, reused from one run to the next.
    private let drawing: OpaquePointer
    /// The context and layout of vertical lines, made when one is first drawn.
    private var verticalLayout: (context: OpaquePointer, layout: OpaquePointer)?
    private var pango: Pango { typesetter.pango }

    /// The largest side a page may have, as for poppler's pages.
    public static let maximumSide = 1 << 14

    /// A page of `width` × `height` pixels painted `background` (0xRRGGBB), whose text is set by
    /// `typesetter`; nil when the size is out of range or cairo cannot make the image.
    public init?(width: Int, height: Int, background: UInt32, typesetter: Typesetter) {
        guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else { return nil }
        let pango = typesetter.pango
        let made = GraphicsLock.withLock { () -> (OpaquePointer, OpaquePointer, OpaquePointer)? in
            guard let surface = pango.cairo.surfaceCreate(Int32(OCTAVO_CAIRO_FORMAT_ARGB32), Int32(width), Int32(height)) else { return nil }
            guard pango.cairo.surfaceStatus(surface) == 0, let cairo = pango.cairo.create(surface) else {
                pango.cairo.surfaceDestroy(surface)
                return nil
            }
            guard let layout = pango.layoutNew(typesetter.context) else {
                pango.cairo.destroy(cairo)
                pango.cairo.surfaceDestroy(surface)
                return nil
            }
            pango.cairo.setSource(cairo, color: background)
            pango.cairo.paint(cairo)
            return (surface, cairo, layout)
        }
        guard let (surface, cairo, drawing) = made else { return nil }
        self.width = width
        self.height = height
        self.typesetter = typesetter
        self.surface = surface
        self.cairo = cairo
        self.drawing = drawing
    }

    deinit {
        GraphicsLock.withLock {
            if let verticalLayout {
                pango.glib.objectUnref(UnsafeMutableRawPointer(verticalLayout.layout))
                pango.glib.objectUnref(UnsafeMutableRawPointer(verticalLayout.context))
            }
            pango.glib.objectUnref(UnsafeMutableRawPointer(drawing))
            pango.cairo.destroy(cairo)
            pango.cairo.surfaceDestroy(surface)
        }
    }

    /// Fills a rectangle with `color` (0xRRGGBB).
    public func fill(x: Double, y: Double, width: Double, height: Double, color: UInt32) {
        GraphicsLock.withLock {
            pango.cairo.setSource(cairo, color: color)
            pango.cairo.rectangle(cairo, x, y, width, height)
            pango.cairo.fill(cairo)
        }
    }

    /// Draws `text` in `face`, its logical box starting at `x` and its baseline at `baseline`.
    /// A vertical face's line runs down the page: `x` is then how far down the run starts, and
    /// `baseline` the page's x of the line's central baseline.
    public func draw(_ text: String, face: FontFace, x: Double, baseline: Double, color: UInt32) {
        guard !text.isEmpty else { return }
        GraphicsLock.withLock {
            var layout = drawing
            var origin = (x: x, baseline: baseline)
            if face.vertical {
                // Turned a quarter about the run's start on the central baseline.
                guard let vertical = verticalDrawing() else { return }
                layout = vertical
                origin = (0, 0)
                pango.cairo.save(cairo)
                pango.cairo.translate(cairo, baseline, x)
                pango.rotate(cairo, Double.pi / 2)
                pango.updateLayout(cairo, layout)
            }
            typesetter.prepare(layout, text: text, face: face)
            let layoutBaseline = Double(pango.baseline(layout)) / Double(OCTAVO_PANGO_SCALE)
            pango.cairo.setSource(cairo, color: color)
            pango.cairo.moveTo(cairo, origin.x, origin.baseline - layoutBaseline)
            pango.showLayout(cairo, layout)
            if face.vertical { pango.cairo.restore(cairo) }
        }
    }

    /// The layout vertical lines are drawn with, on the typesetter's vertical context; called
    /// with the graphics lock held.
    private func verticalDrawing() -> OpaquePointer? {
        if let verticalLayout { return verticalLayout.layout }
        guard let context = typesetter.makeVerticalContext() else { return nil }
        guard let layout = pango.layoutNew(context) else {
            pango.glib.objectUnref(UnsafeMutableRawPointer(context))
            return nil
        }
        verticalLayout = (context, layout)
        return layout
    }

    /// Draws `image` scaled into the rectangle, over what is there (its transparent parts let
    /// the page show through).
    public func draw(_ image: PixelImage, x: Double, y: Double, width: Double, height: Double) {
        guard width > 0, height > 0 else { return }
        var premultiplied = CairoPixels.argb(of: image)
        GraphicsLock.withLock {
            premultiplied.withUnsafeMutableBytes { bytes in
                guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
                      let source = pango.cairo.surfaceCreateForData(base, Int32(OCTAVO_CAIRO_FORMAT_ARGB32), Int32(image.width), Int32(image.height), Int32(image.width * 4))
                else { return }
                defer { pango.cairo.surfaceDestroy(source) }
                pango.cairo.save(cairo)
                pango.cairo.rectangle(cairo, x, y, width, height)
                pango.cairo.translate(cairo, x, y)
                pango.cairo.scale(cairo, width / Double(image.width), height / Double(image.height))
                pango.cairo.setSourceSurface(cairo, source, 0, 0)
                // The edges keep their colour when the picture is scaled, rather than fading out.
                if let pattern = pango.cairo.source(cairo) { pango.cairo.patternSetExtend(pattern, Int32(OCTAVO_CAIRO_EXTEND_PAD)) }
                pango.cairo.fill(cairo)
                pango.cairo.restore(cairo)
            }
        }
    }

    /// The page as drawn so far.
    public var image: PixelImage {
        GraphicsLock.withLock { pango.cairo.opaqueImage(of: surface, width: width, height: height) }
            ?? PixelImage(width: width, height: height, rgba: [UInt8](repeating: 255, count: width * height * 4))
    }
}
