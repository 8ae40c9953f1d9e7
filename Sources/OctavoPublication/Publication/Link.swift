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
    public var path: String { href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? href }

    /// The fragment after `#`, if any.
    public var fragment: String? {
        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        return parts.count == 2 ? String(parts[1]) : nil
    }
}
