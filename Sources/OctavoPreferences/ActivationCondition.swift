/// A rule that decides, from the edited preferences and the settings they resolve to, whether a
/// preference can take effect, and how preferences could be changed so that it does.
public struct ActivationCondition<Preferences, Settings>: Sendable {
    /// The preference the rule depends on; nil for a property of the content.
    public let key: String?
    public let description: String
    let isMet: @Sendable (Preferences, Settings) -> Bool
    let fulfil: (@Sendable (inout Preferences, Settings) -> Void)?

    /// - Parameters:
    ///   - fulfil: the change of preferences that meets the rule, or nil when preferences cannot.
    public init(
        key: String?,
        description: String,
        isMet: @escaping @Sendable (Preferences, Settings) -> Bool,
        fulfil: (@Sendable (inout Preferences, Settings) -> Void)? = nil
    ) {
        self.key = key
        self.description = description
        self.isMet = isMet
        self.fulfil = fulfil
    }

    /// The rule that a preference has a value of its own.
    ///
    /// While such a preference is unset the content's own styling applies; meeting the rule stores
    /// the value that is in effect now, so activating changes nothing visible by itself.
    public static func hasValue<Value>(
        key: String,
        _ keyPath: WritableKeyPath<Preferences, Value?> & Sendable,
        effectiveValue: @escaping @Sendable (Settings) -> Value,
        description: String = "needs a value of its own (while unset, the publication's styling applies)"
    ) -> Self {
        ActivationCondition(
            key: key,
            description: description,
            isMet: { preferences, _ in preferences[keyPath: keyPath] != nil },
            fulfil: { preferences, settings in preferences[keyPath: keyPath] = effectiveValue(settings) }
        )
    }
}
