import CGLib
import CPoppler

/// poppler-glib and the cairo functions its pages are rendered with, opened on first use.
struct Poppler: Sendable {
    /// Loaded once per process; the error is kept so that every later use reports it cheaply.
    static let loaded = Result { () throws(GraphicsLibraryError) -> Poppler in try Poppler() }

    let glib: GLib
    let documentNewFromFD: octavo_poppler_document_new_from_fd_fn
    let pageCount: octavo_poppler_document_get_n_pages_fn
    let page: octavo_poppler_document_get_page_fn
    let title: octavo_poppler_document_get_string_fn
    let author: octavo_poppler_document_get_string_fn
    let version: octavo_poppler_document_get_string_fn
    let xmpMetadata: octavo_poppler_document_get_string_fn
    let pageSize: octavo_poppler_page_get_size_fn
    let render: octavo_poppler_page_render_fn
    let text: octavo_poppler_page_get_text_fn

    let surfaceCreate: octavo_cairo_image_surface_create_fn
    let surfaceData: octavo_cairo_image_surface_get_data_fn
    let surfaceStride: octavo_cairo_image_surface_get_stride_fn
    let surfaceStatus: octavo_cairo_surface_status_fn
    let surfaceFlush: octavo_cairo_surface_fn
    let surfaceDestroy: octavo_cairo_surface_fn
    let create: octavo_cairo_create_fn
    let destroy: octavo_cairo_destroy_fn
    let scale: octavo_cairo_scale_fn
    let setSourceRGB: octavo_cairo_set_source_rgb_fn
    let paint: octavo_cairo_paint_fn

    private init() throws(GraphicsLibraryError) {
        glib = try GLib()
        let purpose = "PDF files"
        let poppler = try LoadedLibrary(["libpoppler-glib.so.8", "libpoppler-glib.so"], package: "libpoppler-glib8", purpose: purpose)
        let cairo = try LoadedLibrary(["libcairo.so.2", "libcairo.so"], package: "libcairo2", purpose: purpose)
        documentNewFromFD = try poppler.function("poppler_document_new_from_fd")
        pageCount = try poppler.function("poppler_document_get_n_pages")
        page = try poppler.function("poppler_document_get_page")
        title = try poppler.function("poppler_document_get_title")
        author = try poppler.function("poppler_document_get_author")
        version = try poppler.function("poppler_document_get_pdf_version_string")
        xmpMetadata = try poppler.function("poppler_document_get_metadata")
        pageSize = try poppler.function("poppler_page_get_size")
        render = try poppler.function("poppler_page_render")
        text = try poppler.function("poppler_page_get_text")
        surfaceCreate = try cairo.function("cairo_image_surface_create")
        surfaceData = try cairo.function("cairo_image_surface_get_data")
        surfaceStride = try cairo.function("cairo_image_surface_get_stride")
        surfaceStatus = try cairo.function("cairo_surface_status")
        surfaceFlush = try cairo.function("cairo_surface_flush")
        surfaceDestroy = try cairo.function("cairo_surface_destroy")
        create = try cairo.function("cairo_create")
        destroy = try cairo.function("cairo_destroy")
        scale = try cairo.function("cairo_scale")
        setSourceRGB = try cairo.function("cairo_set_source_rgb")
        paint = try cairo.function("cairo_paint")
        FontConfiguration.setUpInBackground()
        FontConfiguration.finishBeforeExit()
    }
}
