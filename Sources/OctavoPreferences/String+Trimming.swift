extension StringProtocol {
    /// The text without the characters `isTrimmed` picks at either end: values people type and
    /// files they edit (profile names, environment variables).
    package func trimmingCharacters(where isTrimmed: (Character) -> Bool) -> String {
        var text = self[...]
        while let first = text.first, isTrimmed(first) { text.removeFirst() }
        while let last = text.last, isTrimmed(last) { text.removeLast() }
        return String(text)
    }
}
