import OctavoPreferences

extension PDFPreferences {
    /// The keys that describe one publication rather than the reader's taste.
    public static let publicationKeys = Set(PDFPreferenceTable.all.filter { $0.scope == .publication }.map { $0.key })

    /// The preferences intrinsic to a publication: its direction and first-page offset.
    public func filterPublicationPreferences() -> PDFPreferences {
        filter(keys: Self.publicationKeys)
    }

    /// Everything but the publication-specific keys, unknown keys included.
    public func filterSharedPreferences() -> PDFPreferences {
        filterNot(keys: Self.publicationKeys)
    }
}
