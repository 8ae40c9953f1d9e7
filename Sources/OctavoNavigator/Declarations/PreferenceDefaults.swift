import OctavoPreferences

/// An app's fallbacks for a navigator, kept as the navigator's preferences but limited to the keys
/// its table declares with a default, and read as properties (`defaults.fontSize`).
@dynamicMemberLookup
public protocol PreferenceDefaults: KeyedPreferences {
    associatedtype Preferences: KeyedPreferences

    /// The defaults, as preferences; keys without a default are never set.
    var values: Preferences { get }

    /// The defaults of `preferences`, keeping only the keys that can have one (and unknown keys).
    init(values preferences: Preferences)

    /// The keys the table declares with a default.
    static var keysWithDefaults: Set<String> { get }
}

extension PreferenceDefaults {
    public init(_ preferences: Preferences) {
        self.init(values: preferences)
    }

    /// `preferences` without the keys that cannot have a default; unknown keys stay.
    public static func keepingDefaults(of preferences: Preferences) -> Preferences {
        preferences.filterNot(keys: Set(Preferences.keys).subtracting(keysWithDefaults))
    }

    /// Read and written like a stored property; a key without a default stays unset.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<Preferences, Value?>) -> Value? {
        get { values[keyPath: keyPath] }
        set {
            var edited = values
            edited[keyPath: keyPath] = newValue
            self = Self(edited)
        }
    }

    public var unknownFields: [String: JSONValue] {
        get { values.unknownFields }
        set {
            var edited = values
            edited.unknownFields = newValue
            self = Self(edited)
        }
    }
}
