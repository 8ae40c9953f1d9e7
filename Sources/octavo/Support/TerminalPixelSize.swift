#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The terminal's size in the pixels a PDF page is drawn at for the screen's first frame, read
/// from the kernel before curses starts, so that a page can be drawn while the book opens: no
/// page shown on this terminal is larger.
///
/// That frame shows the page in half blocks, two pixels a cell, each the mean of the pixels it
/// covers, so two by four a cell is plenty: a quarter of the pixels of the drawings that follow
/// (`PictureDrawing.pixelsPerCell`), whose averaging would cost the main thread more on the way
/// to the first frame. The drawing itself takes about as long either way.
enum TerminalPixelSize {
    static let perCell = (width: 2, height: 4)

    static func current() -> (width: Int, height: Int) {
        let (columns, rows) = cells()
        return (columns * perCell.width, rows * perCell.height)
    }

    /// The terminal's columns and rows, as the kernel has them; 80×24 when stdout is no terminal.
    static func cells() -> (columns: Int, rows: Int) {
        var size = winsize()
        let known = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 && size.ws_row > 0
        return known ? (Int(size.ws_col), Int(size.ws_row)) : (80, 24)
    }
}
