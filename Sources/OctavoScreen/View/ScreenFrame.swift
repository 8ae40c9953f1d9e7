import OctavoCanvas
import OctavoSession

/// A frame being drawn: `ScreenView.beginFrame` draws everything but the page, the runtime
/// renders the page, and `ScreenView.finish` puts it in and draws any menu over it.
struct ScreenFrame {
    /// The frame so far; whole once finished.
    var canvas: Canvas
    let layout: ScreenLayout
    let rows: [(section: String, row: PreferenceRow)]
    /// The screen row of the focused setting, when it is visible.
    let focusedLine: Int?
    /// Where typing goes in the status line, when a field or the search is open.
    let typingEnd: Int?
}
