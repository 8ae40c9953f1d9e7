extension String {
    /// Whether the two read the same with case set aside ("Night" and "night").
    func equalsIgnoringCase(_ other: String) -> Bool {
        lowercased() == other.lowercased()
    }

    /// Where `query` first occurs, letters compared without case, as ranges of this text (a
    /// lowered copy's indices would not fit where lowering changes lengths).
    func caseInsensitiveRange(of query: String) -> Range<Index>? {
        let wanted = query.map { $0.lowercased() }
        guard !wanted.isEmpty else { return nil }
        var start = startIndex
        while start < endIndex {
            var index = start
            var matched = 0
            while matched < wanted.count, index < endIndex, self[index].lowercased() == wanted[matched] {
                index = self.index(after: index)
                matched += 1
            }
            if matched == wanted.count { return start..<index }
            start = self.index(after: start)
        }
        return nil
    }
}
