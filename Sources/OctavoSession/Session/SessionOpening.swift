import OctavoNavigator
import OctavoPublication
import OctavoStore

/// What a session is opened with: the publication, the store, the profile and the defaults.
/// A session belongs to one thread; this goes to another, which opens a session like it there
/// (the QA report's threads do).
public struct SessionOpening: Sendable {
    public let publication: Publication
    public let store: PreferencesStore
    public let profile: String
    public let epubDefaults: EPUBDefaults
    public let pdfDefaults: PDFDefaults

    /// A new session, with the preferences stored now.
    public func open() throws -> PreferencesSession {
        try PreferencesSession(publication: publication, store: store, profile: profile, epubDefaults: epubDefaults, pdfDefaults: pdfDefaults)
    }
}
