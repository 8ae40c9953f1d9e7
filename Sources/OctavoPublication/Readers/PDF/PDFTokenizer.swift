/// Splits PDF syntax into tokens (ISO 32000-1, 7.2 and 7.3), skipping whitespace and comments.
///
/// It is a value: copying it saves a position, which is how the parser looks ahead for `n g R`.
struct PDFTokenizer {
    let bytes: PDFBytes
    var position: Int

    init(bytes: PDFBytes, position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// The next token, or nil at the end of the window.
    mutating func next() throws -> PDFToken? {
        skipWhitespaceAndComments()
        guard let byte = bytes[position] else { return nil }
        switch byte {
        case UInt8(ascii: "("):
            position += 1
            return .string(try literalString())
        case UInt8(ascii: "<"):
            if bytes[position + 1] == UInt8(ascii: "<") {
                position += 2
                return .dictionaryStart
            }
            position += 1
            return .string(try hexString())
        case UInt8(ascii: ">"):
            guard bytes[position + 1] == UInt8(ascii: ">") else {
                throw PDFProblem("stray '>' at offset \(position)")
            }
            position += 2
            return .dictionaryEnd
        case UInt8(ascii: "["):
            position += 1
            return .arrayStart
        case UInt8(ascii: "]"):
            position += 1
            return .arrayEnd
        case UInt8(ascii: "/"):
            position += 1
            return .name(name())
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ")"):
            position += 1
            return .keyword(String(UnicodeScalar(byte)))
        default:
            return regularRun()
        }
    }

    mutating func skipWhitespaceAndComments() {
        while let byte = bytes[position] {
            if PDFCharacter.isWhitespace(byte) {
                position += 1
            } else if byte == UInt8(ascii: "%") {
                while let commentByte = bytes[position], commentByte != 0x0A, commentByte != 0x0D {
                    position += 1
                }
            } else {
                return
            }
        }
    }

    /// Reads after the opening parenthesis. Balanced parentheses belong to the string, end-of-line
    /// markers of any kind read as LF, and a backslash before an end of line joins the lines.
    private mutating func literalString() throws -> [UInt8] {
        var result: [UInt8] = []
        var depth = 1
        while let byte = bytes[position] {
            position += 1
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                result.append(byte)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return result }
                result.append(byte)
            case UInt8(ascii: "\\"):
                escape(into: &result)
            case 0x0D:
                if bytes[position] == 0x0A { position += 1 }
                result.append(0x0A)
            default:
                result.append(byte)
            }
        }
        throw PDFProblem("unterminated string")
    }

    private mutating func escape(into result: inout [UInt8]) {
        guard let byte = bytes[position] else { return }
        position += 1
        switch byte {
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case 0x0D:
            if bytes[position] == 0x0A { position += 1 }
        case 0x0A:
            break
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = Int(byte - UInt8(ascii: "0"))
            for _ in 0..<2 {
                guard let digit = bytes[position], digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "7") else { break }
                value = value * 8 + Int(digit - UInt8(ascii: "0"))
                position += 1
            }
            result.append(UInt8(value & 0xFF))
        default:
            // Covers \( \) \\ and, as the spec asks, ignores the backslash before any other byte.
            result.append(byte)
        }
    }

    /// Reads after `<`. Whitespace is ignored and an odd final digit stands for `d0`.
    private mutating func hexString() throws -> [UInt8] {
        var result: [UInt8] = []
        var high: UInt8?
        while let byte = bytes[position] {
            position += 1
            if byte == UInt8(ascii: ">") {
                if let high { result.append(high << 4) }
                return result
            }
            if PDFCharacter.isWhitespace(byte) { continue }
            guard let value = PDFCharacter.hexValue(byte) else {
                throw PDFProblem("invalid hex string at offset \(position - 1)")
            }
            if let pending = high {
                result.append(pending << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        throw PDFProblem("unterminated hex string")
    }

    /// Reads after `/`; `#xx` stands for the byte xx.
    private mutating func name() -> String {
        var result: [UInt8] = []
        while let byte = bytes[position], PDFCharacter.isRegular(byte) {
            if byte == UInt8(ascii: "#"),
               let high = bytes[position + 1].flatMap(PDFCharacter.hexValue),
               let low = bytes[position + 2].flatMap(PDFCharacter.hexValue) {
                result.append(high << 4 | low)
                position += 3
            } else {
                result.append(byte)
                position += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private mutating func regularRun() -> PDFToken {
        let start = position
        while let byte = bytes[position], PDFCharacter.isRegular(byte) {
            position += 1
        }
        let run = bytes.copy(start..<position)
        if let number = Self.number(run) { return number }
        return .keyword(String(decoding: run, as: UTF8.self))
    }

    /// `123`, `-4`, `+.5`, `3.`: an integer when there is no point and it fits, a real otherwise.
    /// The syntax is checked here; the conversion to a real is left to the standard library, which
    /// rounds correctly (and only ever sees the plain decimal forms checked here).
    private static func number(_ run: [UInt8]) -> PDFToken? {
        var index = 0
        var negative = false
        if let sign = run.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            index = 1
        }
        var integer = 0
        var overflowed = false
        var digits = 0
        var sawPoint = false
        while index < run.count {
            let byte = run[index]
            if PDFCharacter.isDigit(byte) {
                digits += 1
                if !sawPoint {
                    let (times, overflow1) = integer.multipliedReportingOverflow(by: 10)
                    let (sum, overflow2) = times.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
                    overflowed = overflowed || overflow1 || overflow2
                    integer = sum
                }
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0 else { return nil }
        if !sawPoint, !overflowed {
            return .integer(negative ? -integer : integer)
        }
        return Double(String(decoding: run, as: UTF8.self)).map(PDFToken.real)
    }
}
