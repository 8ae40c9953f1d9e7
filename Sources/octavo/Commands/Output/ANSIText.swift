import OctavoCanvas

/// A canvas as text with 24-bit colour SGR sequences, for `preview --color`. Every line ends with
/// a reset so that piping a few lines to a terminal never leaves it coloured.
enum ANSIText {
    static func render(_ canvas: Canvas) -> String {
        (0..<canvas.height).map { y in
            var line = ""
            var current: CellStyle?
            for x in 0..<canvas.width {
                let cell = canvas[x: x, y: y]
                if cell.isContinuation { continue }
                if cell.style != current {
                    line += sequence(for: cell.style)
                    current = cell.style
                }
                line += cell.grapheme
            }
            return line + "\u{1B}[0m"
        }.joined(separator: "\n")
    }

    /// Starts from a reset, so each sequence describes the whole style and none leaks into the next.
    static func sequence(for style: CellStyle) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.italic { codes.append("3") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if let foreground = style.foreground { codes.append("38;2;\(foreground.red);\(foreground.green);\(foreground.blue)") }
        if let background = style.background { codes.append("48;2;\(background.red);\(background.green);\(background.blue)") }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
