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

// Readium apps store locators with only what they know: `href` and `type` are required,
// `locations` (and each of its members), `title` and `text` may be missing.

extension Locator {
    private enum CodingKeys: String, CodingKey {
        case href, type, title, locations, text
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            href: try container.decode(String.self, forKey: .href),
            type: try container.decode(String.self, forKey: .type),
            title: try container.decodeIfPresent(String.self, forKey: .title),
            locations: try container.decodeIfPresent(Locations.self, forKey: .locations) ?? Locations(),
            text: try container.decodeIfPresent(Text.self, forKey: .text) ?? Text()
        )
    }
}

extension Locator.Locations {
    private enum CodingKeys: String, CodingKey {
        case fragments, progression, totalProgression, position
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            fragments: try container.decodeIfPresent([String].self, forKey: .fragments) ?? [],
            progression: try container.decodeIfPresent(Double.self, forKey: .progression),
            totalProgression: try container.decodeIfPresent(Double.self, forKey: .totalProgression),
            position: try container.decodeIfPresent(Int.self, forKey: .position)
        )
    }
}
