/// A forgiving parser for the XML and XHTML found in books.
///
/// Books are often slightly malformed, and one bad tag must not lose a chapter, so this parser
/// never fails: unclosed elements are closed by their parent's end tag, stray end tags are
/// ignored, HTML void elements need no slash, and unknown entities stay as text. A document type
/// declaration is skipped whole, internal subset included, so entity definitions are never
/// expanded (no "billion laughs"). Nesting is capped so hostile input cannot exhaust the stack.
public enum MarkupParser {
    /// Deeper elements are flattened into their parent: no real book nests this deep.
    static let maximumDepth = 256

    private static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr"]

    /// Parses a document and returns a synthetic root element holding its top-level nodes, plus
    /// what was repaired. In `html` mode, HTML's void elements (`br`, `img`…) need no end tag; in
    /// XML mode (package documents, where `meta` has content) every element does.
    /// The repair said when elements nest deeper than the parser keeps.
    static let nestingRepair = "elements nested more than \(maximumDepth) deep are flattened"

    public static func parse(_ source: String, html: Bool = false) -> (root: MarkupElement, repairs: [String]) {
        // Scanned in place: a chapter of megabytes is not copied into an array first.
        var source = source
        return source.withUTF8 { parse(bytes: $0, html: html) }
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>, html: Bool) -> (root: MarkupElement, repairs: [String]) {
        var scanner = Scanner(bytes)
        var stack: [(name: String, attributes: [(name: String, value: String)], children: [MarkupNode])] = [("#document", [], [])]
        var repairs: [String] = []

        func closeTop() {
            let top = stack.removeLast()
            let element = MarkupElement(name: top.name, attributes: top.attributes, children: top.children)
            stack[stack.count - 1].children.append(.element(element))
        }

        while !scanner.isAtEnd {
            if !scanner.peek("<") {
                let raw = scanner.read(until: "<")
                stack[stack.count - 1].children.append(.text(Entities.decode(raw)))
            } else if scanner.skip("<!--") {
                scanner.skip(through: "-->")
            } else if scanner.skip("<![CDATA[") {
                let text = scanner.read(until: "]]>")
                scanner.skip("]]>")
                stack[stack.count - 1].children.append(.text(text))
            } else if scanner.skip("<?") {
                scanner.skip(through: "?>")
            } else if scanner.peekIgnoringCase("<!doctype") {
                scanner.skipDocumentType()
            } else if scanner.peek("</") {
                scanner.advance(2)
                let name = scanner.readName()
                scanner.skip(through: ">")
                if let index = stack.lastIndex(where: { $0.name.caseInsensitiveCompare(name) }), index > 0 {
                    if index < stack.count - 1 { repairs.append("<\(stack[stack.count - 1].name)> was not closed") }
                    while stack.count > index { closeTop() }
                } else {
                    repairs.append("stray </\(name)>")
                }
            } else if scanner.peek("<"), scanner.peekNameStart(afterOffset: 1) {
                scanner.advance(1)
                let name = scanner.readName()
                let (attributes, selfClosing) = scanner.readAttributes()
                if selfClosing || (html && voidElements.contains(name.lowercased())) {
                    let element = MarkupElement(name: name, attributes: attributes, children: [])
                    stack[stack.count - 1].children.append(.element(element))
                } else if stack.count > maximumDepth {
                    if repairs.last != nestingRepair { repairs.append(nestingRepair) }
                } else {
                    stack.append((name, attributes, []))
                }
            } else {
                let raw = scanner.read(until: "<", atLeastOne: true)
                stack[stack.count - 1].children.append(.text(Entities.decode(raw)))
            }
        }
        if stack.count > 1 { repairs.append("<\(stack[stack.count - 1].name)> was not closed at the end") }
        while stack.count > 1 { closeTop() }
        let root = MarkupElement(name: "#document", attributes: [], children: stack[0].children)
        return (root, repairs)
    }
}

extension String {
    fileprivate func caseInsensitiveCompare(_ other: String) -> Bool {
        self == other || (utf8.count == other.utf8.count && lowercased() == other.lowercased())
    }
}

