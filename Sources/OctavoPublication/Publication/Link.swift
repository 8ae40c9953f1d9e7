/// A resource of a publication, or an entry of its table of contents.
public struct Link: Hashable, Sendable {
    /// The path of the resource inside the publication, possibly with a `#fragment`.
    public let href: String
    /// The media type, when known ("application/xhtml+xml").
    public let type: String?
    public let title: String?
    /// Nested entries, for a table of contents.
    public let children: [Link]

    public init(href: String, type: String? = nil, title: String? = nil, children: [Link] = []) {
        self.href = href
        self.type = type
        self.title = title
        self.children = children
    }

    /// The href without its fragment.
    public var path: String {
        guard let hash = fragmentMark else { return href }
        return String(decoding: href.utf8[..<hash], as: UTF8.self)
    }

    /// The fragment after `#`, if any.
    public var fragment: String? {
        guard let hash = fragmentMark else { return nil }
        return String(decoding: href.utf8[href.utf8.index(after: hash)...], as: UTF8.self)
    }

    /// Where the first "#" is, found as a byte: paths are asked for on every lookup of a
    /// resource, and a search by characters would weigh each one's Unicode properties.
    private var fragmentMark: String.Index? { href.utf8.firstIndex(of: UInt8(ascii: "#")) }
}
