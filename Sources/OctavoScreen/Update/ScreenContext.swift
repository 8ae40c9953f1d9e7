import OctavoSession
import OctavoStore

/// What `ScreenUpdate.update` may read of the session, as values taken when the event came: the
/// rows in screen order, the focused row's details, and the profile. Update never reads the
/// session itself, so a test can hand it any context it likes.
public struct ScreenContext {
    /// A row of the list, as the update needs it: where it is, what it is, where its value lives.
    public struct Row: Sendable, Equatable {
        public var key: String
        public var title: String
        public var section: String
        public var kind: RowKind
        /// Where its value comes from; nil when unset.
        public var source: PreferenceSource?

        public init(key: String, title: String, section: String, kind: RowKind, source: PreferenceSource? = nil) {
            self.key = key
            self.title = title
            self.section = section
            self.kind = kind
            self.source = source
        }
    }

    /// A requirement of a row that is not met.
    public struct Requirement: Sendable, Equatable {
        public var description: String
        /// Whether changing preferences can meet it (`a` activates).
        public var canBeMetByPreferences: Bool

        public init(_ description: String, canBeMetByPreferences: Bool) {
            self.description = description
            self.canBeMetByPreferences = canBeMetByPreferences
        }
    }

    /// The focused row, with what editing it needs.
    public struct Focused: Sendable, Equatable {
        public var key: String
        public var title: String
        public var kind: RowKind
        public var label: String
        /// Its value as a person would type it.
        public var entryText: String
        /// A picker's choices, as shown and as typed.
        public var pickerLabels: [String]
        public var pickerValues: [String]
        public var unmetRequirements: [Requirement]
        /// What may be typed, for a refused entry's message.
        public var entryHint: String

        public var isEffective: Bool { unmetRequirements.isEmpty }

        public init(
            key: String, title: String, kind: RowKind, label: String, entryText: String, pickerLabels: [String] = [],
            pickerValues: [String] = [], unmetRequirements: [Requirement] = [], entryHint: String = ""
        ) {
            self.key = key
            self.title = title
            self.kind = kind
            self.label = label
            self.entryText = entryText
            self.pickerLabels = pickerLabels
            self.pickerValues = pickerValues
            self.unmetRequirements = unmetRequirements
            self.entryHint = entryHint
        }
    }

    public var rows: [Row]
    /// The row at the state's focus when the event came.
    public var focused: Focused?
    public var profile: String
    /// The values the command line completes for a key.
    public var completions: (String) -> [String]

    public init(rows: [Row], focused: Focused?, profile: String, completions: @escaping (String) -> [String] = { _ in [] }) {
        self.rows = rows
        self.focused = focused
        self.profile = profile
        self.completions = completions
    }

    /// The keys whose value is stored for this book rather than in the profile.
    var bookValueKeys: [String] { rows.filter { $0.source == .publication }.map(\.key) }

    /// Rows whose title or key contains the query, ignoring case.
    func matches(_ query: String) -> [Int] {
        guard !query.isEmpty else { return [] }
        let wanted = query.lowercased()
        return rows.enumerated().filter { $0.element.title.lowercased().contains(wanted) || $0.element.key.lowercased().contains(wanted) }.map(\.offset)
    }

    func index(ofKey key: String) -> Int? { rows.firstIndex { $0.key == key } }

    var listLines: ListLines { ListLines(sections: rows.map(\.section)) }
}
