extension Canvas {
    /// The characters as they appear on screen, rows joined by "\n", each
    /// row with trailing spaces trimmed so tests can state it literally.
    public var text: String {
        (0..<height).map(row).joined(separator: "\n")
    }

    /// Row `y` as on screen with trailing spaces trimmed; a wide character
    /// appears once because its continuation cell contributes nothing.
    public func row(_ y: Int) -> String {
        var line = untrimmedRow(y)
        while line.last == " " {
            line.removeLast()
        }
        return line
    }

    func untrimmedRow(_ y: Int) -> String {
        precondition(y >= 0 && y < height, "row \(y) outside \(width)x\(height) canvas")
        var line = ""
        line.reserveCapacity(width)
        for cell in cells[(y * width)..<((y + 1) * width)] {
            line += cell.grapheme
        }
        return line
    }
}
