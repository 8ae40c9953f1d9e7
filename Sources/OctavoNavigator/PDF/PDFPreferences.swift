import OctavoPublication
import OctavoPreferences

/// The user's wishes for a PDF navigator.
public struct PDFPreferences: KeyedPreferences {
    /// The colour behind the pages.
    public var backgroundColor: Color?
    /// How pages are scaled into the viewport in scroll mode.
    public var fit: Fit?
    /// Whether the first page of a spread stands alone.
    public var offsetFirstPage: Bool?
    /// The gap between pages, in points.
    public var pageSpacing: Double?
    /// The direction of page turns.
    public var readingProgression: ReadingProgression?
    /// Whether pages scroll continuously instead of one at a time.
    public var scroll: Bool?
    /// The direction of scrolling.
    public var scrollAxis: Axis?
    /// Whether pages are shown in pairs.
    public var spread: Spread?
    /// Whether a scrollbar is shown in scroll mode.
    public var visibleScrollbar: Bool?

    public var unknownFields: [String: JSONValue] = [:]

    public init() {}

    /// Every key is optional and unset by default; parameters are in alphabetical order.
    public init(
        backgroundColor: Color? = nil,
        fit: Fit? = nil,
        offsetFirstPage: Bool? = nil,
        pageSpacing: Double? = nil,
        readingProgression: ReadingProgression? = nil,
        scroll: Bool? = nil,
        scrollAxis: Axis? = nil,
        spread: Spread? = nil,
        visibleScrollbar: Bool? = nil
    ) {
        self.backgroundColor = backgroundColor
        self.fit = fit
        self.offsetFirstPage = offsetFirstPage
        self.pageSpacing = pageSpacing
        self.readingProgression = readingProgression
        self.scroll = scroll
        self.scrollAxis = scrollAxis
        self.spread = spread
        self.visibleScrollbar = visibleScrollbar
    }

    /// From the declarations of `PDFPreferenceTable`, in alphabetical order as JSON shows them.
    public static let fields = PDFPreferenceTable.all.map { $0.field }.sorted { $0.key < $1.key }
}
