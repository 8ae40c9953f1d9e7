import CGLib
import CPoppler
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A PDF opened by poppler: what `pdfinfo` reports (page sizes, title, author), the text of a
/// page for search, and pages rendered into pixels. Poppler repairs what it can (damaged or
/// missing cross-reference tables) and decrypts files whose user password is empty, so Octavo
/// opens what the usual PDF tools open.
///
/// A poppler document must not be used from two threads at once, so it is kept behind a lock.
public final class PopplerDocument: Sendable {
    /// A page as displayed, in points: the crop box clipped to the media box, turned by `/Rotate`.
    public struct PageSize: Hashable, Sendable {
        public let width: Double
        public let height: Double
    }

    public let pageCount: Int
    public let title: String?
    public let author: String?
    /// The first `dc:language` of the document's XMP metadata.
    public let language: String?
    /// The `PDF-x.y` version poppler read.
    public let version: String?

    private let poppler: Poppler
    private let document: Mutex<DocumentHandle>
    /// POPPLER_ERROR_ENCRYPTED: the file needs a password that is not empty.
    private static let popplerErrorEncrypted: Int32 = 1

    /// Sets up fontconfig, which drawing a page needs, on the calling thread unless another
    /// thread has begun: for the start-up of a program that would otherwise wait for a PDF to
    /// open (see `FontConfiguration`).
    package static func prepareFonts() {
        FontConfiguration.setUpHere()
    }

    /// Loads poppler and the libraries it needs, or waits for the thread loading them: for the
    /// start-up of a program that knows a PDF is to be opened; `open(path:)` loads them otherwise.
    package static func loadLibraries() {
        librariesLoading.run()
    }

    private static let librariesLoading = LoadingOnce { _ = Poppler.loaded }

    /// Opens the file at `path` with an empty user password.
    public static func open(path: String) throws(PDFOpenError) -> PopplerDocument {
        try GraphicsLock.withLock { () throws(PDFOpenError) -> PopplerDocument in try openLocked(path: path) }
    }

