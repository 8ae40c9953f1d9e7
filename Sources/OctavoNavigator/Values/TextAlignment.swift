import OctavoPreferences

/// The alignment of body text; `start` and `end` follow the writing direction.
///
/// Every case reads from and writes to JSON; the EPUB editor offers only `start`, `left`, `right`
/// and `justify` (and unset), as Readium's does, since centred or end-aligned body text is no
/// reading setting.
public enum TextAlignment: String, CaseIterable, Hashable, Sendable, JSONRepresentable {
    case center
    case justify
    case start
    case end
    case left
    case right
}
