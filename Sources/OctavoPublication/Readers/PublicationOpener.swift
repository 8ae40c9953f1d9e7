import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension Publication {
    /// Opens an EPUB or a PDF, recognised by its content rather than its name, on any thread:
    /// if a helper thread opens a PDF, it must have ended before the process does (as
    /// `BackgroundWork.value()` sees to), or the clean-up of poppler's libraries on that thread
    /// can crash the exit.
    ///
    /// - Throws: a `PublicationError` naming the file and the problem; never crashes on bad input.
    public static func open(at url: URL) throws -> Publication {
        try PublicationOpener.open(at: url, preparing: nil)
    }

    /// `open(at:)` for a reader about to show resource `index`, which is made ready on another
    /// processor while the rest of the book is read: an EPUB chapter is parsed (as by
    /// `prepareContentDocument(at:)`) before the table of contents is; a PDF page, and the one
    /// after it that a spread shows beside it, are drawn to fit `box` pixels (as by
    /// `preparePage(at:fitting:)`) as soon as the document is open. The PDF's drawing starts on
    /// the caller's processor, for a caller that hands the book over and ends, as the screen's
    /// opening thread does: a caller that goes on working would wait for the drawing.
    public static func open(at url: URL, preparingToShow index: Int, fitting box: (width: Int, height: Int) = (480, 640)) throws -> Publication {
        try PublicationOpener.open(at: url, preparing: (index, box))
    }

    /// `open(at:preparingToShow:fitting:)` for a caller that hands the book over and then has
    /// nothing else to do on its thread: an EPUB chapter is not given a thread of its own but
    /// left for `prepareWhatWasLeftToCaller()`, which the caller runs once the book is handed over
    /// (as `BackgroundWork`'s `init(_:then:)` lets it). A reader who asks for the chapter before
    /// then parses it itself. A PDF's pages are drawn ahead as by the other `open`.
    public static func open(
        at url: URL, preparingToShow index: Int, fitting box: (width: Int, height: Int) = (480, 640), leavingTheParseToCaller: Bool
    ) throws -> Publication {
        try PublicationOpener.open(at: url, preparing: (index, box), parsingHere: leavingTheParseToCaller)
    }

    /// What `open(at:)` will take the file for, from its first bytes alone; nil when it cannot
    /// be read or is neither (`open(at:)` then says why).
    public static func format(at url: URL) -> Format? {
        format(atPath: url.fileSystemPath)
    }

    /// `format(at:)` for a file path, for a caller that has one and no URL yet: a PDF's
    /// libraries start loading once it is known, and need not wait for a URL's path.
    public static func format(atPath path: String) -> Format? {
        guard let prefix = try? PublicationOpener.readPrefix(ofPath: path) else { return nil }
        return PublicationOpener.format(of: prefix)
    }

    /// Whether `prefix` (the first bytes of a file) has the `%PDF-` marker that PDF viewers accept
    /// anywhere in the first 1024 bytes.
    public static func looksLikePDF(_ prefix: Data) -> Bool {
        let marker = Array("%PDF-".utf8)
        let window = Array(prefix.prefix(1024))
        guard window.count >= marker.count else { return false }
        return (0...(window.count - marker.count)).contains { window[$0..<($0 + marker.count)].elementsEqual(marker) }
    }
}

/// Tells an EPUB from a PDF by the first bytes of the file and hands it to `EPUBReader` or
/// `PDFReader`.
enum PublicationOpener {
    static func format(of prefix: Data) -> Publication.Format? {
        if prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .epub }
        return Publication.looksLikePDF(prefix) ? .pdf : nil
    }

    /// With `parsingHere`, an EPUB chapter to prepare is left for the caller to parse.
    static func open(at url: URL, preparing: (index: Int, box: (width: Int, height: Int))?, parsingHere: Bool = false) throws -> Publication {
        let prefix = try readPrefix(of: url)
        switch format(of: prefix) {
        case .epub:
            return try EPUBReader.open(at: url, preparing: preparing?.index, parsingHere: parsingHere)
        case .pdf:
            guard let preparing else { return try PDFReader.open(at: url, readingSizesOf: PDFReader.pageSizesReadAtOpening) }
            // The pages to draw start drawing as soon as their own sizes are read, the others'
            // being read after them on the drawing thread, which starts on this processor so as
            // not to take the one the screen's thread is woken on.
            let shown = [preparing.index, preparing.index + 1]
            let publication = try PDFReader.open(at: url, readingSizesOf: shown[1] + 1)
            let sizes = publication.pageSizeTable
            publication.pagePreparation.preparePages(at: shown, fitting: preparing.box, on: .inPlaceOfCaller) {
                sizes.read(through: PDFReader.pageSizesReadAtOpening - 1)
            }
            return publication
        case nil:
            if prefix.isEmpty {
                throw PublicationError(file: url.path, problem: "is empty")
            }
            throw PublicationError(file: url.path, problem: "is neither an EPUB (zip) nor a PDF")
        }
    }

    private static func readPrefix(of url: URL) throws -> Data {
        try readPrefix(ofPath: url.fileSystemPath, named: url.path)
    }

    /// The file's first kilobyte; `name` is the file as errors call it (the path by default).
    static func readPrefix(ofPath path: String, named name: @autoclosure () -> String? = nil) throws -> Data {
        func failure() -> PublicationError {
            let reason = String(cString: strerror(errno)).lowercased()
            return PublicationError(file: name() ?? path, problem: "cannot be read (\(reason))")
        }
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure() }
        defer { Glibc.close(descriptor) }
        var prefix = [UInt8](repeating: 0, count: 1024)
        var count = 0
        while count < prefix.count {
            let read = prefix.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0, errno == EINTR { continue }
            guard read >= 0 else { throw failure() }
            if read == 0 { break }
            count += read
        }
        return Data(prefix[..<count])
    }
}
