import FoundationEssentials

extension URL {
    /// The decoded path to hand to the system. `path` gives the same for the files Octavo
    /// opens (but for a trailing slash), yet its first use in a process, the runtime building a
    /// set's metadata, was on the opening thread's way to the first frame.
    var fileSystemPath: String { path(percentEncoded: false) }
}
