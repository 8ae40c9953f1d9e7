import CMalloc
import OctavoPublication

/// How glibc's malloc shares its arenas between threads, chosen for the book about to open,
/// before its opening thread starts: the two kinds of book are opened by threads that use the
/// heap in opposite ways.
///
/// - An EPUB's helper threads build what the main thread then takes (the first chapter's
///   content, the whole of a large one) and drop what they no longer need. With one arena for
///   every thread, what they free serves the main thread's next requests; with an arena each, it
///   stayed with them, and the screen on a 10 MB chapter peaked at 70 MB instead of 57.
/// - A PDF's threads work side by side in C libraries: the main thread sets fontconfig up while
///   the opening thread loads poppler, then the session is built while the first page is drawn.
///   With one arena they queued for its lock (strace showed them waking one another in malloc
///   and free), and the first frame came 0.7 to 1.4 ms later (paired, traced); their own arenas
///   cost the screen 1 MB more. A helper's arena grows only as far as each request needs, one
///   mprotect at a time, unless padded: opening a 20,000-page PDF made 13,000 of them (17 ms).
///   The pad makes address space writable ahead, up to the 64 MB of an arena's heap; a page of
///   it costs memory only once it is used.
enum MallocArenas {
    /// Takes effect for the threads that first use the heap after it, which for the screen and
    /// the commands is every thread but the main one.
    static func choose(for format: Publication.Format?) {
        if format == .pdf {
            mallopt(M_TOP_PAD, 60 << 20)
        } else {
            mallopt(M_ARENA_MAX, 1)
        }
    }
}
