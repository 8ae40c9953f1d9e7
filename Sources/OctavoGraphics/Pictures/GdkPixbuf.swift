import CGLib
import CChafa

/// gdk-pixbuf, which decodes PNG, JPEG and GIF itself and SVG, WebP and others through the
/// loaders installed beside it; opened on first use.
struct GdkPixbuf: Sendable {
    static let loaded = Result { () throws(GraphicsLibraryError) -> GdkPixbuf in try GdkPixbuf() }

    let glib: GLib
    let loaderNew: octavo_gdk_pixbuf_loader_new_fn
    let loaderWrite: octavo_gdk_pixbuf_loader_write_fn
    let loaderClose: octavo_gdk_pixbuf_loader_close_fn
    let loaderPixbuf: octavo_gdk_pixbuf_loader_get_pixbuf_fn
    let loaderSetSize: octavo_gdk_pixbuf_loader_set_size_fn
    let width: octavo_gdk_pixbuf_get_int_fn
    let height: octavo_gdk_pixbuf_get_int_fn
    let rowstride: octavo_gdk_pixbuf_get_int_fn
    let channels: octavo_gdk_pixbuf_get_int_fn
    let hasAlpha: octavo_gdk_pixbuf_get_int_fn
    let pixels: octavo_gdk_pixbuf_get_pixels_fn
    let applyOrientation: octavo_gdk_pixbuf_apply_embedded_orientation_fn

    private init() throws(GraphicsLibraryError) {
        glib = try GLib()
        let library = try LoadedLibrary(["libgdk_pixbuf-2.0.so.0", "libgdk_pixbuf-2.0.so"], package: "libgdk-pixbuf-2.0-0", purpose: "Pictures")
        loaderNew = try library.function("gdk_pixbuf_loader_new")
        loaderWrite = try library.function("gdk_pixbuf_loader_write")
        loaderClose = try library.function("gdk_pixbuf_loader_close")
        loaderPixbuf = try library.function("gdk_pixbuf_loader_get_pixbuf")
        loaderSetSize = try library.function("gdk_pixbuf_loader_set_size")
        width = try library.function("gdk_pixbuf_get_width")
        height = try library.function("gdk_pixbuf_get_height")
        rowstride = try library.function("gdk_pixbuf_get_rowstride")
        channels = try library.function("gdk_pixbuf_get_n_channels")
        hasAlpha = try library.function("gdk_pixbuf_get_has_alpha")
        pixels = try library.function("gdk_pixbuf_get_pixels")
        applyOrientation = try library.function("gdk_pixbuf_apply_embedded_orientation")
    }
}