/// A cursor over the UTF-8 bytes of the source: markup syntax is ASCII, so scanning bytes is
/// safe and much faster than scanning characters. Literals are static strings compared in
/// place, so no step of the scan allocates.
private struct Scanner {
    /// The source's UTF-8, valid while `MarkupParser.parse` runs.
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func advance(_ count: Int) { position = min(position + count, bytes.count) }

    func peek(_ literal: StaticString) -> Bool {
        matches(literal, at: position, ignoringCase: false)
    }

    func peekIgnoringCase(_ literal: StaticString) -> Bool {
        matches(literal, at: position, ignoringCase: true)
    }

    private func matches(_ literal: StaticString, at offset: Int, ignoringCase: Bool) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        let characters = literal.utf8Start
        for index in 0..<count {
            let byte = bytes[offset + index]
            guard ignoringCase ? ASCIIBytes.lowercased(byte) == ASCIIBytes.lowercased(characters[index]) : byte == characters[index] else { return false }
        }
        return true
    }

    func peekNameStart(afterOffset offset: Int) -> Bool {
        guard position + offset < bytes.count else { return false }
        let byte = bytes[position + offset]
        return ASCIIBytes.isLetter(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    @discardableResult
    mutating func skip(_ literal: StaticString) -> Bool {
        guard peek(literal) else { return false }
        advance(literal.utf8CodeUnitCount)
        return true
    }

    /// Moves past the next occurrence of `literal`, or to the end.
    mutating func skip(through literal: StaticString) {
        _ = read(until: literal)
        skip(literal)
    }

    /// The text up to `literal` (not included), or to the end; with `atLeastOne`, the first
    /// byte is taken even if `literal` starts there.
    mutating func read(until literal: StaticString, atLeastOne: Bool = false) -> String {
        let start = position
        if atLeastOne { advance(1) }
        let first = literal.utf8Start[0]
        while position < bytes.count {
            if bytes[position] == first, matches(literal, at: position, ignoringCase: false) { break }
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// The text up to the byte `terminator` (not included), or to the end.
    mutating func read(untilByte terminator: UInt8) -> String {
        let start = position
        while position < bytes.count, bytes[position] != terminator { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    mutating func readName() -> String {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            guard ASCIIBytes.isLetter(byte) || isDigit(byte) || byte >= 0x80 || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") else { break }
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    mutating func skipSpaces() {
        while position < bytes.count, isSpace(bytes[position]) { position += 1 }
    }

    /// Reads attributes up to the end of the tag, accepting unquoted and valueless ones.
    mutating func readAttributes() -> ([(name: String, value: String)], selfClosing: Bool) {
        var attributes: [(name: String, value: String)] = []
        // A repeated attribute keeps its first value. Repeats are found by a look along the
        // list while it is short, as it nearly always is, and by a set of the names past that,
        // so that a hostile tag of a million attributes, repeated or not, costs time in step
        // with its length.
        let listLimit = 8
        var names = Set<String>()
        while position < bytes.count {
            skipSpaces()
            if skip("/>") { return (attributes, true) }
            if skip(">") { return (attributes, false) }
            let name = readName()
            guard !name.isEmpty else {
                advance(1)
                continue
            }
            skipSpaces()
            var value = ""
            if skip("=") {
                skipSpaces()
                if position < bytes.count, case let quote = bytes[position], quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    advance(1)
                    value = read(untilByte: quote)
                    advance(1)
                } else {
                    let start = position
                    while position < bytes.count, !isSpace(bytes[position]), bytes[position] != UInt8(ascii: ">") { position += 1 }
                    value = String(decoding: bytes[start..<position], as: UTF8.self)
                }
            }
            let isRepeat: Bool
            if attributes.count < listLimit {
                isRepeat = attributes.contains { $0.name == name }
            } else {
                if names.isEmpty { names = Set(attributes.map(\.name)) }
                isRepeat = !names.insert(name).inserted
            }
            if !isRepeat { attributes.append((name, Entities.decode(value))) }
        }
        return (attributes, false)
    }

    /// Skips `<!DOCTYPE …>` including a bracketed internal subset.
    mutating func skipDocumentType() {
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "]") { depth -= 1 }
            if byte == UInt8(ascii: ">"), depth <= 0 { return }
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
}

