import Dispatch

/// fontconfig, through which poppler and cairo find the fonts a PDF names, reads its
/// configuration the first time a page with text is drawn: some dozens of XML files, about
/// 3.5 ms here, on the way to the first frame. fontconfig is thread-safe (unlike the libraries
/// `GraphicsLock` guards), so it is set up on another processor while the document opens.
///
/// Not while poppler's fifty libraries load: every mapping the loader makes or protects must
/// then be flushed from the other processor's TLB too, one interrupt each, and in a virtual
/// machine that made the loading 40–70% slower (6 ms alone, 8.5–10.6 ms beside a thread that
/// only spins); the set-up ended sooner, the document opened later.
enum FontConfiguration {
    private typealias Initialize = @convention(c) () -> Int32
    private static let loading = DispatchGroup()

    /// Called once poppler's libraries are in, fontconfig among them. The set-up has a thread
    /// of its own, started on another processor: a worker of the shared dispatch pool took 0.7
    /// to 1.4 ms to start, and up to 11 ms when Linux queued it behind a busy thread.
    static func loadInBackground() {
        // Without fontconfig poppler fails to load anyway, and says so.
        guard let library = try? LoadedLibrary(["libfontconfig.so.1"], package: "libfontconfig1", purpose: "PDF fonts"),
              let initialize = try? library.function("FcInit", as: Initialize.self)
        else { return }
        loading.enter()
        let started = ThreadStart.detached {
            defer { loading.leave() }
            _ = initialize()
        }
        // Without a thread, fontconfig sets itself up when poppler first asks for a font.
        if !started { loading.leave() }
    }

    /// Waits for the set-up begun by `loadInBackground`. fontconfig sets itself up on the first
    /// call that needs it, and a page drawn before the set-up ended made a second configuration
    /// of its own (the first to end is kept and the other thrown away): 3.5 ms more work,
    /// competing with the set-up for the processors.
    static func waitUntilReady() {
        loading.wait()
    }

    /// Makes the process wait for the set-up when it exits (see `ExitWait`); called once
    /// poppler's libraries are loaded.
    static func finishBeforeExit() {
        ExitWait.add { FontConfiguration.loading.wait() }
    }
}
