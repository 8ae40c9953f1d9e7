import ArgumentParser
import FoundationEssentials
import Glibc
import OctavoQA

/// `octavo qa`: every preference of the book's format tried on the book, with the pages that
/// show each step, the rules, and a checklist, as a web page and as JSON: the artefact a tester
/// attaches to a ticket.
struct QACommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "qa",
        abstract: "Write a QA report of every preference tried on the book, as a web page and JSON.",
        discussion: """
        Writes DIR/index.html (one self-contained page: open it in any browser, offline) and \
        DIR/report.json, replacing a report already in DIR as a whole. For each preference of the \
        book's format: its value and where it comes from, whether it takes effect and why not, \
        what makes it take effect (the screen's key and the `octavo set … --activate` line), and \
        one realistic step (font size up, theme to sepia, hyphens on…) with the first of pages \
        1 to 20 it changes, before and after, and how many cells and lines changed. A step that \
        changes nothing there is a finding. Then the rules for this book's layout, and a \
        checklist whose ticks stay in the page's address. The stored preferences are the \
        "before" state; nothing is saved.

        Pages are laid out in terminal cells of 8×16 pixels: --pixel-size 960x640 gives pages of \
        120×40 cells. The work is shared out between the processors; a progress bar shows on \
        stderr when it is a terminal.

        report.json (keys sorted): generator, book {title, path, format, layout, fixedLayout, \
        languages, readingProgression, pageCount, styleSheets, embeddedFonts, pictures, pixelSize \
        {width, height}, grid {columns, lines}}, pagesTried, preferences [{key, title, section, \
        value, source (default, profile, book), isEffective, reason, activation {screenKey, \
        command} or null, step, activated, page, before, after (the page's text), changedCells, \
        changedLines, finding}], findings [{key, title, finding}], rules {combinations, \
        preferences [{key, title, effectiveWhen, effective}]}. --json also prints it on stdout.

        Examples:
          octavo qa book.epub
          octavo qa book.pdf --output /tmp/qa --pixel-size 1280x800
        """
    )

    @OptionGroup var options: PublicationOptions

    @Option(help: "The report's folder (default: ./octavo-qa-<book name>).")
    var output: String?

    @Option(help: "The page size in pixels, WxH (cells of 8×16 pixels).")
    var pixelSize = "960x640"

    @Flag(help: "Also print report.json on stdout.")
    var json = false

    func validate() throws {
        _ = try pixels()
    }

    private func pixels() throws -> (width: Int, height: Int) {
        let parts = pixelSize.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (160...16_384).contains(width), (96...16_384).contains(height) else {
            throw ValidationError("--pixel-size takes WIDTHxHEIGHT in pixels, from 160x96 to 16384x16384 (it was \(pixelSize))")
        }
        return (width, height)
    }

    func run() throws {
        try reportingFailures {
            let (width, height) = try pixels()
            let session = try options.openSession(.reading)
            let bar = isatty(STDERR_FILENO) == 1 ? ProgressBar() : nil
            defer { bar?.clear() }
            let run = QAReportRun(pixelWidth: width, pixelHeight: height, bookArguments: options.repeatedArguments)
            let written = try run.write(for: session, into: output) { done, total in bar?.show(done, of: total) }
            bar?.clear()
            if json {
                JSONOutput.print(written.report.json(written.presentation))
            } else {
                TextOutput.print(QAReportRun.summary(folder: written.folder, report: written.report))
            }
        }
    }
}

/// A one-line bar on stderr, redrawn in place: `qa [########--------] 12/27 preferences`.
private final class ProgressBar: Sendable {
    func show(_ done: Int, of total: Int) {
        let width = 30
        let filled = total == 0 ? width : done * width / total
        let line = "\rqa [" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "] \(done)/\(total) preferences"
        _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }

    func clear() {
        let blank = "\r" + String(repeating: " ", count: 60) + "\r"
        _ = blank.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    }
}
