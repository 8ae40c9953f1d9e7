/// A font a book's `@font-face` rule declares: the family name its `font-family` declarations
/// use, and the file in the publication that holds it.
public struct FontFaceSource: Hashable, Sendable {
    /// The name, without quotes, in lower case.
    public let family: String
    /// The font file's path in the publication.
    public let source: String

    public init(family: String, source: String) {
        self.family = family
        self.source = source
    }
}
