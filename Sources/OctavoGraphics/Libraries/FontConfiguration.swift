import Dispatch

/// fontconfig, through which poppler and cairo find the fonts a PDF names, reads its
/// configuration the first time a page with text is drawn: some dozens of XML files, about
/// 3.5 ms here, on the way to the first frame. fontconfig is thread-safe (unlike the libraries
/// `GraphicsLock` guards), so it is set up on another processor while poppler itself loads.
enum FontConfiguration {
    private typealias Initialize = @convention(c) () -> Int32

    static func loadInBackground() {
        DispatchQueue.global(qos: .userInitiated).async {
            // Without fontconfig poppler fails to load anyway, and says so.
            guard let library = try? LoadedLibrary(["libfontconfig.so.1"], package: "libfontconfig1", purpose: "PDF fonts"),
                  let initialize = try? library.function("FcInit", as: Initialize.self)
            else { return }
            _ = initialize()
        }
    }
}
