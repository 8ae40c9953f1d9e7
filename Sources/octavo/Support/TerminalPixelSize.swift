#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import OctavoNavigator

/// The terminal's size in the pixels the screen draws a PDF page at, read from the kernel
/// before curses starts, so that a page can be drawn while the book opens: no page shown on
/// this terminal is larger.
enum TerminalPixelSize {
    static func current() -> (width: Int, height: Int) {
        var size = winsize()
        let known = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 && size.ws_row > 0
        let columns = known ? Int(size.ws_col) : 80, rows = known ? Int(size.ws_row) : 24
        let perCell = PictureDrawing().pixelsPerCell
        return (columns * perCell.width, rows * perCell.height)
    }
}
