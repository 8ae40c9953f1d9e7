import Dispatch

/// fontconfig, through which poppler and cairo find the fonts a PDF names, reads its
/// configuration the first time a page with text is drawn: some dozens of XML files, about
/// 3.5 ms here, on the way to the first frame. fontconfig is thread-safe (unlike the libraries
/// `GraphicsLock` guards), so it is set up on another processor while poppler itself loads.
enum FontConfiguration {
    private typealias Initialize = @convention(c) () -> Int32
    private static let loading = DispatchGroup()

    /// The library is loaded on the caller's thread, before poppler: loaded in the background,
    /// it waited for the loader, busy with poppler's fifty libraries, and its set-up started
    /// only once they were in. The set-up runs in the shared dispatch pool, unlike
    /// `BackgroundWork`: the command line reads its configuration before a PDF loads poppler,
    /// so no task of its waits behind this one, and a thread of its own measured no faster.
    static func loadInBackground() {
        // Without fontconfig poppler fails to load anyway, and says so.
        guard let library = try? LoadedLibrary(["libfontconfig.so.1"], package: "libfontconfig1", purpose: "PDF fonts"),
              let initialize = try? library.function("FcInit", as: Initialize.self)
        else { return }
        loading.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            defer { loading.leave() }
            _ = initialize()
        }
    }

    /// Makes the process wait for the set-up when it exits (see `ExitWait`); called once
    /// poppler's libraries are loaded.
    static func finishBeforeExit() {
        ExitWait.add { FontConfiguration.loading.wait() }
    }
}
