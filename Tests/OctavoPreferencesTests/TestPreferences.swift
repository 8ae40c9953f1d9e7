import OctavoPreferences

/// A small preferences type written the way the navigators write theirs, so the generic
/// machinery is tested without knowing about books.
struct TestPreferences: KeyedPreferences {
    enum Mode: String, CaseIterable, JSONRepresentable { case calm, busy }

    var size: Double?
    var enabled: Bool?
    var mode: Mode?
    var name: String?
    var unknownFields: [String: JSONValue] = [:]

    init() {}

    init(size: Double? = nil, enabled: Bool? = nil, mode: Mode? = nil, name: String? = nil) {
        self.size = size
        self.enabled = enabled
        self.mode = mode
        self.name = name
    }

    static let fields: [PreferenceField<TestPreferences>] = [
        PreferenceField("size", \.size, range: 0...10),
        PreferenceField("enabled", \.enabled),
        PreferenceField("mode", \.mode),
        PreferenceField("name", \.name),
    ]
}

/// What a component would make of `TestPreferences`: size defaults to 1, and size only applies
/// when enabled.
struct TestSettings {
    let size: Double
    let enabled: Bool
    let mode: TestPreferences.Mode

    init(_ preferences: TestPreferences) {
        size = preferences.size ?? 1
        enabled = preferences.enabled ?? false
        mode = preferences.mode ?? .calm
    }
}

/// An editor over `TestPreferences` built with the generic state, as a navigator's editor is.
final class TestEditor: PreferencesEditor {
    typealias Condition = ActivationCondition<TestPreferences, TestSettings>
    let state = PreferencesEditingState<TestPreferences, TestSettings>(preferences: .empty, resolve: TestSettings.init)

    var preferences: TestPreferences { state.preferences }
    func clear() { state.replace(with: .empty) }

    static let enabledCondition = Condition(
        key: "enabled", description: "Enabled must be on",
        isMet: { _, s in s.enabled }, fulfil: { p, _ in p.enabled = true }
    )
    static let impossible = Condition(key: nil, description: "only on Tuesdays") { _, _ in false }

    var size: AnyRangePreference<Double> {
        state.rangePreference(
            key: "size", \.size, effectiveValue: \.size, supportedRange: 0...10,
            progressionStrategy: .increment(0.1), format: ValueFormat.decimal,
            conditions: [Self.enabledCondition]
        )
    }

    var enabled: AnyPreference<Bool> { state.preference(key: "enabled", \.enabled, effectiveValue: \.enabled) }

    var mode: AnyEnumPreference<TestPreferences.Mode> {
        state.enumPreference(key: "mode", \.mode, effectiveValue: \.mode, supportedValues: [.calm], conditions: [Self.impossible, Self.enabledCondition])
    }
}
