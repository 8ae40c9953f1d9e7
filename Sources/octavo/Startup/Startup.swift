import CCrashReport
import CMalloc
import Glibc
import OctavoGraphics
import OctavoPublication

/// The order of a start, in one place: the process's memory settings, the libraries a PDF needs
/// and their fonts, the book's opening beside the terminal's start, and the exit. Library
/// products know none of it; each step here says what it buys, and docs/PERFORMANCE.md gives the
/// figures.
enum Startup {
    /// Called first thing in `main`.
    ///
    /// Buffers of pixels, archive entries and canvases come from the heap and are reused, rather
    /// than each mapped afresh and faulted in page by page (glibc maps anything over 128 KiB by
    /// default). Each thread keeps the arena glibc gives it, so the main thread starting the
    /// terminal and the book's threads reading it do not queue for one lock; the pad lets an
    /// arena grow in large steps rather than one `mprotect` per request, and costs memory only
    /// where it is used.
    static func configureMemory() {
        mallopt(M_MMAP_THRESHOLD, 32 << 20)
        mallopt(M_TOP_PAD, 60 << 20)
    }

    /// Called first thing in `main`, before the terminal starts (its handler restores the screen
    /// and then hands a crash on to this one): a trap ends the process with one line naming the
    /// command, and exit status 70, instead of a silent death. A developer who asks for Swift's
    /// backtraces (`SWIFT_BACKTRACE=enable=yes`) gets them instead.
    static func reportCrashes(command: String) {
        // Read alone, not through `ProcessEnvironment`, whose table of every variable would be
        // built here, before the book starts opening.
        if let backtrace = getenv("SWIFT_BACKTRACE"), String(cString: backtrace).contains("enable=yes") { return }
        let line = "octavo: internal error in `octavo \(command)`; please report it with the book"
        line.utf8CString.withUnsafeBufferPointer { octavo_crash_report_install($0.baseAddress, $0.count - 1) }
    }

    /// On the thread that opens the book, before it opens a PDF: poppler's libraries are the
    /// longest step of a PDF's start, so they load first.
    static func beginOpening(_ format: Publication.Format?) {
        if format == .pdf { PopplerDocument.loadLibraries() }
    }

    /// On the main thread while a PDF opens for the screen: fontconfig, which the first page
    /// needs, is set up here rather than on the way to the page, and the main thread then lets
    /// poppler finish loading before its own start-up, whose work would slow the loader down.
    static func prepareFirstPage(of format: Publication.Format?) {
        guard format == .pdf else { return }
        PopplerDocument.prepareFonts()
        PopplerDocument.loadLibraries()
    }

    /// After the screen has given the terminal back and every edit is on disk: pages still being
    /// drawn for it are of no use, and the process ends without waiting for them (see
    /// `ExitWait`).
    static func endScreen(status: Int32) {
        ExitWait.endAtOnceIfWorking(status: status)
    }
}
