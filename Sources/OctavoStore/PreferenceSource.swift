/// Where the value of a preference comes from.
public enum PreferenceSource: String, Sendable, Hashable {
    /// The shared profile file.
    case profile
    /// The file of this publication.
    case publication
}
