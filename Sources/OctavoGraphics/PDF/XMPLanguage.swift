import Foundation

/// The language a PDF declares in its XMP metadata (`<dc:language>`), which is where poppler
/// exposes it; the first entry of the bag is the document's main language.
enum XMPLanguage {
    static func first(in xmp: String) -> String? {
        guard let open = xmp.range(of: "<dc:language"), let close = xmp.range(of: "</dc:language>", range: open.upperBound..<xmp.endIndex) else { return nil }
        let bag = xmp[open.upperBound..<close.lowerBound]
        guard let item = bag.range(of: "<rdf:li"), let itemEnd = bag.range(of: ">", range: item.upperBound..<bag.endIndex),
              let itemClose = bag.range(of: "</rdf:li>", range: itemEnd.upperBound..<bag.endIndex) else { return nil }
        let value = bag[itemEnd.upperBound..<itemClose.lowerBound].filter { !$0.isWhitespace }
        return value.isEmpty || value.contains("<") ? nil : String(value)
    }
}
