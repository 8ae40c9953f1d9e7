/// The line set used by ``Canvas/drawBox(_:style:title:border:)``. ASCII
/// exists for terminals and fonts without box-drawing glyphs.
public enum BoxBorder: Hashable, Sendable {
    case single
    case ascii

    var topLeft: Character { self == .single ? "┌" : "+" }
    var topRight: Character { self == .single ? "┐" : "+" }
    var bottomLeft: Character { self == .single ? "└" : "+" }
    var bottomRight: Character { self == .single ? "┘" : "+" }
    var horizontal: Character { self == .single ? "─" : "-" }
    var vertical: Character { self == .single ? "│" : "|" }
}

extension Canvas {
    /// Draws only the border, leaving the inside untouched so a caller can
    /// fill it or draw a sub-canvas there. A box one cell high or wide
    /// degrades to a plain line. The title sits on the top border after
    /// the corner, padded by a space on each side and truncated with "…"
    /// to fit; it is left out when the box is narrower than five columns.
    public mutating func drawBox(_ rect: Rect, style: CellStyle, title: String? = nil, border: BoxBorder = .single) {
        guard !rect.isEmpty else { return }
        if rect.height == 1 {
            fill(rect, with: border.horizontal, style: style)
            return
        }
        if rect.width == 1 {
            fill(rect, with: border.vertical, style: style)
            return
        }
        let top = rect.y
        let bottom = rect.maxY - 1
        let left = rect.x
        let right = rect.maxX - 1
        fill(Rect(x: left + 1, y: top, width: rect.width - 2, height: 1), with: border.horizontal, style: style)
        fill(Rect(x: left + 1, y: bottom, width: rect.width - 2, height: 1), with: border.horizontal, style: style)
        fill(Rect(x: left, y: top + 1, width: 1, height: rect.height - 2), with: border.vertical, style: style)
        fill(Rect(x: right, y: top + 1, width: 1, height: rect.height - 2), with: border.vertical, style: style)
        fill(Rect(x: left, y: top, width: 1, height: 1), with: border.topLeft, style: style)
        fill(Rect(x: right, y: top, width: 1, height: 1), with: border.topRight, style: style)
        fill(Rect(x: left, y: bottom, width: 1, height: 1), with: border.bottomLeft, style: style)
        fill(Rect(x: right, y: bottom, width: 1, height: 1), with: border.bottomRight, style: style)
        if let title, rect.width >= 5 {
            let fitted = TextWidth.truncate(title, toWidth: rect.width - 4)
            let titleRow = Rect(x: left + 1, y: top, width: rect.width - 2, height: 1)
            draw(" " + fitted + " ", at: Point(x: left + 1, y: top), style: style, clip: titleRow)
        }
    }
}
