/// One condition a preference needs to take effect, described for people and for scripts.
///
/// This is the activator of the original Preferences proposal kept as data: a settings screen can
/// say why a row is inactive instead of only greying it out, and can offer to fix it.
public struct ActivationRequirement: Hashable, Sendable, CustomStringConvertible {
    /// The preference the condition depends on; nil for a property of the publication (its layout,
    /// for instance) that no preference can change.
    public let key: String?

    /// What is needed, readable as is: "Publisher styles must be off".
    public let description: String

    /// Whether changing preferences (what `activate()` does) can meet the condition.
    public let canBeMetByPreferences: Bool

    /// Whether the condition holds now.
    public let isMet: Bool

    public init(key: String?, description: String, canBeMetByPreferences: Bool, isMet: Bool) {
        self.key = key
        self.description = description
        self.canBeMetByPreferences = canBeMetByPreferences
        self.isMet = isMet
    }
}
