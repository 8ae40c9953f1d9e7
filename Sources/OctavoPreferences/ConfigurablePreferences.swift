/// A set of preferences that can be stored as JSON and layered.
///
/// Layering is what makes split storage work: shared and publication-specific halves are merged
/// back with `merging(_:)`, where a value set in `other` wins and an unset one never clears.
public protocol ConfigurablePreferences: Codable, Hashable, Sendable {
    /// The set with no preference at all.
    static var empty: Self { get }

    /// A copy where every preference set in `other` replaces this one's.
    func merging(_ other: Self) -> Self
}
