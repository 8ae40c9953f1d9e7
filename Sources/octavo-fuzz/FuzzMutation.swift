import OctavoTestSupport

/// The structure-aware mutations, after the causes of issue 39: what a zip claims, numbers at
/// their extremes in CSS, SVG and markup, nesting, selector lists, pictures whose header says
/// more than their data holds, and bytes damaged at random.
enum FuzzMutation: String, CaseIterable, Sendable {
    case archiveSizeClaim, compressedSizeClaim, zip64Fields, cssNumbers, svgNumbers, markupNumbers
    case cssNesting, markupNesting, selectorLists, pictureDimensions, damagedBytes

    static let extremeNumbers = [
        "1e308", "-1e308", "1e19", "-1e19", "NaN", "nan", "inf", "-inf", "Infinity", "0", "-0", "1e-320",
        "99999999999999999999999", "4294967296", "2147483648", "-2147483649", "0.0000001", "1e38",
    ]

    func apply(to book: inout FuzzBook, using generator: inout SeededGenerator) {
        func number() -> String { Self.extremeNumbers.randomElement(using: &generator)! }
        func count(upTo most: Int) -> Int { 1 << Int.random(in: 1...most.trailingZeroBitCount, using: &generator) }
        let pick = Int.random(in: 0..<1_000, using: &generator)
        switch self {
        case .archiveSizeClaim:
            let claim: UInt64 = [0, 1, 0xFFFF_FFFF, 1 << 40, UInt64(Int64.max), UInt64.max, UInt64.random(in: 0...UInt64.max, using: &generator)]
                .randomElement(using: &generator)!
            book.entryEdits.append((pick, { $0.claimedSize = claim }))
        case .compressedSizeClaim:
            let claim: UInt64 = [0, 1, 0xFFFF_FFFE, 1 << 40, UInt64.max].randomElement(using: &generator)!
            book.entryEdits.append((pick, { $0.claimedCompressedSize = claim }))
        case .zip64Fields:
            let size: UInt64? = Bool.random(using: &generator) ? UInt64.random(in: 0...UInt64.max, using: &generator) : nil
            let length: Int? = Bool.random(using: &generator) ? Int.random(in: 0...16, using: &generator) : nil
            book.entryEdits.append((pick, {
                $0.zip64 = true
                if let size { $0.claimedSize = size }
                $0.zip64FieldLength = length
            }))
        case .cssNumbers:
            let properties = ["text-indent", "margin", "margin-left", "margin-top", "margin-bottom", "padding", "padding-left", "line-height", "font-size", "font-weight"]
            let units = ["px", "em", "%", "pt", "rem", "", "vw"]
            let rules = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                "p, h1 { \(properties.randomElement(using: &generator)!): \(number())\(units.randomElement(using: &generator)!) }"
            }
            book.css += "\n" + rules.joined(separator: "\n")
        case .svgNumbers:
            let attributes = Bool.random(using: &generator)
                ? "viewBox=\"\(number()) \(number()) \(number()) \(number())\""
                : "width=\"\(number())\" height=\"\(number())px\""
            let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" \(attributes)><rect width=\"\(number())\" height=\"10\"/></svg>"
            book.pictures.append(("extreme.svg", "image/svg+xml", Array(svg.utf8)))
            book.prepend("<p><img src=\"extreme.svg\" alt=\"an extreme picture\"/></p>")
        case .markupNumbers:
            book.prepend("<table><tr><td colspan=\"\(number())\" rowspan=\"\(number())\">cell</td></tr></table>"
                + "<p><img src=\"plain.png\" width=\"\(number())\" height=\"\(number())\" alt=\"sized\"/></p><ol start=\"\(number())\"><li>item</li></ol>")
        case .cssNesting:
            let depth = count(upTo: 1 << 17)
            let opening = ["@media screen {", "@supports (display: block) {", "@media print {", "@font-face {"].randomElement(using: &generator)!
            book.css += "\n" + String(repeating: opening, count: depth) + "p { text-indent: 3em }" + String(repeating: "}", count: Bool.random(using: &generator) ? depth : depth / 2)
        case .markupNesting:
            let depth = count(upTo: 1 << 17)
            let (opening, closing) = [("<div>", "</div>"), ("<blockquote>", "</blockquote>"), ("<ul><li>", "</li></ul>"), ("<span>", "</span>"), ("<em>", "</em>")]
                .randomElement(using: &generator)!
            book.prepend(String(repeating: opening, count: depth) + "deep" + String(repeating: closing, count: Bool.random(using: &generator) ? depth : 0))
        case .selectorLists:
            let selectors = ["p", "p.x", "div p", "* p", "body > p", "h1", "* * * * p", "html body div p", ".a.b.c", "#id"]
            let length = count(upTo: 1 << 17)
            let list = (0..<length).map { _ in selectors.randomElement(using: &generator)! }.joined(separator: ",")
            book.css += "\n\(list) { text-indent: 2em }"
            if Bool.random(using: &generator) {
                book.prepend(String(repeating: "<p class=\"x a b c\">many</p>", count: count(upTo: 1 << 11)))
            }
        case .pictureDimensions:
            // The largest side a PNG can claim comes up often: two of them multiply past Int.max.
            let side: [UInt32] = [0, 1, 20_000, 32_768, 65_535, 1 << 24, 0x7FFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF]
            let data = FuzzPictures.png(
                width: Int.random(in: 1...64, using: &generator), height: Int.random(in: 1...64, using: &generator),
                claimedWidth: side.randomElement(using: &generator)!, claimedHeight: side.randomElement(using: &generator)!
            )
            book.pictures.append(("claims.png", "image/png", data))
            book.prepend("<p><img src=\"claims.png\" alt=\"a picture that claims more\"/></p>")
        case .damagedBytes:
            break
        }
    }
}

/// PNG files of grey pixels whose header may claim another size than the rows hold.
enum FuzzPictures {
    static func png(width: Int, height: Int, claimedWidth: UInt32?, claimedHeight: UInt32?) -> [UInt8] {
        var rows: [UInt8] = []
        for y in 0..<height { rows += [0] + (0..<width).map { UInt8(truncatingIfNeeded: $0 * 7 + y * 13) } }
        let header = be32(claimedWidth ?? UInt32(width)) + be32(claimedHeight ?? UInt32(height)) + [8, 0, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", FuzzArchive.zlib(rows)) + chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return be32(UInt32(data.count)) + typed + be32(FuzzArchive.crc(typed))
    }
}
