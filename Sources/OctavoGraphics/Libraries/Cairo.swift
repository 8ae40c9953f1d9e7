import CPango

/// The cairo functions Octavo draws with: poppler's pages, the pixel pages Pango typesets, and
/// the PNG files both are saved as. Opened with the first of them.
struct Cairo: Sendable {
    let surfaceCreate: octavo_cairo_image_surface_create_fn
    let surfaceCreateForData: octavo_cairo_image_surface_create_for_data_fn
    let surfaceData: octavo_cairo_image_surface_get_data_fn
    let surfaceStride: octavo_cairo_image_surface_get_stride_fn
    let surfaceStatus: octavo_cairo_surface_status_fn
    let surfaceFlush: octavo_cairo_surface_fn
    let surfaceMarkDirty: octavo_cairo_surface_mark_dirty_fn
    let surfaceDestroy: octavo_cairo_surface_fn
    let writeToPNGStream: octavo_cairo_surface_write_to_png_stream_fn
    let create: octavo_cairo_create_fn
    let destroy: octavo_cairo_destroy_fn
    let save: octavo_cairo_save_fn
    let restore: octavo_cairo_save_fn
    let scale: octavo_cairo_scale_fn
    let translate: octavo_cairo_translate_fn
    let setSourceRGB: octavo_cairo_set_source_rgb_fn
    let setSourceSurface: octavo_cairo_set_source_surface_fn
    let source: octavo_cairo_get_source_fn
    let patternSetExtend: octavo_cairo_pattern_set_extend_fn
    let paint: octavo_cairo_paint_fn
    let moveTo: octavo_cairo_move_to_fn
    let rectangle: octavo_cairo_rectangle_fn
    let fill: octavo_cairo_fill_fn
    let fontOptionsCreate: octavo_cairo_font_options_create_fn
    let fontOptionsSetHintMetrics: octavo_cairo_font_options_set_int_fn
    let fontOptionsSetHintStyle: octavo_cairo_font_options_set_int_fn
    let fontOptionsSetAntialias: octavo_cairo_font_options_set_int_fn
    let fontOptionsDestroy: octavo_cairo_font_options_destroy_fn

    init(purpose: String) throws(GraphicsLibraryError) {
        let cairo = try LoadedLibrary(["libcairo.so.2", "libcairo.so"], package: "libcairo2", purpose: purpose)
        surfaceCreate = try cairo.function("cairo_image_surface_create")
        surfaceCreateForData = try cairo.function("cairo_image_surface_create_for_data")
        surfaceData = try cairo.function("cairo_image_surface_get_data")
        surfaceStride = try cairo.function("cairo_image_surface_get_stride")
        surfaceStatus = try cairo.function("cairo_surface_status")
        surfaceFlush = try cairo.function("cairo_surface_flush")
        surfaceMarkDirty = try cairo.function("cairo_surface_mark_dirty")
        surfaceDestroy = try cairo.function("cairo_surface_destroy")
        writeToPNGStream = try cairo.function("cairo_surface_write_to_png_stream")
        create = try cairo.function("cairo_create")
        destroy = try cairo.function("cairo_destroy")
        save = try cairo.function("cairo_save")
        restore = try cairo.function("cairo_restore")
        scale = try cairo.function("cairo_scale")
        translate = try cairo.function("cairo_translate")
        setSourceRGB = try cairo.function("cairo_set_source_rgb")
        setSourceSurface = try cairo.function("cairo_set_source_surface")
        source = try cairo.function("cairo_get_source")
        patternSetExtend = try cairo.function("cairo_pattern_set_extend")
        paint = try cairo.function("cairo_paint")
        moveTo = try cairo.function("cairo_move_to")
        rectangle = try cairo.function("cairo_rectangle")
        fill = try cairo.function("cairo_fill")
        fontOptionsCreate = try cairo.function("cairo_font_options_create")
        fontOptionsSetHintMetrics = try cairo.function("cairo_font_options_set_hint_metrics")
        fontOptionsSetHintStyle = try cairo.function("cairo_font_options_set_hint_style")
        fontOptionsSetAntialias = try cairo.function("cairo_font_options_set_antialias")
        fontOptionsDestroy = try cairo.function("cairo_font_options_destroy")
    }

    /// Sets the source colour from 0xRRGGBB.
    func setSource(_ cairo: OpaquePointer, color: UInt32) {
        setSourceRGB(cairo, Double(color >> 16 & 0xFF) / 255, Double(color >> 8 & 0xFF) / 255, Double(color & 0xFF) / 255)
    }
}

extension Cairo {
    /// The pixels of an image surface that was painted with an opaque colour first. Cairo's ARGB32
    /// is one native-endian word per pixel, premultiplied; every pixel is opaque, so only the
    /// channel order changes: red and blue swap places in the word, written as one.
    func opaqueImage(of surface: OpaquePointer, width: Int, height: Int) -> PixelImage? {
        surfaceFlush(surface)
        guard let bytes = surfaceData(surface) else { return nil }
        let data = UnsafeRawPointer(bytes)
        let stride = Int(surfaceStride(surface))
        let rgba = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            guard let out = buffer.baseAddress.map(UnsafeMutableRawPointer.init) else { return }
            for y in 0..<height {
                let row = data + y * stride
                let target = out + y * width * 4
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let swapped = word & 0x0000_FF00 | word >> 16 & 0xFF | (word & 0xFF) << 16 | 0xFF00_0000
                    target.storeBytes(of: swapped.littleEndian, toByteOffset: x * 4, as: UInt32.self)
                }
            }
            count = width * height * 4
        }
        return PixelImage(width: width, height: height, rgba: rgba)
    }
}
