/// A key press or other input, independent of the terminal library that read it, so the
/// controller can be driven by tests and key scripts exactly as by a keyboard.
public enum KeyEvent: Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, tab, backTab
    case backspace, delete
    /// Ctrl plus a letter, lower case: `.control("r")`.
    case control(Character)
    case function(Int)
    /// A mouse click at a cell of the screen.
    case click(x: Int, y: Int)
    case scrollUp(x: Int, y: Int)
    case scrollDown(x: Int, y: Int)
    /// The terminal changed size.
    case resize(width: Int, height: Int)
}
