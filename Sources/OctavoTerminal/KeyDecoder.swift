import OctavoCanvas

/// One read from curses, before it means anything: kept separate from
/// ``KeyDecoder`` so the mapping can be tested without a terminal.
enum RawInput: Hashable, Sendable {
    /// `wget_wch` returned OK: a Unicode scalar value, or a control code.
    case character(UInt32)
    /// `wget_wch` returned KEY_CODE_YES: a curses KEY_* code.
    case keyCode(Int32)
    /// A KEY_MOUSE event as `getmouse` reported it.
    case mouse(x: Int, y: Int, buttons: UInt32)
    /// KEY_RESIZE, with the size curses has already adopted.
    case resize(width: Int, height: Int)
}

/// Maps curses input to ``KeyEvent``. Inputs Octavo has no use for (other
/// control codes, shifted arrows, mouse releases, invalid scalars) give nil
/// so the caller simply reads on.
enum KeyDecoder {
    static let escapeCode: UInt32 = 27
    static let deleteCode: UInt32 = 127

    static func decode(_ input: RawInput) -> KeyEvent? {
        switch input {
        case .character(let code): decodeCharacter(code)
        case .keyCode(let code): decodeKeyCode(code)
        case .mouse(let x, let y, let buttons): decodeMouse(x: x, y: y, buttons: buttons)
        case .resize(let width, let height): .resize(width: width, height: height)
        }
    }

    /// In raw mode the terminal sends Tab, Enter and Backspace as the same
    /// codes as Ctrl-I, Ctrl-J/M and Ctrl-H; the keys win, since no screen
    /// binds those Ctrl letters.
    static func decodeCharacter(_ code: UInt32) -> KeyEvent? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 8, deleteCode: return .backspace
        case escapeCode: return .escape
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(code) + 0x60)))
        case 0..<32, 0x80..<0xA0: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }

    static func decodeKeyCode(_ code: Int32) -> KeyEvent? {
        switch code {
        case CursesKey.up: .up
        case CursesKey.down: .down
        case CursesKey.left: .left
        case CursesKey.right: .right
        case CursesKey.home, CursesKey.keypadUpperLeft: .home
        case CursesKey.end, CursesKey.keypadLowerLeft: .end
        case CursesKey.pageUp, CursesKey.keypadUpperRight: .pageUp
        case CursesKey.pageDown, CursesKey.keypadLowerRight: .pageDown
        case CursesKey.enter: .enter
        case CursesKey.backTab: .backTab
        case CursesKey.backspace: .backspace
        case CursesKey.delete: .delete
        case CursesKey.functionKeys: .function(Int(code - CursesKey.function0))
        default: nil
        }
    }

    /// Clicks count on press: the click interval is turned off so a click
    /// is not held back waiting to see whether it becomes a double click.
    static func decodeMouse(x: Int, y: Int, buttons: UInt32) -> KeyEvent? {
        if buttons & (CursesMouse.button1Pressed | CursesMouse.button1Clicked) != 0 { return .click(x: x, y: y) }
        if buttons & CursesMouse.button4Pressed != 0 { return .scrollUp(x: x, y: y) }
        if buttons & CursesMouse.button5Pressed != 0 { return .scrollDown(x: x, y: y) }
        return nil
    }
}
