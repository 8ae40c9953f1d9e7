import OctavoNavigator
import OctavoPreferences

/// One settings row, bound to a typed preference handle and erased to what every screen and
/// script needs: labels, JSON values, stepping, typed entry, clearing and activation.
///
/// Rows are built by the generic builders (`toggleRow`, `pickerRow`, `stepperRow`, `colorRow`,
/// `languageRow`, `nullableBoolRow`), so a new preference is one line of declaration.
public final class PreferenceRow {
    public let key: String
    public let title: String
    public let kind: RowKind
    /// Worked out when first read (the focused row's hint, `list`, `explain`): a screen builds
    /// every row on the way to its first frame, and a stepper's step is found by walking it.
    public private(set) lazy var allowed: AllowedValues = describeAllowed()

    private let describeAllowed: () -> AllowedValues

    private let readValue: () -> JSONValue?
    private let readEffectiveValue: () -> JSONValue
    private let readLabel: () -> String
    private let readEntryText: (() -> String)?
    private let readRequirements: () -> [ActivationRequirement]
    private let readIsEffective: () -> Bool
    private let stepBy: (Int) -> Void
    private let parseAndSet: (String) throws(ValueParsingError) -> Void
    private let clearValue: () -> Void
    private let activateRequirements: () -> Bool

    init(
        key: String, title: String, kind: RowKind, allowed: @autoclosure @escaping () -> AllowedValues,
        value: @escaping () -> JSONValue?, effectiveValue: @escaping () -> JSONValue, label: @escaping () -> String,
        entryText: (() -> String)? = nil, requirements: @escaping () -> [ActivationRequirement], isEffective: @escaping () -> Bool,
        step: @escaping (Int) -> Void,
        set: @escaping (String) throws(ValueParsingError) -> Void, clear: @escaping () -> Void, activate: @escaping () -> Bool
    ) {
        self.key = key
        self.title = title
        self.kind = kind
        describeAllowed = allowed
        readValue = value
        readEffectiveValue = effectiveValue
        readLabel = label
        readEntryText = entryText
        readRequirements = requirements
        readIsEffective = isEffective
        stepBy = step
        parseAndSet = set
        clearValue = clear
        activateRequirements = activate
    }

    /// The user's value as JSON; nil when unset.
    public var value: JSONValue? { readValue() }
    public var effectiveValue: JSONValue { readEffectiveValue() }
    /// `value ?? effectiveValue`, formatted for display.
    public var label: String { readLabel() }
    /// `value ?? effectiveValue` as a person would type it to set it: the label, but for a value
    /// whose label is not a value ("Publisher's" while a spacing is unset).
    public var entryText: String { readEntryText?() ?? readLabel() }
    public var requirements: [ActivationRequirement] { readRequirements() }
    public var unmetRequirements: [ActivationRequirement] { requirements.filter { !$0.isMet } }
    public var isEffective: Bool { readIsEffective() }
    public var isSet: Bool { value != nil }

    /// Next (+1) or previous (-1): a step, the next value of a list, or a flip.
    public func step(_ direction: Int) { stepBy(direction) }

    /// Sets a value typed by a person; nothing changes when it is refused.
    public func set(text: String) throws(ValueParsingError) { try parseAndSet(text) }

    /// Back to the default.
    public func clear() { clearValue() }

    /// Meets the requirements preferences can meet; true when the row is now effective.
    @discardableResult
    public func activate() -> Bool { activateRequirements() }
}
