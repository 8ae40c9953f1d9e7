/// The properties of a book's CSS that a terminal page can honour, each nil where a rule says
/// nothing of it. Lengths are in ems (16 px, 12 pt to the em; percentages of a 30 em measure).
struct CSSDeclarations: Sendable, Equatable {
    enum Display: Sendable {
        case none, block, inline, listItem
    }

    /// Four lengths in ems, each nil where nothing set it.
    struct Edges: Sendable, Equatable {
        var top: Double?
        var right: Double?
        var bottom: Double?
        var left: Double?

        mutating func apply(_ other: Edges) {
            top = other.top ?? top
            right = other.right ?? right
            bottom = other.bottom ?? bottom
            left = other.left ?? left
        }
    }

    var display: Display?
    var listStyle: ListStyle?
    var bold: Bool?
    var italic: Bool?
    var underline: Bool?
    var alignment: BlockAlignment?
    var indent: Double?
    var margin = Edges()
    var padding = Edges()
    var preformatted: Bool?
    var floats: Bool?
    /// `font-family`, as a list of names without quotes, in lower case, joined by commas
    /// ("book face,georgia,serif"): only a page in pixels sets text in it.
    var fontFamily: String?

    /// Whether no property a terminal page honours is set.
    var isEmpty: Bool { self == CSSDeclarations() }

    /// Takes every property `other` sets.
    mutating func apply(_ other: CSSDeclarations) {
        display = other.display ?? display
        listStyle = other.listStyle ?? listStyle
        bold = other.bold ?? bold
        italic = other.italic ?? italic
        underline = other.underline ?? underline
        alignment = other.alignment ?? alignment
        indent = other.indent ?? indent
        margin.apply(other.margin)
        padding.apply(other.padding)
        preformatted = other.preformatted ?? preformatted
        floats = other.floats ?? floats
        fontFamily = other.fontFamily ?? fontFamily
    }

    /// A declaration block (`color: red; text-align: center`), its normal declarations and its
    /// `!important` ones apart.
    static func parse(_ body: Substring) -> (normal: CSSDeclarations, important: CSSDeclarations) {
        parse(bytes: Array(body.utf8)[...])
    }

    /// `parse(_:)` on the block's bytes. A declaration whose property a page does not honour
    /// (most of a book's: colours, fonts, borders) is passed over without a string being made
    /// of it, as making one for every declaration was the key cost of reading a style sheet.
    static func parse(bytes body: ArraySlice<UInt8>) -> (normal: CSSDeclarations, important: CSSDeclarations) {
        var normal = CSSDeclarations(), important = CSSDeclarations()
        var start = body.startIndex
        while start < body.endIndex {
            let end = body[start...].firstIndex(of: UInt8(ascii: ";")) ?? body.endIndex
            let declaration = body[start..<end]
            start = end + 1
            guard let colon = declaration.firstIndex(of: UInt8(ascii: ":")),
                  let property = honouredProperty(declaration[..<colon])
            else { continue }
            var value = String(decoding: declaration[(colon + 1)...], as: UTF8.self).trimmedString.lowercased()
            var isImportant = false
            if let bang = value.lastIndex(of: "!"), value[value.index(after: bang)...].trimmedString == "important" {
                value = String(value[..<bang]).trimmedString
                isImportant = true
            }
            if isImportant { important.set(property, value) } else { normal.set(property, value) }
        }
        return (normal, important)
    }

    /// The properties `set(_:_:)` reads, as the bytes they are written in.
    private static let honoured: [(name: String, bytes: [UInt8])] = [
        "display", "list-style-type", "list-style", "font-weight", "font-style", "font", "text-decoration",
        "text-decoration-line", "text-align", "text-indent", "margin", "padding", "margin-top", "margin-right",
        "margin-bottom", "margin-left", "padding-top", "padding-right", "padding-bottom", "padding-left",
        "white-space", "float", "font-family",
    ].map { ($0, Array($0.utf8)) }

    /// The honoured property that `name` (surrounded by white space, in any case) names, if any.
    private static func honouredProperty(_ name: ArraySlice<UInt8>) -> String? {
        guard let first = name.firstIndex(where: { !ASCIIBytes.isWhiteSpace($0) }),
              let last = name.lastIndex(where: { !ASCIIBytes.isWhiteSpace($0) }) else { return nil }
        let trimmed = name[first...last]
        return honoured.first { candidate in
            candidate.bytes.count == trimmed.count
                && zip(candidate.bytes, trimmed).allSatisfy { expected, byte in expected == ASCIIBytes.lowercased(byte) }
        }?.name
    }

