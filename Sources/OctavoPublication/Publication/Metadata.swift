/// What the navigators need to know about a publication to resolve its settings.
public struct Metadata: Hashable, Sendable {
    public var identifier: String?
    public var title: String
    public var authors: [String]
    public var languages: [Language]
    /// The direction declared by the publication; nil when it leaves it to the reading system.
    public var readingProgression: ReadingProgression?
    public var layout: EPUBLayout

    public init(
        identifier: String? = nil,
        title: String,
        authors: [String] = [],
        languages: [Language] = [],
        readingProgression: ReadingProgression? = nil,
        layout: EPUBLayout = .reflowable
    ) {
        self.identifier = identifier
        self.title = title
        self.authors = authors
        self.languages = languages
        self.readingProgression = readingProgression
        self.layout = layout
    }

    /// The main language: the first one declared.
    public var language: Language? { languages.first }
}
