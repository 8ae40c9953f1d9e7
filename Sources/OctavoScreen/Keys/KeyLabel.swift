import OctavoCanvas

/// How keys are written on the screen: "↑", "PgDn", "Ctrl-R", "Space".
enum KeyLabel {
    static func of(_ event: KeyEvent) -> String {
        switch event {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .control(let letter): "Ctrl-" + letter.uppercased()
        case .function(let number): "F\(number)"
        case .click: "click"
        case .scrollUp: "wheel up"
        case .scrollDown: "wheel down"
        case .resize: "resize"
        }
    }

    /// Several keys, as the help screen lists them: "u", "↑ ↓", "Backspace Delete x".
    static func of(_ events: [KeyEvent]) -> String {
        events.map(of).joined(separator: " ")
    }
}
