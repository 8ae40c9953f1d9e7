/// Reads a JSON object one member at a time, so that one bad member costs that member only.
///
/// Files people edit by hand or other programs write may hold a number JSON cannot carry
/// (`1e400`, `NaN`, `Infinity`) or a key written twice. A whole-document decoder refuses such a
/// file, and a store that cannot read a file must not save over it, so every other preference in
/// it would be lost. This reader drops the member holding such a number, keeps the last of
/// duplicate keys (as Readium's decoding does), and says what it did for each; anything else that
/// is not JSON is still an error for the whole document.
public struct JSONObjectReader {
    /// What was wrong with one member, and what was done.
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        public let key: String
        public let description: String
    }

    /// Why the document is not a JSON object at all.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Deeper nesting is refused rather than risking the stack.
    public static let depthLimit = 256

    private let bytes: [UInt8]
    private var index = 0
    /// Set while reading a value that holds a number no finite double can carry.
    private var foundNonFinite = false

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The members of the object in `bytes`, and the problems of the members that were dropped or
    /// repeated.
    ///
    /// - Throws: `Failure` when the document is not a JSON object.
    public static func read(_ bytes: some Sequence<UInt8>) throws(Failure) -> (object: [String: JSONValue], problems: [Problem]) {
        var reader = JSONObjectReader(Array(bytes))
        reader.skipWhitespace()
        guard reader.peek() == UInt8(ascii: "{") else {
            throw Failure(description: reader.isAtEnd ? "is empty" : "holds \(reader.describeValueStart()), not a JSON object")
        }
        let result = try reader.readTopLevelObject()
        reader.skipWhitespace()
        guard reader.isAtEnd else { throw reader.failure("has more text after the object") }
        return result
    }

    // MARK: The top-level object

    private mutating func readTopLevelObject() throws(Failure) -> (object: [String: JSONValue], problems: [Problem]) {
        index += 1
        var object: [String: JSONValue] = [:]
        var problems: [Problem] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return (object, problems)
        }
        while true {
            skipWhitespace()
            let key = try readString()
            try expect(UInt8(ascii: ":"))
            foundNonFinite = false
            let value = try readValue(depth: 1)
            if foundNonFinite {
                problems.append(Problem(key: key, description: "\"\(key)\" holds a number that is not finite or too large; the key was ignored"))
                object[key] = nil
            } else {
                if object[key] != nil {
                    problems.append(Problem(key: key, description: "\"\(key)\" is written more than once; the last value is used"))
                }
                object[key] = value
            }
            skipWhitespace()
            switch next() {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "}"): return (object, problems)
            default: throw failure(isAtEnd ? "ends before the object is closed" : "expects , or } after the value of \"\(key)\"")
            }
        }
    }

    // MARK: Values

    private mutating func readValue(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= Self.depthLimit else { throw failure("nests deeper than \(Self.depthLimit) levels") }
        skipWhitespace()
        guard let byte = peek() else { throw failure("ends in the middle of a value") }
        switch byte {
        case UInt8(ascii: "{"): return try readObject(depth: depth)
        case UInt8(ascii: "["): return try readArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "t"): return try readWord("true", .bool(true))
        case UInt8(ascii: "f"): return try readWord("false", .bool(false))
        case UInt8(ascii: "n"): return try readWord("null", .null)
        case UInt8(ascii: "N"): return try readNonFinite("NaN")
        case UInt8(ascii: "I"): return try readNonFinite("Infinity")
        case UInt8(ascii: "-") where peek(at: 1) == UInt8(ascii: "I"):
            index += 1
            return try readNonFinite("Infinity")
        default: return try readNumber()
        }
    }

    private mutating func readObject(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            let key = try readString()
            try expect(UInt8(ascii: ":"))
            members[key] = try readValue(depth: depth + 1)
            skipWhitespace()
            switch next() {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "}"): return .object(members)
            default: throw failure("expects , or } in an object")
            }
        }
    }

    private mutating func readArray(depth: Int) throws(Failure) -> JSONValue {
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            return .array(values)
        }
        while true {
            values.append(try readValue(depth: depth + 1))
            skipWhitespace()
            switch next() {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "]"): return .array(values)
            default: throw failure("expects , or ] in an array")
            }
        }
    }

    private mutating func readWord(_ word: String, _ value: JSONValue) throws(Failure) -> JSONValue {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure("has a value that is not JSON")
        }
        index += expected.count
        return value
    }

    /// `NaN` and `Infinity`, which some programs write though JSON has no such numbers.
    private mutating func readNonFinite(_ word: String) throws(Failure) -> JSONValue {
        _ = try readWord(word, .null)
        foundNonFinite = true
        return .null
    }

    private mutating func readNumber() throws(Failure) -> JSONValue {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard try skipDigits() > 0 else { throw failure("has a value that is not JSON") }
        var isWhole = true
        if peek() == UInt8(ascii: ".") {
            index += 1
            isWhole = false
            guard try skipDigits() > 0 else { throw failure("has a number without digits after its point") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            isWhole = false
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard try skipDigits() > 0 else { throw failure("has a number without digits in its exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isWhole, let integer = Int(text) { return .integer(integer) }
        guard let number = Double(text), number.isFinite else {
            foundNonFinite = true
            return .null
        }
        // Whole numbers written with a point or an exponent read as integers, as JSONDecoder does.
        if let integer = Int(exactly: number) { return .integer(integer) }
        return .number(number)
    }

    private mutating func skipDigits() throws(Failure) -> Int {
        let start = index
        while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    private mutating func readString() throws(Failure) -> String {
        guard next() == UInt8(ascii: "\"") else { throw failure("expects a key in double quotes") }
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while true {
            guard let byte = next() else { throw failure("ends inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                scalars.append(try readEscape())
            case 0..<0x20:
                throw failure("has a control character inside a string")
            default:
                run.append(byte)
            }
        }
    }

    private mutating func readEscape() throws(Failure) -> Unicode.Scalar {
        switch next() {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try readHexUnit()
            if UTF16.isLeadSurrogate(unit), peek() == UInt8(ascii: "\\"), peek(at: 1) == UInt8(ascii: "u") {
                index += 2
                let trail = try readHexUnit()
                if UTF16.isTrailSurrogate(trail),
                   let scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)) {
                    return scalar
                }
                return "\u{FFFD}"
            }
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        default:
            throw failure("has an unknown escape in a string")
        }
    }

    private mutating func readHexUnit() throws(Failure) -> UInt16 {
        guard index + 4 <= bytes.count, let unit = UInt16(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else {
            throw failure("has a \\u escape without four hexadecimal digits")
        }
        index += 4
        return unit
    }

    // MARK: Bytes

    private var isAtEnd: Bool { index >= bytes.count }

    private func peek(at offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func next() -> UInt8? {
        defer { index += 1 }
        return peek()
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        skipWhitespace()
        guard next() == byte else { throw failure("expects \(Character(Unicode.Scalar(byte)))") }
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private func describeValueStart() -> String {
        switch peek() ?? 0 {
        case UInt8(ascii: "["): "an array"
        case UInt8(ascii: "\""): "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): "a boolean"
        case UInt8(ascii: "n"): "null"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): "a number"
        default: "something that is not JSON"
        }
    }

    private func failure(_ what: String) -> Failure {
        Failure(description: "is not valid JSON: it \(what) (byte \(min(index, bytes.count)))")
    }
}
