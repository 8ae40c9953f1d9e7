import Synchronization

/// One grapheme as a cell keeps it, packed into sixteen bytes: its UTF-8 inline when it has at
/// most 15 bytes (every letter, ideograph, accented cluster and most emoji), else a number in
/// `LongGraphemes`. A cell is then plain memory, so a frame of thousands of cells is made, copied,
/// compared with the last one and freed without a reference count touched per cell; a layout
/// keeps its glyphs so too. Made from outside the canvas, it is safe to show: a control
/// character becomes its visible symbol, as in ``Cell/init(_:style:)``.
package struct CellGrapheme: Hashable, Sendable {
    /// Bytes 0–7 of the UTF-8.
    private var low: UInt64
    /// Bytes 8–14 of the UTF-8, and in the top byte their count (`longMark` for a long one).
    private var high: UInt64

    private static let inlineCapacity = 15
    private static let longMark: UInt64 = 0xFF

    /// A continuation cell's: no bytes.
    static let continuation = CellGrapheme(low: 0, high: 0)
    static let space = CellGrapheme(safe: Unicode.Scalar(0x20))

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    package init(_ scalar: Unicode.Scalar) {
        self.init(safe: ControlCharacters.isControl(scalar) ? ControlCharacters.replacement(for: scalar) : scalar)
    }

    package init(_ character: Character) {
        if ControlCharacters.containsControl(character) {
            self.init(safe: ControlCharacters.replacement(for: character.unicodeScalars.first ?? " "))
        } else {
            self.init(safe: String(character))
        }
    }

    /// A scalar known to be no control character.
    init(safe scalar: Unicode.Scalar) {
        var packed = CellGrapheme.continuation
        var count = 0
        for byte in UTF8.encode(scalar) ?? UTF8.EncodedScalar() {
            packed.setByte(byte, at: count)
            count += 1
        }
        packed.high |= UInt64(count) << 56
        self = packed
    }

    /// A grapheme known to hold no control character.
    init(safe string: String) {
        let utf8 = string.utf8
        guard utf8.count <= Self.inlineCapacity else {
            if let number = LongGraphemes.shared.number(for: string) {
                self.init(low: UInt64(number), high: Self.longMark << 56)
            } else {
                self.init(safe: string.unicodeScalars.first ?? " ")
            }
            return
        }
        var packed = CellGrapheme.continuation
        for (index, byte) in utf8.enumerated() { packed.setByte(byte, at: index) }
        packed.high |= UInt64(utf8.count) << 56
        self = packed
    }

    var isContinuation: Bool { low == 0 && high == 0 }

    package var string: String {
        let count = Int(high >> 56)
        if UInt64(count) == Self.longMark { return LongGraphemes.shared.string(number: Int(low)) }
        return String(unsafeUninitializedCapacity: count) { buffer in
            for index in 0..<count { buffer[index] = byte(at: index) }
            return count
        }
    }

    /// The character as one byte when it is printable ASCII, else nil.
    package var printableASCII: UInt8? {
        let first = byte(at: 0)
        return high >> 56 == 1 && (0x20..<0x7F).contains(first) ? first : nil
    }

    private func byte(at index: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: index < 8 ? low >> (index * 8) : high >> ((index - 8) * 8))
    }

    private mutating func setByte(_ byte: UInt8, at index: Int) {
        if index < 8 { low |= UInt64(byte) << (index * 8) } else { high |= UInt64(byte) << ((index - 8) * 8) }
    }
}

/// The graphemes of more than 15 UTF-8 bytes that cells have held, each kept once for the life
/// of the process and named by its place. A book could show endless new ones, so the table is
/// bounded: once it is full, a cell keeps a new long grapheme as its first scalar alone.
final class LongGraphemes: Sendable {
    static let shared = LongGraphemes()
    static let limit = 65_536

    private struct Table {
        var numbers: [String: Int] = [:]
        var strings: [String] = []
    }

    private let table = Mutex(Table())

    /// The number of `string`, which has more than 15 UTF-8 bytes; nil once the table is full.
    func number(for string: String) -> Int? {
        table.withLock { table in
            if let number = table.numbers[string] { return number }
            guard table.strings.count < Self.limit else { return nil }
            table.strings.append(string)
            table.numbers[string] = table.strings.count - 1
            return table.strings.count - 1
        }
    }

    /// The grapheme numbered `number` by `number(for:)`.
    func string(number: Int) -> String {
        table.withLock { $0.strings[number] }
    }
}
