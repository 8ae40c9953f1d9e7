import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// fontconfig, through which poppler and cairo find the fonts a PDF names, reads its
/// configuration the first time a page with text is drawn: some dozens of XML files, about
/// 3.5 ms here, on the way to the first frame. fontconfig is thread-safe (unlike the libraries
/// `GraphicsLock` guards), so it is set up on another processor while poppler itself loads.
enum FontConfiguration {
    private typealias Initialize = @convention(c) () -> Int32
    private static let loading = DispatchGroup()

    /// In the shared dispatch pool, unlike `BackgroundWork`: the command line reads its
    /// configuration before a PDF loads poppler, so no task of its waits behind this one, and a
    /// thread of its own measured no faster.
    static func loadInBackground() {
        loading.enter()
        DispatchQueue.global(qos: .userInitiated).async {
            defer { loading.leave() }
            // Without fontconfig poppler fails to load anyway, and says so.
            guard let library = try? LoadedLibrary(["libfontconfig.so.1"], package: "libfontconfig1", purpose: "PDF fonts"),
                  let initialize = try? library.function("FcInit", as: Initialize.self)
            else { return }
            _ = initialize()
        }
    }

    /// Makes the process wait for the loading when it exits, before the libraries it runs in
    /// are torn down: a command that ended first crashed in them. Called once those libraries
    /// are loaded, as exit handlers run in the reverse order of their registration.
    static func finishBeforeExit() {
        atexit { FontConfiguration.loading.wait() }
    }
}
