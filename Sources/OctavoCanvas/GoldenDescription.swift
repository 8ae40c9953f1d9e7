extension Canvas {
    /// A deterministic, human-readable dump for golden-file tests:
    ///
    ///     size 12x2
    ///     text
    ///     |Hi 日本    |
    ///     |           |
    ///     style
    ///     |aa.bbbb.....|
    ///     |............|
    ///     legend
    ///     .: plain
    ///     a: fg #FEFEFE bg #000000 bold dim
    ///     b: reverse
    ///
    /// - `text`: one line per row between `|` bars, trailing spaces kept so
    ///   the width is visible. A wide character appears once and its
    ///   continuation cell adds nothing, so in a monospaced font every row
    ///   still spans `width` columns.
    /// - `style`: one symbol per cell, continuation cells included. `.` is
    ///   the canvas' default style; other styles get `a`…`z`, `A`…`Z`,
    ///   `0`…`9`, then letters from U+0100 on, in order of first appearance
    ///   reading row by row.
    /// - `legend`: each symbol used, `.` first, with its style in words
    ///   (see `CellStyle.description`).
    ///
    /// Lines are joined by "\n" with no trailing newline.
    public var goldenDescription: String {
        var lines = ["size \(width)x\(height)", "text"]
        for y in 0..<height {
            lines.append("|" + untrimmedRow(y) + "|")
        }
        lines.append("style")
        var symbols: [CellStyle: Character] = [defaultStyle: "."]
        var legend = [".: \(defaultStyle)"]
        for y in 0..<height {
            var line = "|"
            for cell in cells[(y * width)..<((y + 1) * width)] {
                if let symbol = symbols[cell.style] {
                    line.append(symbol)
                } else {
                    let symbol = Self.goldenSymbol(number: symbols.count - 1)
                    symbols[cell.style] = symbol
                    legend.append("\(symbol): \(cell.style)")
                    line.append(symbol)
                }
            }
            lines.append(line + "|")
        }
        lines.append("legend")
        lines += legend
        return lines.joined(separator: "\n")
    }

    /// Explains where two golden descriptions first differ, or returns nil
    /// when they are equal. Meant for test failure messages, where a whole
    /// canvas dump hides the one cell that matters.
    public static func goldenDifference(expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lineIndex = 0
        while lineIndex < expectedLines.count, lineIndex < actualLines.count,
              expectedLines[lineIndex] == actualLines[lineIndex] {
            lineIndex += 1
        }
        let expectedLine = lineIndex < expectedLines.count ? String(expectedLines[lineIndex]) : nil
        let actualLine = lineIndex < actualLines.count ? String(actualLines[lineIndex]) : nil
        var location = "line \(lineIndex + 1)"
        let sectionHeaders: Set<Substring> = ["text", "style", "legend"]
        if let section = expectedLines.prefix(lineIndex).lastIndex(where: sectionHeaders.contains) {
            location += " (\(expectedLines[section]) row \(lineIndex - section - 1))"
        }
        var caret = ""
        if let expectedLine, let actualLine {
            let common = String(zip(expectedLine, actualLine).prefix(while: { $0 == $1 }).map(\.0))
            let column = TextWidth.of(common)
            if common.hasPrefix("|") {
                location += ", column \(column - 1)"
            } else {
                location += ", character \(common.count + 1)"
            }
            caret = "\n            " + String(repeating: " ", count: column) + "^"
        }
        return "golden mismatch at \(location)"
            + "\n  expected: " + (expectedLine ?? "<missing>")
            + "\n  actual:   " + (actualLine ?? "<missing>")
            + caret
    }

    /// Beyond the 62 ASCII symbols, Latin Extended letters keep one column
    /// per cell; past those, CJK ideographs keep symbols unambiguous at the
    /// cost of alignment, which no real screen should reach.
    private static func goldenSymbol(number: Int) -> Character {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        if number < alphabet.count { return alphabet[number] }
        let extra = UInt32(number - alphabet.count)
        let value = extra < 0x150 ? 0x100 + extra : 0x4E00 + extra - 0x150
        return Character(Unicode.Scalar(value) ?? "?")
    }
}
