/// A window onto bytes borrowed for the duration of one read.
///
/// Offsets come from the file and cannot be trusted, so every access is checked against the
/// window and answers nil past its ends instead of trapping. Parsing through a window narrower
/// than the whole file is what keeps a malformed object (an unterminated string, an unclosed
/// array) from making each lookup read to the end of the file.
struct PDFBytes {
    private let base: UnsafeRawBufferPointer
    /// The part of `base` this view may read; offsets are always relative to `base`.
    let range: Range<Int>

    init(_ base: UnsafeRawBufferPointer) {
        self.base = base
        range = 0..<base.count
    }

    private init(base: UnsafeRawBufferPointer, range: Range<Int>) {
        self.base = base
        self.range = range
    }

    var start: Int { range.lowerBound }
    var end: Int { range.upperBound }

    subscript(index: Int) -> UInt8? {
        range.contains(index) ? base[index] : nil
    }

    /// The same bytes seen through a narrower window, clamped to this one.
    func window(_ wanted: Range<Int>) -> PDFBytes {
        PDFBytes(base: base, range: wanted.clamped(to: range))
    }

    /// A copy of the bytes in `wanted`, clamped to the window.
    func copy(_ wanted: Range<Int>) -> [UInt8] {
        let clamped = wanted.clamped(to: range)
        return Array(base[clamped])
    }

    func matches(_ pattern: [UInt8], at index: Int) -> Bool {
        guard index >= range.lowerBound, index <= range.upperBound - pattern.count else { return false }
        for (offset, byte) in pattern.enumerated() where base[index + offset] != byte {
            return false
        }
        return true
    }

    /// The first occurrence of `pattern` starting in `from..<to` (clamped to the window).
    func firstIndex(of pattern: [UInt8], from: Int, to: Int? = nil) -> Int? {
        guard let first = pattern.first else { return nil }
        let lower = max(from, range.lowerBound)
        let upper = min(to ?? range.upperBound, range.upperBound - pattern.count + 1)
        var index = lower
        while index < upper {
            if base[index] == first, matches(pattern, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// The last occurrence of `pattern` starting in `from..<to` (clamped to the window).
    func lastIndex(of pattern: [UInt8], from: Int, to: Int? = nil) -> Int? {
        guard let first = pattern.first else { return nil }
        let lower = max(from, range.lowerBound)
        var index = min(to ?? range.upperBound, range.upperBound - pattern.count + 1) - 1
        while index >= lower {
            if base[index] == first, matches(pattern, at: index) { return index }
            index -= 1
        }
        return nil
    }
}

/// Byte classes from the PDF lexical conventions (ISO 32000-1, 7.2.2).
enum PDFCharacter {
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: "/"), UInt8(ascii: "%"):
            true
        default:
            false
        }
    }

    static func isRegular(_ byte: UInt8) -> Bool {
        !isWhitespace(byte) && !isDelimiter(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
