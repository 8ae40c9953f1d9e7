import OctavoCanvas

extension QAPage {
    /// The page as a `<pre>` block of coloured runs, one line per row of cells: what the cell
    /// layout drew, shown until the pixel renderer gives pictures.
    func html(caption: String) -> String {
        var lines: [String] = []
        for y in 0..<canvas.height {
            var line = ""
            var run = ""
            var runStyle: CellStyle?
            func flush() {
                guard let style = runStyle, !run.isEmpty else { return }
                line += "<span style=\"\(Self.css(of: style))\">\(HTMLText.escape(run))</span>"
                run = ""
            }
            for x in 0..<canvas.width {
                let cell = canvas[x: x, y: y]
                if cell.isContinuation { continue }
                if cell.style != runStyle {
                    flush()
                    runStyle = cell.style
                }
                run += cell.grapheme.isEmpty ? " " : cell.grapheme
            }
            flush()
            lines.append(line)
        }
        return "<figure><figcaption>\(HTMLText.escape(caption))</figcaption><pre class=\"page\">\(lines.joined(separator: "\n"))</pre></figure>"
    }

    /// The inline style of a run: its colours (the page's own, or the report's where the cell
    /// has none) and its marks.
    private static func css(of style: CellStyle) -> String {
        var foreground = style.foreground
        var background = style.background
        if style.reverse { swap(&foreground, &background) }
        var rules: [String] = []
        if let foreground { rules.append("color:\(foreground.hex)") }
        if let background { rules.append("background:\(background.hex)") }
        if style.bold { rules.append("font-weight:bold") }
        if style.italic { rules.append("font-style:italic") }
        if style.underline { rules.append("text-decoration:underline") }
        if style.dim { rules.append("opacity:.7") }
        return rules.joined(separator: ";")
    }
}
