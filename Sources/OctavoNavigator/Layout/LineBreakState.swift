/// A character of a content block: its run, its index in the run's text and its offset in the
/// document.
struct TextPosition: Hashable, Sendable {
    var run: Int
    var index: String.Index
    var offset: Int
}

/// Where breaking a block into lines resumes: the first character of the next line and that
/// line's index in the block, which decides its indent and its rows.
struct LineBreakState: Hashable, Sendable {
    var position: TextPosition
    var lineIndex: Int
}
