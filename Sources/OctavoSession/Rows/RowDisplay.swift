/// What the list shows of a row: its value's label, whether the value takes effect, and whether
/// it is set. A frame shows thirty rows and a key that only moves the focus changes none of
/// them, so they are worked out again only when the preferences change
/// (`PreferencesSession.display(of:)`).
public struct RowDisplay: Equatable, Sendable {
    public let label: String
    public let isEffective: Bool
    public let isSet: Bool

    public init(_ row: PreferenceRow) {
        label = row.label
        isEffective = row.isEffective
        isSet = row.isSet
    }
}
