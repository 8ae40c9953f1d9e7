/// The kinds of settings row, each drawn and edited by one generic implementation.
public enum RowKind: String, Sendable, Hashable, CaseIterable {
    /// On/off.
    case toggle
    /// One of a closed list of values.
    case picker
    /// A number in a range, moved by steps.
    case stepper
    /// A colour: a named palette, or any hex value typed in.
    case color
    /// A BCP-47 language: a list of common ones, or any tag typed in.
    case language
    /// Auto (follow the publication), yes or no.
    case nullableToggle
}
