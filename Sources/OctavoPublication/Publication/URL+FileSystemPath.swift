import FoundationEssentials

extension URL {
    /// The decoded path to hand to the system. `path` gives the same for the files Octavo
    /// opens (but for a trailing slash), yet its first use in a process took 0.09 ms, the
    /// runtime building a set's metadata, on the opening thread's way to the first frame;
    /// this one takes 0.01.
    var fileSystemPath: String { path(percentEncoded: false) }
}
