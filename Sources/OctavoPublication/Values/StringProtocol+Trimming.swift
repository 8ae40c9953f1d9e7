extension StringProtocol {
    /// The text without leading and trailing white space, as found in markup, stylesheets and
    /// values people type.
    package func trimmingWhitespace() -> SubSequence {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }

    /// `trimmingWhitespace()` as a string of its own.
    package var trimmedString: String { String(trimmingWhitespace()) }
}
