import Dispatch
import Synchronization

/// fontconfig, through which poppler and cairo find the fonts a PDF names, reads its
/// configuration (some dozens of XML files) the first time a page with text is drawn, on the
/// way to the first frame. fontconfig is thread-safe (unlike the libraries `GraphicsLock`
/// guards), so it is set up on another thread while poppler loads: the screen's main thread,
/// which has nothing else to do meanwhile (`setUpHere`), or a thread of its own.
enum FontConfiguration {
    private typealias Initialize = @convention(c) () -> Int32
    /// `FcInit`, or nil without the library: loaded by the first thread that asks, so that the
    /// set-up never waits for poppler's own loading.
    private static let initialize: Initialize? = {
        // Without fontconfig poppler fails to load next, and says so.
        guard let library = try? LoadedLibrary(["libfontconfig.so.1"], package: "libfontconfig1", purpose: "PDF fonts") else { return nil }
        return try? library.function("FcInit", as: Initialize.self)
    }()
    private static let claimed = Mutex(false)
    private static let loading = DispatchGroup()

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

    /// Waits for the set-up begun by `setUpHere` or `setUpInBackground`: fontconfig sets itself
    /// up on the first call that needs it, and a page drawn before the set-up ended would make a
    /// second configuration of its own, competing with the first for the processors.
    static func waitUntilReady() {
        loading.wait()
    }

    /// Makes the process wait for the set-up when it exits (see `ExitWait`); called once
    /// poppler's libraries are loaded.
    static func finishBeforeExit() {
        ExitWait.add(isOver: { FontConfiguration.loading.wait(timeout: .now()) == .success }, wait: { FontConfiguration.loading.wait() })
    }
}
