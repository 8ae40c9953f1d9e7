/// A precise location in a publication, as a reading app stores it to come back later.
///
/// The location is kept by content (the resource, the progression inside it and the text around
/// it), not by page number, so it survives a change of font size or window.
public struct Locator: Hashable, Sendable, Codable {
    public struct Locations: Hashable, Sendable, Codable {
        public var fragments: [String]
        /// 0–1 inside the resource.
        public var progression: Double?
        /// 0–1 inside the whole publication.
        public var totalProgression: Double?
        /// 1-based position in the publication (for a PDF, the page number).
        public var position: Int?

        public init(fragments: [String] = [], progression: Double? = nil, totalProgression: Double? = nil, position: Int? = nil) {
            self.fragments = fragments
            self.progression = progression
            self.totalProgression = totalProgression
            self.position = position
        }
    }

    public struct Text: Hashable, Sendable, Codable {
        public var before: String?
        public var highlight: String?
        public var after: String?

        public init(before: String? = nil, highlight: String? = nil, after: String? = nil) {
            self.before = before
            self.highlight = highlight
            self.after = after
        }
    }

    public var href: String
    public var type: String
    public var title: String?
    public var locations: Locations
    public var text: Text

    public init(href: String, type: String, title: String? = nil, locations: Locations = Locations(), text: Text = Text()) {
        self.href = href
        self.type = type
        self.title = title
        self.locations = locations
        self.text = text
    }
}

extension Locator {
    /// `locations.progression`, for brevity.
    public var progression: Double? { locations.progression }
    /// `locations.totalProgression`, for brevity.
    public var totalProgression: Double? { locations.totalProgression }
    /// `locations.position`, for brevity.
    public var position: Int? { locations.position }
}
