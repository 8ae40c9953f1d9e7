import CPango

/// Measures text as Pango shapes it (HarfBuzz, with kerning and ligatures) in fontconfig's
/// fonts, for a layout measured in pixels: the width each grapheme of a word takes, and a
/// face's ascent and descent. Glyph positions are not rounded to whole pixels and metrics are
/// not hinted, so widths add up as a browser's do.
///
/// One typesetter is used by one thread at a time (it keeps caches); every call into Pango
/// takes the graphics lock.
public final class Typesetter {
    let pango: Pango
    /// The BCP 47 tag of the language text is shaped for.
    public let language: String?
    /// Owned: the context and the layout measured with.
    let context: OpaquePointer
    private let fontMap: OpaquePointer
    private let measuring: OpaquePointer
    let ligaturesOff: OpaquePointer
    private var descriptions: [FontFace: OpaquePointer] = [:]
    private var metricsCache: [FontFace: FontMetrics] = [:]
    private var wordCache: [WordKey: [Double]] = [:]

    private struct WordKey: Hashable {
        var text: String
        var face: FontFace
    }

    /// Words kept measured; past this the cache starts again, so a long book cannot grow it
    /// without bound.
    private static let wordCacheLimit = 50_000

    /// A typesetter whose text is in `language` (a BCP 47 tag), which picks the glyphs that
    /// differ between languages and the fallback fonts.
    public init(language: String?) throws(GraphicsLibraryError) {
        let pango = try Pango.loaded.get()
        FontConfiguration.waitUntilReady()
        self.pango = pango
        self.language = language
        let made = GraphicsLock.withLock { () -> (OpaquePointer, OpaquePointer, OpaquePointer, OpaquePointer)? in
            guard let fontMap = pango.fontMapNew() else { return nil }
            guard let context = Self.context(of: fontMap, pango: pango, language: language) else {
                pango.glib.objectUnref(UnsafeMutableRawPointer(fontMap))
                return nil
            }
            let made = [UnsafeMutableRawPointer(fontMap), UnsafeMutableRawPointer(context)]
            guard let layout = pango.layoutNew(context) else {
                made.reversed().forEach(pango.glib.objectUnref)
                return nil
            }
            guard let list = pango.attributesNew() else {
                ([UnsafeMutableRawPointer(layout)] + made.reversed()).forEach(pango.glib.objectUnref)
                return nil
            }
            if let features = pango.fontFeatures("liga 0, clig 0, dlig 0, hlig 0, calt 0") { pango.attributesInsert(list, features) }
            return (fontMap, context, layout, list)
        }
        guard let (fontMap, context, measuring, ligaturesOff) = made else {
            throw GraphicsLibraryError(library: "libpango-1.0.so.0", package: "libpango-1.0-0", purpose: "Pages in pixels", reason: "it could not make a layout")
        }
        self.fontMap = fontMap
        self.context = context
        self.measuring = measuring
        self.ligaturesOff = ligaturesOff
    }

    /// A context on `fontMap` that measures as a browser does (glyph positions not rounded,
    /// metrics not hinted) in `language`; called with the graphics lock held.
    private static func context(of fontMap: OpaquePointer, pango: Pango, language: String?) -> OpaquePointer? {
        guard let context = pango.createContext(fontMap) else { return nil }
        pango.setRoundGlyphPositions(context, 0)
        if let options = pango.cairo.fontOptionsCreate() {
            pango.cairo.fontOptionsSetHintMetrics(options, Int32(OCTAVO_CAIRO_HINT_METRICS_OFF))
            pango.cairo.fontOptionsSetHintStyle(options, Int32(OCTAVO_CAIRO_HINT_STYLE_NONE))
            pango.cairo.fontOptionsSetAntialias(options, Int32(OCTAVO_CAIRO_ANTIALIAS_GRAY))
            pango.setFontOptions(context, options)
            pango.cairo.fontOptionsDestroy(options)
        }
        if let language, let tag = pango.languageFromString(language) { pango.setLanguage(context, tag) }
        return context
    }

    /// The context and measuring layout of vertical lines, made when a face first asks for
    /// them: Pango's east gravity sets ideographs upright and other scripts sideways, along an
    /// x axis that the drawing turns downwards.
    private var verticalMeasuring: (context: OpaquePointer, layout: OpaquePointer)?

    /// The vertical measuring layout; called with the graphics lock held.
    private func vertical() -> (context: OpaquePointer, layout: OpaquePointer)? {
        if let verticalMeasuring { return verticalMeasuring }
        guard let context = makeVerticalContext() else { return nil }
        guard let layout = pango.layoutNew(context) else {
            pango.glib.objectUnref(UnsafeMutableRawPointer(context))
            return nil
        }
        verticalMeasuring = (context, layout)
        return verticalMeasuring
    }

