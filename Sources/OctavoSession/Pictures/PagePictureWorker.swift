#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch
import OctavoCanvas
import OctavoGraphics
import OctavoNavigator
import OctavoPreferences
import OctavoPublication
import Synchronization

/// Draws the preview's page in pixels on a thread of its own, for a terminal that shows them:
/// the screen asks after each frame (`request`), goes on answering keys, and is woken
/// (`descriptor`) when the picture, already encoded for the terminal's protocol, is ready. A
/// request that comes while one is being drawn replaces the one waiting, so a burst of keys
/// draws the first page and the last, not every one between.
///
/// The thread has a navigator of its own, in pixels, on the same publication: it is given the
/// preferences and the location the screen's navigator has, and draws the page from there.
public final class PagePictureWorker: Sendable {
    /// A page to draw: the preferences as JSON, the location, the cells it covers, the size of a
    /// cell in pixels and the protocol to encode it for.
    public struct Request: Sendable, Equatable {
        public var preferences: [String: JSONValue]
        public var locator: Locator?
        public var rect: Rect
        public var cellSize: Size
        public var pixelProtocol: PixelProtocol
        /// Placed by kitty's Unicode placeholders, through tmux (`PictureSupport.usesPlaceholders`).
        public var usesPlaceholders: Bool

        public init(preferences: [String: JSONValue], locator: Locator?, rect: Rect, cellSize: Size, pixelProtocol: PixelProtocol, usesPlaceholders: Bool = false) {
            self.preferences = preferences
            self.locator = locator
            self.rect = rect
            self.cellSize = cellSize
            self.pixelProtocol = pixelProtocol
            self.usesPlaceholders = usesPlaceholders
        }

        /// The device the page is laid out for: the cells' pixels.
        var device: PixelDevice { PixelDevice(width: rect.width * cellSize.width, height: rect.height * cellSize.height) }
    }

    /// A drawn page: what was asked, the pixels, the terminal picture that shows them, and how
    /// pages turn from it.
    public struct Drawn: Sendable {
        public let request: Request
        public let image: PixelImage
        public let picture: TerminalPicture
        /// nil for a PDF, whose pages are the same in cells.
        public var turns: PageTurns?
        /// The installed family that stands in for the one the settings name, when that one is
        /// not installed (`PixelPage.fontSubstitution`).
        public var fontSubstitution: String?
    }

    /// How pages in pixels turn from a page, which the screen follows while it shows them: pages
    /// of pixels hold more or less text than pages of cells.
    public struct PageTurns: Sendable, Equatable {
        /// The line under the page, counted in pages of pixels ("page 3 of 120 · 4% · …").
        public var footer: String
        /// Where the next page and the previous one start; nil at either end of the book.
        public var next: Locator?
        public var previous: Locator?
    }

    private struct State: Sendable {
        var waiting: Request?
        var drawn: Drawn?
        /// Drawing a page, or counting pages, in Pango: from a request taken to the last slice.
        var busy = false
        /// The process is exiting: no more work starts.
        var stopping = false
        var failure: String?
    }

    /// The image number the screen's page is shown under in kitty.
    static let kittyImage: UInt32 = 7_345
    /// The image number through tmux: below 256, as a 256-colour foreground names it, and
    /// taken from the process number, so that two screens in two panes of one terminal do not
    /// replace each other's page.
    static let placeholderImage = UInt8(16 + getpid() % 224)

    private let opening: SessionOpening
    private let state = Mutex(State())
    private let work = DispatchSemaphore(value: 0)
    private let wake = WakeDescriptor()

    /// Starts the thread; nil when no thread can start (the page then stays in cells).
    public init?(opening: SessionOpening) {
        self.opening = opening
        guard ThreadStart.detached({ [self] in run() }) else { return nil }
        // A page being typeset must not meet Pango's clean-up at exit.
        ExitWait.add(isOver: { [self] in !isBusy }, wait: { [self] in
            state.withLock { $0.stopping = true }
            while isBusy { sleepBriefly() }
        })
    }

    private var isBusy: Bool { state.withLock(\.busy) }

    /// Readable when a picture is ready to `take()`.
    public var descriptor: Int32? { wake.descriptor }

    /// Asks for a page; the one waiting, if any, is dropped.
    public func request(_ request: Request) {
        state.withLock { $0.waiting = request }
        work.signal()
    }

    /// The last page drawn, once; nil when none is new.
    public func take() -> Drawn? {
        wake.clear()
        return state.withLock { state in
            defer { state.drawn = nil }
            return state.drawn
        }
    }

    /// Why the last page could not be drawn, once (a library missing, most likely).
    public func takeFailure() -> String? {
        state.withLock { state in
            defer { state.failure = nil }
            return state.failure
        }
    }

    /// Pages drawn lately are kept up to this many bytes (pixels and encoding): closing help,
    /// or stepping a setting back, shows a page drawn before without drawing it again.
    static let cacheLimit = 64 << 20

    private func run() {
        var navigator: PixelNavigator?
        var cache = DrawnPageCache(limit: Self.cacheLimit)
        while true {
            work.wait()
            guard let request = state.withLock({ state -> Request? in
                guard !state.stopping else { return nil }
                defer { state.waiting = nil }
                state.busy = state.waiting != nil
                return state.waiting
            }) else { continue }
            do {
                let pixels = try navigator ?? PixelNavigator(opening: opening)
                navigator = pixels
                var drawn = try cache.drawn(for: request, drawing: pixels.draw)
                drawn.turns = try pixels.turns(for: request)
                deliver(drawn)
                // The pages are counted while nothing else is asked, a slice at a time; once
                // they are, the page is handed over again, its footer with the count.
                var counted = pixels.countPages(until: .now)
                while !counted, state.withLock({ $0.waiting == nil && !$0.stopping }) {
                    counted = pixels.countPages(until: .now + Self.countingSlice)
                    if counted {
                        drawn.turns = try pixels.turns(for: request)
                        deliver(drawn)
                    }
                }
                state.withLock { $0.busy = false }
            } catch {
                state.withLock {
                    $0.failure = "\(error)"
                    $0.busy = false
                }
                wake.raise()
            }
        }
    }

    /// Counting pages in pixels yields to a new request this often.
    private static let countingSlice = Duration.milliseconds(4)

    private func deliver(_ drawn: Drawn) {
        state.withLock { $0.drawn = drawn }
        wake.raise()
    }
}

/// The pages a worker drew lately, the oldest dropped past `limit` bytes.
private struct DrawnPageCache {
    let limit: Int
    private var pages: [PagePictureWorker.Drawn] = []

    init(limit: Int) { self.limit = limit }

    mutating func drawn(for request: PagePictureWorker.Request, drawing: (PagePictureWorker.Request) throws -> PagePictureWorker.Drawn) rethrows -> PagePictureWorker.Drawn {
        if let index = pages.firstIndex(where: { $0.request == request }) {
            let kept = pages.remove(at: index)
            pages.append(kept)
            return kept
        }
        let drawn = try drawing(request)
        pages.append(drawn)
        while pages.map(\.bytes).reduce(0, +) > limit, pages.count > 1 { pages.removeFirst() }
        return drawn
    }
}

extension PagePictureWorker.Drawn {
    var bytes: Int { image.rgba.count + picture.sequence.count }
}

private func sleepBriefly() {
    var time = timespec(tv_sec: 0, tv_nsec: 2_000_000)
    nanosleep(&time, nil)
}
