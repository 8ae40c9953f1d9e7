import OctavoPreferences

/// Preferences the store knows how to split between a shared profile file and a per-book file.
public protocol StorablePreferences: KeyedPreferences {
    /// The keys stored per publication; every other key is shared through the profile.
    static var publicationKeys: Set<String> { get }

    /// The name of the profile file holding the shared half ("epub.json").
    static var profileFileName: String { get }
}
