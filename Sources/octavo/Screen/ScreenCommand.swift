import ArgumentParser
import FoundationEssentials
import OctavoTerminal

/// The settings screen, Octavo's default command.
struct ScreenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "screen",
        abstract: "Edit reading preferences in the terminal, with a live preview of the page.",
        discussion: """
        Opens the settings screen for an EPUB or PDF (or Octavo's sample book). Every edit is saved \
        at once and the page beside the settings shows its effect. Press ? in the screen for the keys.

        Examples:
          octavo                         the sample book
          octavo book.epub               your own book
          octavo --profile night book.pdf
          octavo --keys "jj+ a q" book.epub   replay keys, then hand over to the keyboard
          octavo --graphics kitty book.epub   the page in pixels, typeset as a reading system would

        With --graphics auto (the default), the screen asks the terminal whether it shows pixels \
        (the kitty graphics protocol, or sixel in its device attributes) without waiting for the \
        answer: the page comes in symbols first, then in pixels where the terminal said yes.
        """
    )

    @OptionGroup var options: PublicationOptions

    @Option(help: "Keys to replay before reading the keyboard, e.g. \"jj++a\" (see the README for names like <down> and <tab>).")
    var keys: String?

    @Flag(help: "Hide the terminal cursor (by default it rests on the focused row, so screen readers follow it).")
    var noCursor = false

    @Option(help: "How the page is shown: auto (ask the terminal), kitty, sixel or symbols (default: the configuration's ui.graphics, else auto).")
    var graphics: GraphicsChoice?

    func run() throws {
        try ScreenStart(selection: options.selection, keys: keys, noCursor: noCursor, graphics: graphics).run()
    }
}

/// What the screen starts with, as plain values: the quick start of `Octavo.main` makes one
/// without the argument parser, and `ScreenCommand` after it.
struct ScreenStart {
    var selection: BookSelection
    var keys: String?
    var noCursor: Bool
    /// `--graphics`; nil takes the configuration's.
    var graphics: GraphicsChoice?

    func run() throws {
        do {
            try runScreen()
        } catch let code as ExitCode {
            // Ctrl-C, or an edit that could not be saved (said already): as after q, pages
            // still being drawn are not waited for.
            Startup.endScreen(status: code.rawValue)
            throw code
        }
        Startup.endScreen(status: 0)
    }

    private func runScreen() throws {
        try reportingFailures {
            let script = try ScreenApp.keyScript(keys ?? "")
            var started: Terminal?
            defer {
                started?.stop()
                TextOutput.releaseHeldMessages()
            }
            // Curses starts while the book opens, which took a millisecond of the first frame
            // when it came after; messages for stderr wait until the terminal is given back.
            let (session, terminal) = try selection.openSession(.writing, preparingFirstPage: true) {
                TextOutput.holdMessages()
                let terminal = try ScreenApp.startTerminal(showsCursor: !noCursor)
                started = terminal
                return terminal
            }
            try ScreenApp(session: session, terminal: terminal, script: script, bookArguments: selection.repeatedArguments, graphics: graphics).run()
        }
    }
}
