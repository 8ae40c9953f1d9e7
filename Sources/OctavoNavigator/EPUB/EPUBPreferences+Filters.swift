import OctavoPreferences

extension EPUBPreferences {
    /// The keys that describe one publication rather than the reader's taste, and so are stored
    /// per book instead of in the shared profile.
    public static let publicationKeys = Set(EPUBPreferenceTable.all.filter { $0.scope == .publication }.map { $0.key })

    /// The preferences intrinsic to a publication: language, direction, spreads, vertical text.
    public func filterPublicationPreferences() -> EPUBPreferences {
        filter(keys: Self.publicationKeys)
    }

    /// Everything but the publication-specific keys, unknown keys included.
    public func filterSharedPreferences() -> EPUBPreferences {
        filterNot(keys: Self.publicationKeys)
    }
}
