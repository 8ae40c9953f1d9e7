/// Whether a publication's text reflows (and so can be restyled) or has fixed pages.
public enum EPUBLayout: String, CaseIterable, Hashable, Sendable {
    case reflowable
    case fixed
}
