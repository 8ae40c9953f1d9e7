/// Which file of the store keeps a preference: the profile shared by every book, or the book's
/// own file (what describes the publication rather than the reader's taste).
public enum PreferenceScope: String, Sendable, Hashable {
    case profile
    case publication
}