    private static func openLocked(path: String) throws(PDFOpenError) -> PopplerDocument {
        let poppler: Poppler
        switch Poppler.loaded {
        case .success(let loaded): poppler = loaded
        case .failure(let error): throw PDFOpenError(error.description)
        }
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw PDFOpenError("the file could not be opened (\(String(cString: strerror(errno))))") }
        var error: UnsafeMutablePointer<OctavoGError>?
        // Poppler owns the descriptor from here on, whether it opens the document or not. No
        // password: poppler then tries the empty one (given "", it reports an encrypted file as
        // damaged).
        guard let pointer = poppler.documentNewFromFD(fd, nil, &error) else {
            let encrypted = error?.pointee.code == Self.popplerErrorEncrypted
            let reason = poppler.glib.take(error) ?? "unknown error"
            throw PDFOpenError(encrypted
                ? "the document is encrypted with a password; open it in a PDF tool with the password and save a copy without one"
                : "poppler could not read it (\(reason.trimmingTrailingPeriod))")
        }
        return PopplerDocument(poppler: poppler, pointer: pointer)
    }

    private init(poppler: Poppler, pointer: sending OpaquePointer) {
        self.poppler = poppler
        pageCount = max(0, Int(poppler.pageCount(pointer)))
        title = Self.cleaned(poppler.glib.take(poppler.title(pointer)))
        author = Self.cleaned(poppler.glib.take(poppler.author(pointer)))
        version = poppler.glib.take(poppler.version(pointer))
        language = poppler.glib.take(poppler.xmpMetadata(pointer)).flatMap(XMPLanguage.first(in:))
        document = Mutex(DocumentHandle(pointer: pointer, unref: poppler.glib.objectUnref))
    }

    /// The sizes of the pages in `range` (clamped to the document); a page poppler cannot load
    /// has a zero size. Each page is loaded to read it, so a long document's are
    /// read as they are needed (see `PageSizeTable`).
    public func pageSizes(in range: Range<Int>) -> [PageSize] {
        let pages = range.clamped(to: 0..<pageCount)
        return GraphicsLock.withLock { document.withLock { handle in
            pages.map { index in
                var width = 0.0, height = 0.0
                if let page = poppler.page(handle.pointer, Int32(index)) {
                    poppler.pageSize(page, &width, &height)
                    poppler.glib.objectUnref(UnsafeMutableRawPointer(page))
                }
                return PageSize(width: Self.pageLength(width), height: Self.pageLength(height))
            }
        } }
    }

    /// A side of a page box as the file gives it, in points: zero (a page that cannot be shown)
    /// unless it is a number between 1 and 14,400, the largest page PDF allows.
    static func pageLength(_ length: Double) -> Double {
        length.isFinite && length >= 1 ? min(length, 14_400) : 0
    }

    /// Every page's size (see `pageSizes(in:)`).
    public var pageSizes: [PageSize] { pageSizes(in: 0..<pageCount) }

    /// The page's text in reading order, as poppler extracts it.
    public func text(ofPage index: Int) -> String {
        GraphicsLock.withLock { document.withLock { handle in
            guard index >= 0, index < pageCount, let page = poppler.page(handle.pointer, Int32(index)) else { return "" }
            defer { poppler.glib.objectUnref(UnsafeMutableRawPointer(page)) }
            return poppler.glib.take(poppler.text(page)) ?? ""
        } }
    }

    /// The page drawn on white paper, scaled to `width` × `height` pixels; nil for a page that
    /// does not exist or a size cairo refuses.
    public func render(page index: Int, width: Int, height: Int) -> PixelImage? {
        guard index >= 0, index < pageCount, width > 0, height > 0, width <= 1 << 14, height <= 1 << 14 else { return nil }
        FontConfiguration.waitUntilReady()
        return GraphicsLock.withLock { document.withLock { handle -> PixelImage? in
            guard let page = poppler.page(handle.pointer, Int32(index)) else { return nil }
            defer { poppler.glib.objectUnref(UnsafeMutableRawPointer(page)) }
            guard let surface = poppler.cairo.surfaceCreate(Int32(OCTAVO_CAIRO_FORMAT_ARGB32), Int32(width), Int32(height)) else { return nil }
            defer { poppler.cairo.surfaceDestroy(surface) }
            guard poppler.cairo.surfaceStatus(surface) == 0, let cairo = poppler.cairo.create(surface) else { return nil }
            var pageWidth = 0.0, pageHeight = 0.0
            poppler.pageSize(page, &pageWidth, &pageHeight)
            poppler.cairo.setSourceRGB(cairo, 1, 1, 1)
            poppler.cairo.paint(cairo)
            if pageWidth > 0, pageHeight > 0 {
                poppler.cairo.scale(cairo, Double(width) / pageWidth, Double(height) / pageHeight)
                poppler.render(page, cairo)
            }
            poppler.cairo.destroy(cairo)
            return poppler.cairo.opaqueImage(of: surface, width: width, height: height)
        } }
    }

    /// Surrounding whitespace and the NUL some writers end strings with are not part of a title.
    private static func cleaned(_ text: String?) -> String? {
        guard let text else { return nil }
        let trimmed = text.trimmingCharacters(while: { $0.isWhitespace || $0 == "\0" })
        return trimmed.isEmpty ? nil : trimmed
    }
}

/// The document pointer, released with the last reference to the document.
private struct DocumentHandle: ~Copyable {
    let pointer: OpaquePointer
    let unref: octavo_g_object_unref_fn

    deinit { unref(UnsafeMutableRawPointer(pointer)) }
}

extension String {
    fileprivate func trimmingCharacters(while isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }

    fileprivate var trimmingTrailingPeriod: String { hasSuffix(".") ? String(dropLast()) : self }
}
