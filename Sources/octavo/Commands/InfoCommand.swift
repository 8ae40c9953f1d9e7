import OctavoPublication
import ArgumentParser
import OctavoCanvas
import OctavoNavigator
import OctavoPreferences
import OctavoSession

/// `octavo info`: the publication as Octavo understood it, the first thing to attach to a bug
/// report about a book that looks wrong.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show the publication's metadata as Octavo understood it.",
        discussion: """
        readingProgression is the direction the navigator uses: resolved from the stored \
        preferences, the publication and the defaults (REFERENCE §3); \
        publicationReadingProgression is the same resolution without preferences, which is what \
        the book itself asks for. stylesheetFamily (EPUB) is resolved with the stored preferences \
        too.

        With --json, one pretty-printed JSON object (keys sorted): title, identifier (or null), \
        authors, languages (BCP-47 tags), layout (reflowable, fixed), readingProgression and \
        publicationReadingProgression (ltr, rtl), format (epub, pdf), stylesheetFamily (default, \
        rtl, cjkHorizontal, cjkVertical; null for PDF), readingOrderCount, tableOfContentsCount, \
        pageCount (PDF; null for EPUB), pageSizes (PDF: one {width, height} per page, in points, \
        the page as displayed: its crop box, turned by its rotation; null for EPUB), path, publicationKey (the name of its preferences in the \
        store), profile and warnings (what was repaired while opening).

        Examples:
          octavo info
          octavo info book.epub --json | jq .readingProgression
          octavo info book.pdf
        """
    )

    @OptionGroup var options: PublicationOptions

    @Flag(help: "Print a JSON object instead of text.")
    var json = false

    func run() throws {
        try reportingFailures {
            let session = try options.openSession(.reading)
            let info = Self.fields(of: session)
            if json {
                JSONOutput.print(.object(Dictionary(uniqueKeysWithValues: info.map { ($0.key, $0.value) })))
                return
            }
            let width = info.map { TextWidth.of($0.key) }.max() ?? 0
            TextOutput.print(info.map { field in
                TextWidth.pad(field.key + ":", toWidth: width + 1) + " " + Self.text(of: field.value)
            }.joined(separator: "\n"))
        }
    }

    /// The fields in the order the text shows them.
    static func fields(of session: PreferencesSession) -> [(key: String, value: JSONValue)] {
        let publication = session.publication
        let metadata = publication.metadata
        let epubSettings = (session.navigator as? EPUBNavigator)?.settings
        let ownDirection: ReadingProgression = switch publication.format {
        case .epub: EPUBSettings(preferences: EPUBPreferences(), defaults: EPUBDefaults(), metadata: metadata).readingProgression
        case .pdf: PDFSettings(preferences: PDFPreferences(), defaults: PDFDefaults(), metadata: metadata).readingProgression
        }
        return [
            ("title", .string(metadata.title)),
            ("authors", .array(metadata.authors.map(JSONValue.string))),
            ("identifier", metadata.identifier.map(JSONValue.string) ?? .null),
            ("format", .string(publication.format.rawValue)),
            ("layout", .string(metadata.layout.rawValue)),
            ("languages", .array(metadata.languages.map { .string($0.code.bcp47) })),
            ("readingProgression", .string(session.navigator.readingProgression.rawValue)),
            ("publicationReadingProgression", .string(ownDirection.rawValue)),
            ("stylesheetFamily", epubSettings.map { .string($0.stylesheetFamily.rawValue) } ?? .null),
            ("readingOrderCount", .integer(publication.readingOrder.count)),
            ("tableOfContentsCount", .integer(publication.tableOfContents.count)),
            ("pageCount", publication.format == .pdf ? .integer(publication.pageSizeTable.count) : .null),
            ("pageSizes", publication.format == .pdf ? .array(publication.pageSizes.map(Self.json)) : .null),
            ("path", .string(publication.url.path)),
            ("publicationKey", .string(session.publicationKey)),
            ("profile", .string(session.profile)),
            ("warnings", .array(publication.warnings.map(JSONValue.string))),
        ]
    }

    private static func json(_ size: PDFPageSize) -> JSONValue {
        func number(_ value: Double) -> JSONValue { value == value.rounded() && abs(value) < 1e15 ? .integer(Int(value)) : .number(value) }
        return .object(["width": number(size.width), "height": number(size.height)])
    }

    private static func text(of value: JSONValue) -> String {
        switch value {
        case .object(let size) where size.keys.sorted() == ["height", "width"]:
            "\(size["width"]!.plainText) × \(size["height"]!.plainText) pt"
        case .null: "–"
        case .array(let items) where items.count > 3: "\(items.count), the first: \(text(of: items[0]))"
        case .array(let items): items.isEmpty ? "–" : items.map(text(of:)).joined(separator: ", ")
        default: value.plainText
        }
    }
}
