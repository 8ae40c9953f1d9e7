extension String {
    /// The index of the character after the one at `index`, as `index(after:)` gives it, with
    /// no search for a grapheme boundary where the bytes settle it: an ASCII character other
    /// than a carriage return, followed by another ASCII byte or by the end, is a character of
    /// its own. Offsets count characters, so every character of a book is stepped over when it
    /// is parsed, counted and laid out, and most books are mostly ASCII.
    @inline(__always)
    package func characterIndex(after index: Index) -> Index {
        let bytes = utf8
        let byte = bytes[index]
        if byte < 0x80, byte != 0x0D {
            let next = bytes.index(after: index)
            if next == bytes.endIndex || bytes[next] < 0x80 { return next }
        }
        return self.index(after: index)
    }
}
