import OctavoPreferences

/// The two stored halves of a publication's preferences and what was wrong with them.
public struct LoadedPreferences<Preferences: StorablePreferences>: Sendable, Equatable {
    /// What the profile file holds.
    public let shared: Preferences
    /// What the publication's file holds.
    public let publication: Preferences
    /// Problems found while reading, each with the file and what was done.
    public let problems: [StoreProblem]
    /// The keys each file sets, read once: a screen asks the source of every row on every frame.
    private let sharedKeys: Set<String>
    private let publicationKeys: Set<String>

    public init(shared: Preferences, publication: Preferences, problems: [StoreProblem]) {
        self.shared = shared
        self.publication = publication
        self.problems = problems
        sharedKeys = Set(shared.jsonObject.keys)
        publicationKeys = Set(publication.jsonObject.keys)
    }

    /// The preferences to submit: the profile's, overridden by the publication's.
    public var merged: Preferences { shared.merging(publication) }

    /// Which file the value of `key` comes from; nil when neither sets it (the default applies).
    public func source(of key: String) -> PreferenceSource? {
        if publicationKeys.contains(key) { return .publication }
        if sharedKeys.contains(key) { return .profile }
        return nil
    }
}
