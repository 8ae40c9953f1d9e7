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

    let cairo: Cairo

    private init() throws(GraphicsLibraryError) {
        glib = try GLib()
        let purpose = "PDF files"
        let poppler = try LoadedLibrary(["libpoppler-glib.so.8", "libpoppler-glib.so"], package: "libpoppler-glib8", purpose: purpose)
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
        cairo = try Cairo(purpose: purpose)
        FontConfiguration.setUpInBackground()
        FontConfiguration.finishBeforeExit()
    }
}
