/// Most of the libraries poppler-glib needs, loaded ahead of it, once, by the first thread that
/// asks (see `LoadingOnce`).
///
/// A PDF's first page waits for both poppler's loading and fontconfig's set-up, which the
/// screen's main thread does meanwhile (see `FontConfiguration`). But every mapping the loader
/// makes or protects interrupts each other processor running one of the process's threads: beside
/// the mapping of poppler's fifty libraries, the loading took 7.5 ms instead of 5.5 and the
/// set-up 5.7 instead of 3.6. The set-up now starts once these are in, beside the loading of
/// poppler itself and the document's opening, which map little: the 40-page report's first
/// page was drawn 2 ms sooner (traced, medians of 40).
///
/// A library missing here is loaded, or reported missing, with poppler. The names are Debian's,
/// the largest of poppler-glib's dependencies and those that bring most others with them.
enum PopplerDependencies {
    private static let libraries: [[String]] = [
        ["libgobject-2.0.so.0"], ["libcairo.so.2"], ["libgio-2.0.so.0"], ["libnss3.so"], ["libsmime3.so"],
        ["liblcms2.so.2"], ["libtiff.so.6", "libtiff.so.5"],
    ]
    private static let loading = LoadingOnce {
        FontConfiguration.load()
        for files in libraries {
            _ = try? LoadedLibrary(files, package: "", purpose: "")
        }
    }

    /// Loads them, fontconfig first, or waits for the thread loading them.
    static func load() {
        loading.run()
    }
}
