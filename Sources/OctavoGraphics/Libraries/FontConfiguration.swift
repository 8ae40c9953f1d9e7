import Dispatch
import Synchronization

/// fontconfig, through which poppler and cairo find the fonts a PDF names, reads its
/// configuration the first time a page with text is drawn: some dozens of XML files, about
/// 3.5 ms here, on the way to the first frame. fontconfig is thread-safe (unlike the libraries
/// `GraphicsLock` guards), so it is set up on another thread while poppler loads.
///
/// Preferably on a thread that has nothing else to do: the screen's main thread, which leaves
/// its own start-up until poppler is loaded (`setUpHere`). Every mapping the loader makes or
/// protects must be flushed from the TLB of each other processor running one of the process's
/// threads, one interrupt each, and in a virtual machine that made poppler's loading 40–70%
/// slower (6 ms alone, 8.5–10.6 ms beside a thread that only spins). So the set-up waits for
/// most of poppler's libraries (`PopplerDependencies`), and runs beside the loading of the
/// last few and the document's opening. Not after the loading: the set-up then stood between
/// the opening and the first page (1 ms later).
enum FontConfiguration {
    private typealias Initialize = @convention(c) () -> Int32
    /// `FcInit`, or nil without the library: loaded by the first thread that asks (the screen's
    /// main thread asks once `PopplerDependencies` has loaded it). The main thread used to skip
    /// the set-up when it came before the opening thread had loaded the library; the set-up then
    /// waited for poppler's fifty libraries, and the first page for the set-up (two starts in
    /// twelve under a light strace).
    private static let initialize: Initialize? = {
        // Without fontconfig poppler fails to load next, and says so.
        guard let library = try? LoadedLibrary(["libfontconfig.so.1"], package: "libfontconfig1", purpose: "PDF fonts") else { return nil }
        return try? library.function("FcInit", as: Initialize.self)
    }()
    private static let claimed = Mutex(false)
    private static let loading = DispatchGroup()

    /// Loads the library, before poppler: loaded beside it, it waited for the loader, busy
    /// with poppler's fifty libraries.
    static func load() {
        _ = initialize
    }

    /// Sets fontconfig up on the calling thread, unless another thread has begun; loads the
    /// library first if no thread has.
    static func setUpHere() {
        guard let initialize = claim() else { return }
        defer { loading.leave() }
        _ = initialize()
    }

    /// Sets fontconfig up on a thread of its own, unless another thread has begun: for a PDF
    /// opened by a command, whose main thread does not set it up.
    static func setUpInBackground() {
        guard let initialize = claim() else { return }
        let started = ThreadStart.detached {
            defer { loading.leave() }
            _ = initialize()
        }
        // Without a thread, fontconfig sets itself up when poppler first asks for a font.
        if !started { loading.leave() }
    }

    private static func claim() -> Initialize? {
        guard let initialize else { return nil }
        return claimed.withLock { claimed in
            guard !claimed else { return nil }
            claimed = true
            loading.enter()
            return initialize
        }
    }

    /// Waits for the set-up begun by `setUpHere` or `setUpInBackground`. fontconfig sets itself
    /// up on the first call that needs it, and a page drawn before the set-up ended made a
    /// second configuration of its own (the first to end is kept and the other thrown away):
    /// 3.5 ms more work, competing with the set-up for the processors.
    static func waitUntilReady() {
        loading.wait()
    }

    /// Makes the process wait for the set-up when it exits (see `ExitWait`); called once
    /// poppler's libraries are loaded.
    static func finishBeforeExit() {
        ExitWait.add(isOver: { FontConfiguration.loading.wait(timeout: .now()) == .success }, wait: { FontConfiguration.loading.wait() })
    }
}
