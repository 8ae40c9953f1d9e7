import Foundation

/// Paths inside an EPUB: hrefs are relative to the file that contains them, may be
/// percent-encoded and may carry a fragment.
enum EPUBPath {
    /// "a/./b/../c" → "a/c"; nil for a path that climbs above the root of the archive.
    static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// Resolves `href` against the folder of `base`, percent-decoding it; the fragment is kept.
    static func resolve(_ href: String, relativeTo base: String) -> (path: String, fragment: String?)? {
        let pieces = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let rawPath = String(pieces[0])
        let fragment = pieces.count == 2 ? String(pieces[1]) : nil
        guard !rawPath.contains("://"), !rawPath.hasPrefix("mailto:") else { return nil }
        let decoded = rawPath.removingPercentEncoding ?? rawPath
        if decoded.isEmpty { return (base, fragment) }
        let folder = base.split(separator: "/").dropLast().joined(separator: "/")
        let joined = decoded.hasPrefix("/") ? decoded : (folder.isEmpty ? decoded : folder + "/" + decoded)
        return normalize(joined).map { ($0, fragment) }
    }
}
