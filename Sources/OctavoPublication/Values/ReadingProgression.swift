/// The direction pages follow each other in.
public enum ReadingProgression: String, CaseIterable, Hashable, Sendable {
    case ltr
    case rtl
}