    /// A new context of vertical lines, owned by the caller: drawing turns its matrix with the
    /// page, which the measuring context must not see. Called with the graphics lock held.
    func makeVerticalContext() -> OpaquePointer? {
        guard let context = Self.context(of: fontMap, pango: pango, language: language) else { return nil }
        pango.setBaseGravity(context, Int32(OCTAVO_PANGO_GRAVITY_EAST))
        return context
    }

    deinit {
        GraphicsLock.withLock {
            if let verticalMeasuring {
                pango.glib.objectUnref(UnsafeMutableRawPointer(verticalMeasuring.layout))
                pango.glib.objectUnref(UnsafeMutableRawPointer(verticalMeasuring.context))
            }
            for description in descriptions.values { pango.descriptionFree(description) }
            pango.attributesUnref(ligaturesOff)
            pango.glib.objectUnref(UnsafeMutableRawPointer(measuring))
            pango.glib.objectUnref(UnsafeMutableRawPointer(context))
            pango.glib.objectUnref(UnsafeMutableRawPointer(fontMap))
        }
    }

    /// After fonts were added to fontconfig (`ApplicationFonts`): the font map and the measures
    /// taken start again, so that the new families are found.
    public func fontsChanged() {
        GraphicsLock.withLock { pango.configChanged(fontMap) }
        metricsCache = [:]
        wordCache = [:]
    }

    /// The pixels each grapheme of `graphemes` advances when they are set together as one word
    /// in `face`: the word is shaped as a whole, so kerning and ligatures count, and the
    /// advances add up to the word's width (a ligature's width is shared between its letters).
    public func advances(of graphemes: [String], face: FontFace) -> [Double] {
        let text = graphemes.joined()
        let key = WordKey(text: text, face: face)
        if let known = wordCache[key] { return known }
        var starts: [Int32] = []
        starts.reserveCapacity(graphemes.count)
        var offset = 0
        for grapheme in graphemes {
            starts.append(Int32(offset))
            offset += grapheme.utf8.count
        }
        let advances = GraphicsLock.withLock { () -> [Double] in
            let measuring = face.vertical ? vertical()?.layout ?? self.measuring : self.measuring
            prepare(measuring, text: text, face: face)
            var logical = OctavoPangoRectangle(), ink = OctavoPangoRectangle()
            pango.extents(measuring, &ink, &logical)
            var positions = starts.map { start -> Double in
                var position = OctavoPangoRectangle()
                pango.indexToPosition(measuring, start, &position)
                return Double(position.x) / Double(OCTAVO_PANGO_SCALE)
            }
            positions.append(Double(logical.width) / Double(OCTAVO_PANGO_SCALE))
            return (0..<graphemes.count).map { max(0, positions[$0 + 1] - positions[$0]) }
        }
        if wordCache.count >= Self.wordCacheLimit { wordCache = [:] }
        wordCache[key] = advances
        return advances
    }

    /// The ascent and descent of the face `face` resolves to, and its family's name.
    public func metrics(of face: FontFace) -> FontMetrics {
        if let known = metricsCache[face] { return known }
        let metrics = GraphicsLock.withLock { () -> FontMetrics in
            let description = self.description(of: face)
            guard let font = pango.loadFont(context, description) else {
                return FontMetrics(ascent: face.size * 0.8, descent: face.size * 0.2, family: face.family)
            }
            defer { pango.glib.objectUnref(UnsafeMutableRawPointer(font)) }
            var family = face.family
            if let described = pango.describe(font) {
                if let name = pango.family(described) { family = String(cString: name) }
                pango.descriptionFree(described)
            }
            guard let measured = pango.metrics(font, nil) else {
                return FontMetrics(ascent: face.size * 0.8, descent: face.size * 0.2, family: family)
            }
            defer { pango.metricsUnref(measured) }
            let scale = Double(OCTAVO_PANGO_SCALE)
            return FontMetrics(ascent: Double(pango.ascent(measured)) / scale, descent: Double(pango.descent(measured)) / scale, family: family)
        }
        metricsCache[face] = metrics
        return metrics
    }

    /// Sets a layout's text and face; called with the graphics lock held.
    func prepare(_ layout: OpaquePointer, text: String, face: FontFace) {
        text.withCString { pango.setText(layout, $0, Int32(text.utf8.count)) }
        pango.setFontDescription(layout, description(of: face))
        pango.setAttributes(layout, face.ligatures ? nil : ligaturesOff)
    }

    /// Pango's description of `face`, made once; called with the graphics lock held.
    private func description(of face: FontFace) -> OpaquePointer {
        if let known = descriptions[face] { return known }
        let description = pango.descriptionNew()!
        face.family.withCString { pango.setFamily(description, $0) }
        pango.setWeight(description, Int32(face.weight))
        if face.italic { pango.setStyle(description, Int32(OCTAVO_PANGO_STYLE_ITALIC)) }
        pango.setAbsoluteSize(description, face.size * Double(OCTAVO_PANGO_SCALE))
        descriptions[face] = description
        return description
    }
}