    private mutating func set(_ property: String, _ value: String) {
        var words: [String] { value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map(String.init) }
        switch property {
        case "display":
            switch value {
            case "none": display = Display.none
            case "inline", "inline-block", "inline-flex", "inline-grid", "contents": display = .inline
            case "list-item": display = .listItem
            case "block", "flex", "grid", "table", "flow-root": display = .block
            default: break
            }
        case "list-style-type":
            listStyle = ListStyle(rawValue: value) ?? listStyle
        case "list-style":
            listStyle = words.lazy.compactMap(ListStyle.init(rawValue:)).first ?? listStyle
        case "font-weight":
            bold = Self.isBold(value) ?? bold
        case "font-style":
            italic = value == "italic" || value == "oblique" ? true : value == "normal" ? false : italic
        case "font":
            let words = words
            if words.contains("bold") || words.contains("bolder") { bold = true }
            if words.contains("italic") || words.contains("oblique") { italic = true }
        case "text-decoration", "text-decoration-line":
            let words = words
            underline = words.contains("underline") ? true : words.contains("none") ? false : underline
        case "text-align":
            alignment = BlockAlignment(rawValue: value) ?? alignment
        case "text-indent":
            indent = Self.length(inEms: value) ?? indent
        case "margin", "padding":
            let lengths = words.map(Self.length(inEms:))
            guard !lengths.isEmpty, lengths.count <= 4 else { break }
            // One to four values: top, right, bottom, left, each repeating as CSS says.
            let top = lengths[0], right = lengths.count > 1 ? lengths[1] : top
            let bottom = lengths.count > 2 ? lengths[2] : top, left = lengths.count > 3 ? lengths[3] : right
            let edges = Edges(top: top, right: right, bottom: bottom, left: left)
            if property == "margin" { margin.apply(edges) } else { padding.apply(edges) }
        case "margin-top", "margin-right", "margin-bottom", "margin-left", "padding-top", "padding-right", "padding-bottom", "padding-left":
            let parts = property.split(separator: "-")
            let length = Self.length(inEms: value)
            var edges = Edges()
            switch parts[1] {
            case "top": edges.top = length
            case "right": edges.right = length
            case "bottom": edges.bottom = length
            default: edges.left = length
            }
            if parts[0] == "margin" { margin.apply(edges) } else { padding.apply(edges) }
        case "white-space":
            preformatted = value.hasPrefix("pre") && value != "pre-line" ? true : value == "normal" || value == "nowrap" ? false : preformatted
        case "float":
            floats = value == "left" || value == "right" || value == "inline-start" || value == "inline-end" ? true : value == "none" ? false : floats
        case "font-family":
            fontFamily = Self.familyList(value) ?? fontFamily
        default:
            break
        }
    }

    /// A `font-family` value as names without quotes joined by commas; nil for `inherit` and
    /// the like, which leave the inherited family, and for what names no family. A hostile
    /// list is cut to a few names of bounded length.
    static func familyList(_ value: String) -> String? {
        guard !["inherit", "initial", "unset", "revert"].contains(value) else { return nil }
        return value.utf8.allSatisfy { $0 < 0x80 } ? asciiFamilyList(value.utf8) : scalarFamilyList(value)
    }

    /// `familyList(_:)` of any value, read as Unicode scalars.
    static func scalarFamilyList(_ value: String) -> String? {
        let names = value.split(separator: ",").prefix(8).compactMap { part -> String? in
            var name = Substring(part.trimmedString)
            while let first = name.first, first == "\"" || first == "'" { name.removeFirst() }
            while let last = name.last, last == "\"" || last == "'" { name.removeLast() }
            let plain = String(String.UnicodeScalarView(name.unicodeScalars.filter { !isControl($0) }.prefix(100)))
            return plain.trimmedString.isEmpty ? nil : plain.trimmedString
        }
        return names.isEmpty ? nil : names.joined(separator: ",")
    }

