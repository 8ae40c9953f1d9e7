import OctavoPublication
import FoundationEssentials
import OctavoSample
import OctavoNavigator
import OctavoStore
import OctavoSession

/// The book, store and profile a command works on, as plain values: the screen's quick start
/// fills them in without building the argument parser's option wrappers, which cost a quarter of
/// a millisecond before the book could start opening.
struct BookSelection {
    var publication: String?
    var store: String?
    var profile: String?

    /// Opens the store, the book and a session, failing with the documented exit codes and a
    /// one-line message on stderr. With `preparingFirstPage`, for a command about to draw it,
    /// the first page is made ready on other processors while the rest is opened and the
    /// session built: an EPUB's first chapter parsed, a PDF's first page drawn for this terminal.
    /// `whileOpening` is done on this thread while the book opens on another; if it throws, the
    /// book's opening still ends before the error goes on.
    func openSession<Prepared>(
        preparingFirstPage: Bool, whileOpening: () throws -> Prepared
    ) throws -> (session: PreferencesSession, prepared: Prepared) {
        // The sample book is written here, where failing to write it is told as such; a book's
        // own path becomes a URL on the opening's thread.
        let bookURL: @Sendable () -> URL
        if let publication {
            bookURL = { URL(fileURLWithPath: publication) }
        } else {
            do {
                let sample = try SampleBook.url(in: SampleBook.defaultFolder(environment: ProcessEnvironment.variables))
                bookURL = { sample }
            } catch {
                throw CommandFailure("cannot write the sample book: \(error)", exit: OctavoExit.cannotWrite)
            }
        }
        // Known from the book's first bytes, read once, before the opening starts, so that a
        // PDF's libraries are the first thing it loads.
        let format: Publication.Format? = if let publication { Publication.format(atPath: publication) } else { .epub }
        // The book opens on another processor while the store and the configuration are read;
        // its URL and the terminal's size in pixels are worked out there. An EPUB's thread hands
        // the book over, then goes on to parse the first chapter; a PDF's loads poppler, and is
        // joined as its value is taken.
        let parsesChapterItself = format == .epub && preparingFirstPage
        let open: @Sendable () throws -> Publication = {
            Startup.beginOpening(format)
            let url = bookURL()
            guard preparingFirstPage else { return try Publication.open(at: url) }
            return try Publication.open(at: url, preparingToShow: 0, fitting: TerminalPixelSize.current(), leavingTheParseToCaller: parsesChapterItself)
        }
        let opening = parsesChapterItself
            ? BackgroundWork(open, then: { publication in publication.prepareWhatWasLeftToCaller() })
            : BackgroundWork(open)
        /// `body`'s result; if it throws, the book is handed over before the error goes on (and
        /// its opening has ended, unless it goes on to parse the first chapter).
        func whileTheBookOpens<Value>(_ body: () throws -> Value) throws -> Value {
            do {
                return try body()
            } catch {
                _ = try? opening.value()
                throw error
            }
        }
        let store = try whileTheBookOpens(openStore)
        let configuration = OctavoConfiguration.current
        let profileName = profile ?? configuration.profile ?? store.activeProfile()
        for problem in configuration.problems {
            TextOutput.message("warning: \(problem)")
        }
        // The declarations are built while the book is still opening, instead of after it: the
        // session needs the table of the book's format, and this thread would only wait
        // meanwhile. The other table is left alone.
        switch format {
        case .epub: _ = EPUBPreferenceTable.shared
        case .pdf: _ = PDFPreferenceTable.shared
        case nil: break
        }
        if preparingFirstPage { Startup.prepareFirstPage(of: format) }
        let prepared = try whileTheBookOpens(whileOpening)
        // The list of the table's declarations, which the session reads first, is made after
        // `whileOpening` (the screen's start of curses), when this thread is mostly left waiting
        // for the book; made before curses, it would slow the opening as much as it speeds the
        // session.
        switch format {
        case .epub: _ = EPUBPreferenceTable.all
        case .pdf: _ = PDFPreferenceTable.all
        case nil: break
        }
        let opened: Publication
        do {
            opened = try opening.value()
        } catch {
            throw CommandFailure("\(error)", exit: OctavoExit.unreadable)
        }
        do {
            let session = try PreferencesSession(
                publication: opened, store: store, profile: profileName,
                epubDefaults: configuration.epubDefaults, pdfDefaults: configuration.pdfDefaults
            )
            return (session, prepared)
        } catch let error as StoreError {
            throw CommandFailure("\(error)", exit: error.kind == .io ? OctavoExit.unreadable : OctavoExit.usage)
        } catch {
            throw CommandFailure("\(error)", exit: OctavoExit.unreadable)
        }
    }

    func openStore() throws -> PreferencesStore {
        let root = store.map { StoreLocation.resolve(storeOption: $0, environment: ProcessEnvironment.variables) }
            ?? URL(fileURLWithPath: OctavoConfiguration.current.storeRoot, isDirectory: true)
        do {
            return try PreferencesStore(root: root)
        } catch {
            throw CommandFailure("\(error)", exit: OctavoExit.cannotWrite)
        }
    }
}
