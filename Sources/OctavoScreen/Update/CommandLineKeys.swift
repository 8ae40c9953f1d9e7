import OctavoCanvas

/// The command line (`:`): runs a line as `octavo set` reads it; an error keeps the line open
/// with the reason, as an entry field does.
enum CommandLineKeys {
    static func handle(_ event: KeyEvent, text: String, _ state: inout ScreenState, _ context: ScreenContext) -> [ScreenEffect] {
        let commandLine = ScreenCommandLine(keys: context.rows.map(\.key), values: context.completions)
        switch event {
        case .escape: state.mode = .list
        case .backspace, .delete: state.mode = .command(text: String(text.dropLast()))
        case .tab:
            let (line, candidates) = commandLine.complete(text)
            state.mode = .command(text: line)
            if candidates.count > 1 { state.message = candidates.prefix(12).joined(separator: "  ") }
        case .character(let character): state.mode = .command(text: text + String(character))
        case .enter:
            do {
                return run(try commandLine.parse(text), text: text, &state, context)
            } catch {
                state.mode = .command(text: text)
                state.fail(error.message)
            }
        default: break
        }
        return []
    }

    private static func run(_ command: ScreenCommandLine.Command, text: String, _ state: inout ScreenState, _ context: ScreenContext) -> [ScreenEffect] {
        state.mode = .list
        func focus(on key: String) {
            if let index = context.index(ofKey: key) { state.focus = index }
        }
        switch command {
        case .focus(let key):
            focus(on: key)
        case .set(let key, let value):
            focus(on: key)
            return [.edit(key: key, change: .set(value), origin: .command(text: text))]
        case .reset(let key?):
            focus(on: key)
            return [.edit(key: key, change: .clear, origin: .commandReset)]
        case .reset(nil):
            return [.replacePreferences(with: [:], origin: .reset)]
        case .profile(let name):
            return [.profile(.switchToExisting(name))]
        case .preset(let name):
            return [.applyPresetNamed(name)]
        case .qa(let folder):
            state.message = "Writing the QA report of this book…"
            return [.writeQAReport(folder: folder)]
        case .help: state.mode = .help
        case .quit: state.quit = true
        }
        return []
    }
}
