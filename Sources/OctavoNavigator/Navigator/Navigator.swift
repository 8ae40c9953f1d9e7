import OctavoPublication
import OctavoCanvas

/// The size of the area a navigator draws into, in terminal cells.
public struct Viewport: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
}

/// What every navigator offers a reading app (seed 003): a location it is the single source of
/// truth for, moves that say whether they were allowed, and an event when the location changes.
public protocol Navigator: AnyObject {
    var publication: Publication { get }

    /// The most precise locator for what is shown now; nil only for an empty publication.
    var currentLocation: Locator? { get }

    /// Calls `observer` after every change of location, until the returned observation is
    /// cancelled or released.
    func observeLocation(_ observer: @escaping (Locator) -> Void) -> LocationObservation

    @discardableResult func go(to locator: Locator) -> Bool
    @discardableResult func go(to link: Link) -> Bool
    /// One step (a page) in reading order; false at the end.
    @discardableResult func goForward() -> Bool
    /// One step back in reading order; false at the beginning.
    @discardableResult func goBackward() -> Bool
}

/// A navigator that draws the publication.
public protocol VisualNavigator: Navigator {
    /// The direction pages follow each other in, as resolved from settings.
    var readingProgression: ReadingProgression { get }
    var viewport: Viewport { get set }

    /// Draws what is on screen into `rect` of `canvas`.
    func render(into canvas: inout Canvas, in rect: Rect)

    /// What is on screen, on a canvas of `size` of its own; `drawnPictures` count from its
    /// corner. A page unchanged since it was last drawn is handed back as kept, without a copy.
    func renderPage(size: Size) -> Canvas

    /// How pictures and PDF pages are turned into cells (the terminal's colour depth).
    var pictureDrawing: PictureDrawing { get set }
    /// The pictures and PDF pages the last `render` drew, where, and why one could not be.
    var drawnPictures: [DrawnPicture] { get }
    /// Whether the last `render` drew a very large chapter from its opening alone, as a first
    /// frame may (see `PictureDrawing.defersDecoding`); drawn again once drawing no longer
    /// defers, the page comes from the whole chapter.
    var drewFromOpening: Bool { get }

    /// Whether the last preferences submitted changed what is drawn; false when they only
    /// changed what the page cannot show (a font size below 100% in a terminal, a setting that
    /// is not effective), so a screen can say so.
    var lastSubmissionChangedPage: Bool { get }

    /// The screen shown, counted from the publication's first at the current settings and
    /// size; nil until `paginate(until:)` has counted the pages before it.
    var pageNumber: Int? { get }
    /// The screens of the whole publication at the current settings and size; nil until
    /// `paginate(until:)` has counted them all.
    var pageCount: Int? { get }

    /// Counts pages, a piece at a time so a caller can keep answering keys: works until
    /// `deadline` (to the end when nil) and says whether the count is complete. A change of
    /// settings or size starts it again.
    @discardableResult
    func paginate(until deadline: ContinuousClock.Instant?) -> Bool

    /// Shows page `number` (from 1) as `pageNumber` counts them, counting pages first when
    /// needed; false when the publication has fewer.
    @discardableResult
    func go(toPage number: Int) -> Bool
}

extension VisualNavigator {
    /// Pages of a fixed layout are never drawn from a part of their content.
    public var drewFromOpening: Bool { false }

    /// Moves towards the left of the screen: backward in left-to-right books, forward in
    /// right-to-left ones.
    @discardableResult
    public func goLeft() -> Bool { readingProgression == .rtl ? goForward() : goBackward() }

    /// Moves towards the right of the screen.
    @discardableResult
    public func goRight() -> Bool { readingProgression == .rtl ? goBackward() : goForward() }

    /// What is on screen, drawn into a new canvas the size of the viewport.
    public func renderCanvas() -> Canvas {
        renderPage(size: Size(width: viewport.width, height: viewport.height))
    }

    /// The characters now on screen, rows joined by "\n".
    public func renderText() -> String { renderCanvas().text }
}
