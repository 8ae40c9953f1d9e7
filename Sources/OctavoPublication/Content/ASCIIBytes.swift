/// Byte-level tests for text whose markers are ASCII (markup's encoding declaration, CSS
/// properties and at-rules): searched as bytes, without the standard library's string search
/// or Unicode case mapping, which cost a book's opening measurable time.
enum ASCIIBytes {
    /// `byte` with an ASCII capital letter made small, any other byte unchanged.
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// Space, tab, line feed, vertical tab, form feed or carriage return.
    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// An ASCII letter, capital or small.
    static func isLetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// `bytes` without the white space (`isWhiteSpace`) at either end.
    static func trimmingWhiteSpace<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes) -> Bytes.SubSequence {
        let start = bytes.firstIndex { !isWhiteSpace($0) } ?? bytes.endIndex
        let end = bytes[start...].lastIndex { !isWhiteSpace($0) }.map(bytes.index(after:)) ?? start
        return bytes[start..<end]
    }

    /// Where `needle` (in lower case) first occurs in `haystack` in any case; nil when it does
    /// not, or is empty.
    static func firstIndex(ofLowercase needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
        return (haystack.startIndex...(haystack.endIndex - needle.count)).first { start in
            zip(needle, haystack[start...]).allSatisfy { $0 == lowercased($1) }
        }
    }

    /// Whether `needle` occurs in `haystack`; false for an empty needle.
    static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start] == first && haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
