import OctavoPublication
import ArgumentParser
import FoundationEssentials
import OctavoCanvas
import OctavoGraphics
import OctavoNavigator
import OctavoPreferences
import OctavoSession

/// `octavo preview`: the page as the simulated navigator draws it with the stored preferences,
/// for bug reports and golden checks without a terminal.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Print a page as the navigator draws it with the stored preferences, then its locator.",
        discussion: """
        Draws the publication at WIDTH×HEIGHT cells (default 80×24) with the preferences of the \
        profile and the publication, at the beginning, at page N (counted in screens from the \
        beginning, at this size) or at a locator, and prints the text, then the locator as one \
        line of JSON (keys sorted). --color adds 24-bit ANSI colours (each line ends with a reset).

        PDF pages and EPUB pictures are drawn as block symbols chosen by chafa (in colour with \
        --color, as shapes without). --graphics sixel or kitty then also sends each picture's \
        pixels over that protocol, over its cells, for terminals that show them.

        With --json, one pretty-printed JSON object (keys sorted): {text, locator, page, \
        pageCount, pictures}; text has the ANSI sequences with --color; pictures lists each \
        picture or PDF page drawn: {x, y, width, height} in cells, source, alt, and failure \
        (why it was drawn as its alt text) or null.

        --png FILE or --pixel-size WxH draws the page in pixels instead, as a reading system \
        would: an EPUB typeset with Pango in fontconfig's fonts, a PDF page drawn by poppler at \
        the size it is shown. The page is --pixel-size pixels (default 1000x1400) at \
        --device-pixel-ratio (default 1: the root font is 16 pixels times the font size), and \
        --page counts pages of that size. --png saves it; --graphics kitty or sixel prints it \
        inline, as wide as the terminal. With --json it prints {page, pageCount, pixelSize, \
        devicePixelRatio, fontSizePx, fontFamily, fontSubstitution, contentBox, lines, pictures, \
        locator}, in device pixels: each line's text as drawn, its x, y, width, height and \
        baseline; fontFamily is the installed family the text is set in, and fontSubstitution \
        says when it stands in for a family that is not installed.

        Examples:
          octavo preview
          octavo preview book.epub --width 100 --height 30 --page 3
          octavo preview book.epub --locator "$(octavo preview book.epub --page 5 | tail -n 1)"
          octavo preview book.pdf --color | less -R
          octavo preview book.epub --page 4 --color --graphics sixel
          octavo preview book.epub --page 3 --png page3.png --pixel-size 1000x1400 --json
          octavo preview book.epub --pixel-size 800x1100 --graphics kitty
        """
    )

    @OptionGroup var options: PublicationOptions

    @Option(help: "The width of the page in cells.")
    var width = 80

    @Option(help: "The height of the page in cells.")
    var height = 24

    @Option(help: "Show the N-th screen from the beginning (1 is the first).")
    var page: Int?

    @Option(help: "Show the location of a locator, as JSON (as printed by `preview` or the screen).")
    var locator: String?

    @Flag(help: "Colour the page with 24-bit ANSI escape sequences.")
    var color = false

    @Option(help: "How pictures reach the terminal: symbols, sixel or kitty.")
    var graphics: GraphicsProtocol = .symbols

    @Flag(help: "Print {text, locator, page, pageCount, pictures} as one JSON object.")
    var json = false

    @Option(help: "Draw the page in pixels into this PNG file.")
    var png: String?

    @Option(help: "Draw the page in pixels, WIDTHxHEIGHT (with --png, 1000x1400 unless given).")
    var pixelSize: String?

    @Option(help: "Device pixels per CSS pixel with --png (1 to 4).")
    var devicePixelRatio = 1.0

    func validate() throws {
        guard (1...1000).contains(width), (1...1000).contains(height) else {
            throw ValidationError("--width and --height must be from 1 to 1000")
        }
        if let page, page < 1 { throw ValidationError("--page must be 1 or more") }
        if page != nil, locator != nil { throw ValidationError("give --page or --locator, not both") }
        _ = try pixelDevice()
    }

    func run() throws {
        try reportingFailures {
            let session = try options.openSession(.reading)
            let navigator = session.navigator
            if png != nil || pixelSize != nil {
                try previewPixels(of: session)
                return
            }
            navigator.viewport = Viewport(width: width, height: height)
            navigator.pictureDrawing = PictureDrawing(
                colorDepth: color ? .truecolor : .monochrome,
                pixelsPerCell: graphics == .symbols ? PictureDrawing().pixelsPerCell : Size(width: SymbolRenderer.cellSize.width, height: SymbolRenderer.cellSize.height)
            )
            // The footer's "page N of M" counts screens at this size, so count them all first.
            navigator.paginate(until: nil)
            try goToRequestedPage(navigator, publication: session.publication, size: "\(width)×\(height)")
            let canvas = navigator.renderCanvas()
            // What the chapters read for this page and its count left out, or could not show.
            for warning in (navigator as? EPUBNavigator)?.contentWarnings ?? [] { TextOutput.message("warning: \(warning)") }
            let text = color ? ANSIText.render(canvas) : canvas.text
            let location = navigator.currentLocation.map(JSONOutput.value(of:)) ?? .null
            let pictures = navigator.drawnPictures
            if json {
                JSONOutput.print(.object([
                    "text": .string(text), "locator": location,
                    "page": navigator.pageNumber.map(JSONValue.integer) ?? .null,
                    "pageCount": navigator.pageCount.map(JSONValue.integer) ?? .null,
                    "pictures": .array(pictures.map(Self.json)),
                ]))
            } else {
                print(text)
                if graphics != .symbols { print(Self.pixels(of: pictures, as: graphics, canvasHeight: canvas.height), terminator: "") }
                print(JSONOutput.line(location))
            }
        }
    }

    /// Goes to --page or --locator; `size` names the page size in the errors.
    func goToRequestedPage(_ navigator: any VisualNavigator, publication: Publication, size: String) throws {
        if let page {
            if let count = navigator.pageCount, page > count, publication.metadata.layout != .fixed, publication.format != .pdf {
                throw CommandFailure("--page \(page): the publication has \(count) pages at \(size)", exit: OctavoExit.usage)
            }
            if publication.format == .pdf || publication.metadata.layout == .fixed {
                // Fixed pages: a screen may show a spread of two.
                for shown in 1..<page where !navigator.goForward() {
                    throw CommandFailure("--page \(page): the publication ends at screen \(shown) at \(size)", exit: OctavoExit.usage)
                }
            } else if !navigator.go(toPage: page) {
                throw CommandFailure("--page \(page): the publication ends before that page at \(size)", exit: OctavoExit.usage)
            }
        }
        if let locator {
            let target: Locator
            do {
                target = try JSONDecoder().decode(Locator.self, from: Data(locator.utf8))
            } catch {
                throw CommandFailure("--locator: not a locator (a JSON object with href and type, and optionally locations, title and text): \(Self.describe(error))", exit: OctavoExit.usage)
            }
            guard navigator.go(to: target) else {
                throw CommandFailure("--locator: \(target.href) is not in \(publication.url.path)", exit: OctavoExit.usage)
            }
        }
    }

    private static func json(_ picture: DrawnPicture) -> JSONValue {
        .object([
            "x": .integer(picture.rect.x), "y": .integer(picture.rect.y),
            "width": .integer(picture.rect.width), "height": .integer(picture.rect.height),
            "source": .string(picture.source), "alt": .string(picture.alt),
            "failure": picture.failure.map(JSONValue.string) ?? .null,
        ])
    }

    /// Each picture's pixels over its cells: the cursor is saved, moved up from below the
    /// printed page to the picture's top-left cell, the picture sent, and the cursor restored.
    /// A picture that cannot be encoded keeps its symbols.
    private static func pixels(of pictures: [DrawnPicture], as graphics: GraphicsProtocol, canvasHeight: Int) -> String {
        var output = ""
        for picture in pictures {
            guard let image = picture.image, !picture.rect.isEmpty,
                  let sequence = try? GraphicsEncoder.encode(image, columns: picture.rect.width, rows: picture.rect.height, as: graphics) else { continue }
            output += "\u{1B}7\u{1B}[\(canvasHeight - picture.rect.y)A\u{1B}[\(picture.rect.x + 1)G" + sequence + "\u{1B}8"
        }
        return output
    }

    /// What is wrong with a locator, in words about the JSON.
    private static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): "it has no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "\"\(context.codingPath.map(\.stringValue).joined(separator: "."))\" has the wrong type"
        default: "it is not valid JSON"
        }
    }
}

extension GraphicsProtocol: ExpressibleByArgument {}
