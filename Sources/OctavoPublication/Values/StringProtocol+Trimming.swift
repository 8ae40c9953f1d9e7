extension StringProtocol {
    /// The text without leading and trailing white space, as found in markup, stylesheets and
    /// values people type.
    ///
    /// Ends that are ASCII are trimmed byte by byte; only where a non-ASCII byte meets the cut
    /// (a no-break space, or a combining mark that makes one character of the space before it)
    /// are characters compared: splitting text into characters was a good part of reading a
    /// book's style sheets.
    package func trimmingWhitespace() -> SubSequence {
        let bytes = Substring(self).utf8
        var start = bytes.startIndex
        while start < bytes.endIndex, ASCIIBytes.isWhiteSpace(bytes[start]) { start = bytes.index(after: start) }
        var end = bytes.endIndex
        while end > start, ASCIIBytes.isWhiteSpace(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        let meetsNonASCII = (start < bytes.endIndex && bytes[start] >= 0x80) || (end > start && bytes[bytes.index(before: end)] >= 0x80)
        guard !meetsNonASCII else { return trimmingWhitespaceCharacters() }
        return self[start..<end]
    }

    /// `trimmingWhitespace()` as a string of its own.
    package var trimmedString: String { String(trimmingWhitespace()) }

    private func trimmingWhitespaceCharacters() -> SubSequence {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
