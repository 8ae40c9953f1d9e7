import FoundationEssentials

/// A picture's size in pixels, read from the first bytes of its file without decoding it, so a
/// chapter can be laid out (pictures keep their place and proportions) without loading the
/// decoder for pictures that are never on screen.
public enum PictureDimensions {
    /// PNG, GIF, JPEG, WebP and SVG; nil for anything else or a header too damaged to read.
    public static func read(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let size = png(bytes) ?? gif(bytes) ?? jpeg(bytes) ?? webp(bytes) ?? svg(bytes)
        guard let size, size.width > 0, size.height > 0 else { return nil }
        return size
    }

    private static func bigEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        (at..<(at + count)).reduce(0) { $0 << 8 | Int(b[$1]) }
    }

    private static func littleEndian(_ b: [UInt8], _ at: Int, _ count: Int) -> Int {
        (at..<(at + count)).reversed().reduce(0) { $0 << 8 | Int(b[$1]) }
    }

    private static func png(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        return (bigEndian(b, 16, 4), bigEndian(b, 20, 4))
    }

    private static func gif(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 10, b.starts(with: Array("GIF8".utf8)) else { return nil }
        return (littleEndian(b, 6, 2), littleEndian(b, 8, 2))
    }

    /// The frame header (SOF0–SOF15 but DHT, JPG and DAC) follows any number of other segments.
    private static func jpeg(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 9 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }
            let length = bigEndian(b, i + 2, 2)
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (bigEndian(b, i + 7, 2), bigEndian(b, i + 5, 2))
            }
            guard length >= 2 else { return nil }
            i += 2 + length
        }
        return nil
    }

    private static func webp(_ b: [UInt8]) -> (width: Int, height: Int)? {
        guard b.count >= 30, b.starts(with: Array("RIFF".utf8)), Array(b[8..<12]) == Array("WEBP".utf8) else { return nil }
        switch String(decoding: b[12..<16], as: UTF8.self) {
        case "VP8 ": return (littleEndian(b, 26, 2) & 0x3FFF, littleEndian(b, 28, 2) & 0x3FFF)
        case "VP8L":
            let bits = littleEndian(b, 21, 4)
            return ((bits & 0x3FFF) + 1, (bits >> 14 & 0x3FFF) + 1)
        case "VP8X": return (littleEndian(b, 24, 3) + 1, littleEndian(b, 27, 3) + 1)
        default: return nil
        }
    }

    /// The root element's `width` and `height` in pixels, else its `viewBox`.
    private static func svg(_ b: [UInt8]) -> (width: Int, height: Int)? {
        let text = String(decoding: b.prefix(4096), as: UTF8.self)
        guard let open = text.firstRange(of: "<svg"), let close = text[open.upperBound...].firstRange(of: ">") else { return nil }
        let tag = String(text[open.upperBound..<close.lowerBound])
        func attribute(_ name: String) -> String? {
            guard let start = tag.firstRange(of: " \(name)=") ?? tag.firstRange(of: "\n\(name)="), start.upperBound < tag.endIndex else { return nil }
            let quote = tag[start.upperBound]
            let valueStart = tag.index(after: start.upperBound)
            guard quote == "\"" || quote == "'", let end = tag[valueStart...].firstIndex(of: quote) else { return nil }
            return String(tag[valueStart..<end])
        }
        func pixels(_ value: String?) -> Int? {
            guard let value else { return nil }
            let digits = value.prefix { $0.isNumber || $0 == "." }
            guard value.dropFirst(digits.count).allSatisfy({ "px ".contains($0) }), let number = Double(digits) else { return nil }
            return side(number)
        }
        if let width = pixels(attribute("width")), let height = pixels(attribute("height")) { return (width, height) }
        let box = (attribute("viewBox") ?? "").split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
        guard box.count == 4, let width = side(box[2]), let height = side(box[3]) else { return nil }
        return (width, height)
    }

    /// The most pixels a side of an SVG is taken to have: an SVG is drawn at the size it is
    /// shown, so its own numbers only give its proportions.
    static let svgSideLimit = 1 << 20

    /// A side read from an SVG, in whole pixels: nil for NaN, infinity and what is not positive;
    /// at most `svgSideLimit`.
    private static func side(_ number: Double) -> Int? {
        guard number.isFinite, number > 0 else { return nil }
        return Int(min(number, Double(svgSideLimit)).rounded(.up))
    }
}
