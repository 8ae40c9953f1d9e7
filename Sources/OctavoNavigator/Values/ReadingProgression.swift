import OctavoPreferences

/// The direction pages follow each other in.
public enum ReadingProgression: String, CaseIterable, Hashable, Sendable, JSONRepresentable {
    case ltr
    case rtl
}
