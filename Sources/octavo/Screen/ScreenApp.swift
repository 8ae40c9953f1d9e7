import Foundation
import OctavoCanvas
import OctavoTerminal
import OctavoScreen
import OctavoSession

/// The screen's main loop, on one thread because ncurses is single-threaded: read a key (or time
/// out to notice changes made to the store by others), hand it to the controller, draw the view.
struct ScreenApp {
    let session: PreferencesSession
    let keyScript: String

    /// How long to wait for a key before looking at the store files again.
    static let idleInterval: Duration = .milliseconds(250)

    func run() throws {
        let script: [KeyEvent]
        do {
            script = try KeyScript.parse(keyScript)
        } catch {
            throw CommandFailure("\(error)", exit: OctavoExit.usage)
        }
        let terminal: Terminal
        do {
            terminal = try Terminal.start()
        } catch {
            throw CommandFailure("\(error)", exit: OctavoExit.usage)
        }
        defer { terminal.stop() }

        let environment = ProcessInfo.processInfo.environment
        let configuration = OctavoConfiguration.current
        let monochrome = ColorCapability.isColorDisabled(environment: environment) || !terminal.colorCapability.usesColor
            || configuration.colourScheme == "mono"
        let view = SettingsScreenView(palette: monochrome ? .monochrome : .dark)
        let controller = SettingsController(session: session, size: terminal.size)
        controller.keyBindings = configuration.keyBindings
        if let problem = configuration.problems.first { controller.show(message: problem, isError: true) }
        if let notice = terminal.fallbackNotice { controller.show(message: notice) }
        if let problem = session.problems.first { controller.show(message: "\(problem)", isError: true) }

        for event in script where !controller.state.quit { controller.handle(event) }
        while !controller.state.quit {
            _ = terminal.draw(view.render(controller))
            if let event = terminal.nextEvent(timeout: Self.idleInterval) {
                controller.handle(event)
            }
            controller.reloadIfChangedOnDisk()
        }
    }
}
