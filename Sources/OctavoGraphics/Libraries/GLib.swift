import CGLib

/// The GLib and GObject functions every graphics library's results are freed with.
struct GLib: Sendable {
    let objectUnref: octavo_g_object_unref_fn
    let free: octavo_g_free_fn
    let errorFree: octavo_g_error_free_fn
    let stringFree: octavo_g_string_free_fn
    let signalConnect: octavo_g_signal_connect_data_fn

    init() throws(GraphicsLibraryError) {
        let gobject = try LoadedLibrary(["libgobject-2.0.so.0"], package: "libglib2.0-0", purpose: "Pictures and PDF pages")
        let glib = try LoadedLibrary(["libglib-2.0.so.0"], package: "libglib2.0-0", purpose: "Pictures and PDF pages")
        objectUnref = try gobject.function("g_object_unref")
        signalConnect = try gobject.function("g_signal_connect_data")
        free = try glib.function("g_free")
        errorFree = try glib.function("g_error_free")
        stringFree = try glib.function("g_string_free")
    }

    /// Takes a GLib-allocated string: its text, and frees it.
    func take(_ text: UnsafeMutablePointer<CChar>?) -> String? {
        guard let text else { return nil }
        defer { free(text) }
        return String(cString: text)
    }

    /// Takes a GError: its message, and frees it.
    func take(_ error: UnsafeMutablePointer<OctavoGError>?) -> String? {
        guard let error else { return nil }
        defer { errorFree(error) }
        return error.pointee.message.map { String(cString: $0) }
    }
}