    /// `familyList(_:)` of an ASCII value, read as bytes (most books' lists are), with the same
    /// result: each name trimmed, unquoted, without control characters, cut to 100 characters.
    static func asciiFamilyList(_ value: String.UTF8View) -> String? {
        var result: [UInt8] = []
        var names = 0
        for part in value.split(separator: UInt8(ascii: ",")) where names < 8 {
            var name = ASCIIBytes.trimmingWhiteSpace(part)
            while let first = name.first, first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { name.removeFirst() }
            while let last = name.last, last == UInt8(ascii: "\"") || last == UInt8(ascii: "'") { name.removeLast() }
            let plain = ASCIIBytes.trimmingWhiteSpace(name.filter { $0 >= 0x20 && $0 != 0x7F }.prefix(100))
            names += 1
            guard !plain.isEmpty else { continue }
            if !result.isEmpty { result.append(UInt8(ascii: ",")) }
            result.append(contentsOf: plain)
        }
        return result.isEmpty ? nil : String(decoding: result, as: UTF8.self)
    }

    /// Unicode's control characters (general category Cc): C0, DEL and C1, told by range rather
    /// than by a lookup of the character's properties.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func isBold(_ value: String) -> Bool? {
        switch value {
        case "bold", "bolder": return true
        case "normal", "lighter": return false
        default: return Int(value).map { $0 >= 600 }
        }
    }

    /// The largest length a declaration may give, in ems either way: far wider than any
    /// screen, and small enough for every sum and product of the layout.
    static let lengthLimit = 1_000.0

    /// A CSS length in ems, taking 16 px to the em and percentages of a 30 em measure, clamped
    /// to ±`lengthLimit`; nil for `auto` and what is not a length (NaN and infinity included).
    static func length(inEms value: String) -> Double? {
        let bytes = value.utf8
        for (unit, factor) in lengthUnits where bytes.count >= unit.count && bytes.suffix(unit.count).elementsEqual(unit) {
            guard let number = Double(value.dropLast(unit.count)), number.isFinite else { return nil }
            return min(max(number * factor, -lengthLimit), lengthLimit)
        }
        return Double(value) == 0 ? 0 : nil
    }

    /// The units `length(inEms:)` reads, as the bytes that end a value, each with its size in
    /// ems; "rem" comes before the "em" it ends with.
    private static let lengthUnits: [(unit: [UInt8], factor: Double)] = [
        ("rem", 1), ("em", 1), ("ex", 0.5), ("ch", 0.5), ("px", 1.0 / 16), ("pt", 1.0 / 12), ("pc", 1), ("%", 0.3), ("vw", 0.3),
    ].map { (Array($0.0.utf8), $0.1) }
}

/// The list markers of `list-style-type` a terminal can draw.
public enum ListStyle: String, Sendable, Hashable {
    case none, disc, circle, square, decimal
    case lowerAlpha = "lower-alpha", upperAlpha = "upper-alpha"
    case lowerLatin = "lower-latin", upperLatin = "upper-latin"
    case lowerRoman = "lower-roman", upperRoman = "upper-roman"

    /// The marker of item `number` (counted from 1): "•", "3.", "c.", "iv.".
    public func marker(_ number: Int) -> String? {
        switch self {
        case .none: nil
        case .disc: "•"
        case .circle: "◦"
        case .square: "▪"
        case .decimal: "\(number)."
        case .lowerAlpha, .lowerLatin: Self.alphabetic(number) + "."
        case .upperAlpha, .upperLatin: Self.alphabetic(number).uppercased() + "."
        case .lowerRoman: Self.roman(number) + "."
        case .upperRoman: Self.roman(number).uppercased() + "."
        }
    }

    private static func alphabetic(_ number: Int) -> String {
        guard number > 0 else { return "\(number)" }
        var value = number, letters = ""
        while value > 0 {
            value -= 1
            letters = String(UnicodeScalar(UInt8(97 + value % 26))) + letters
            value /= 26
        }
        return letters
    }

    private static func roman(_ number: Int) -> String {
        guard number > 0, number < 4000 else { return "\(number)" }
        let numerals: [(Int, String)] = [(1000, "m"), (900, "cm"), (500, "d"), (400, "cd"), (100, "c"), (90, "xc"), (50, "l"), (40, "xl"), (10, "x"), (9, "ix"), (5, "v"), (4, "iv"), (1, "i")]
        var value = number, result = ""
        for (amount, numeral) in numerals {
            while value >= amount {
                result += numeral
                value -= amount
            }
        }
        return result
    }
}
