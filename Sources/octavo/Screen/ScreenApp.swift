import FoundationEssentials
import OctavoCanvas
import OctavoGraphics
import OctavoScreen
import OctavoSession
import OctavoTerminal

/// Runs the settings screen on a started terminal: the configuration's palette and keys, the
/// messages worth showing first, then the screen loop.
struct ScreenApp {
    let session: PreferencesSession
    let terminal: Terminal
    let script: [KeyEvent]
    /// The arguments that name this book, profile and store again, for the commands the QA
    /// report suggests.
    let bookArguments: [String]
    /// `--graphics`; nil takes the configuration's.
    let graphics: GraphicsChoice?

    /// The keys of `--keys`, read before anything starts, so that a mistake in them is a usage
    /// error on a terminal left alone.
    static func keyScript(_ text: String) throws -> [KeyEvent] {
        do {
            return try KeyScript.parse(text)
        } catch {
            throw CommandFailure("\(error)", exit: OctavoExit.usage)
        }
    }

    static func startTerminal(showsCursor: Bool) throws -> Terminal {
        do {
            return try Terminal.start(TerminalOptions(showsCursor: showsCursor))
        } catch {
            throw CommandFailure("\(error)", exit: OctavoExit.usage)
        }
    }

    func run() throws {
        let environment = ProcessEnvironment.variables
        let configuration = OctavoConfiguration.current
        let monochrome = ColorCapability.isColorDisabled(environment: environment) || !terminal.capabilities.usesColor
            || configuration.colourScheme == "mono"
        session.navigator.pictureDrawing.colorDepth = monochrome ? .monochrome : terminal.colorCapability.pictureColorDepth
        session.navigator.pictureDrawing.defersDecoding = true
        let controller = ScreenController(session: session, size: terminal.size)
        let keys = configuration.keyMap
        controller.keyMap = keys.map
        let session = session, bookArguments = bookArguments
        controller.writeQAReport = { folder in
            do {
                let written = try QAReportRun(bookArguments: bookArguments).write(for: session.opening.open(), into: folder)
                return (QAReportRun.summary(folder: written.folder, report: written.report), false)
            } catch {
                return ("QA report not written: \(error)", true)
            }
        }
        let (configured, graphicsProblem) = configuration.graphics
        for problem in configuration.problems + keys.problems + [graphicsProblem].compactMap({ $0 }) { controller.show(message: problem, isError: true) }
        if let notice = terminal.capabilities.notice { controller.show(message: notice) }
        if let problem = session.problems.first { controller.show(message: "\(problem)", isError: true) }

        let loop = ScreenLoop(controller: controller, view: ScreenView(palette: monochrome ? .monochrome : .dark))
        let pictures = graphics ?? configured
        // Through tmux, the question about pixels goes out before the first frame, which asks
        // it again: tmux drops what passes through it while it redraws the window, as it may
        // when a program starts. Elsewhere it waits, with the writer's thread and the store's
        // watch, until the first frame (drawn in symbols) is out.
        let throughTmux = ProcessEnvironment.variables["TMUX"] != nil
        if throughTmux { startPictures(pictures, throughTmux: true, controller: controller) }
        loop.run(on: terminal, replaying: script) {
            if !throughTmux { startPictures(pictures, throughTmux: false, controller: controller) }
            session.writeInBackground()
            session.watchForChanges()
        }
        // Every edit is on disk before the screen goes, whether by q or by Ctrl-C.
        if let failure = session.flushWrites().first { throw CommandFailure("not saved: \(failure)", exit: OctavoExit.cannotWrite) }
        if controller.state.interrupted { throw OctavoExit.interrupted }
    }
}

extension ScreenApp {
    /// Pages in pixels, where the terminal shows them: a worker draws them, and the terminal is
    /// asked (or told) which protocol to use. Inside tmux, kitty's protocol goes through tmux's
    /// passthrough and places pictures by Unicode placeholders, which tmux keeps in the pane.
    /// Not on a terminal without colours.
    private func startPictures(_ choice: GraphicsChoice, throughTmux: Bool, controller: ScreenController) {
        guard choice != .symbols, terminal.colorCapability.usesColor else { return }
        let opening = session.opening
        controller.makePagePictures = { PagePictureWorker(opening: opening) }
        if let named = choice.named {
            terminal.usePictures(named, throughTmux: throughTmux)
        } else {
            terminal.askForPictureSupport([.kitty, .sixel], throughTmux: throughTmux)
        }
    }
}

extension ColorCapability {
    /// The colours chafa may use for pictures and PDF pages on this terminal.
    var pictureColorDepth: PictureColorDepth {
        switch self {
        case .monochrome: .monochrome
        case .palette8, .palette16: .indexed16
        case .palette256: .indexed256
        case .trueColor: .truecolor
        }
    }
}
