import FoundationEssentials

/// The language a PDF declares in its XMP metadata (`<dc:language>`), which is where poppler
/// exposes it; the first entry of the bag is the document's main language.
enum XMPLanguage {
    static func first(in xmp: String) -> String? {
        guard let open = xmp.firstRange(of: "<dc:language"), let close = xmp[open.upperBound...].firstRange(of: "</dc:language>") else { return nil }
        let bag = xmp[open.upperBound..<close.lowerBound]
        guard let item = bag.firstRange(of: "<rdf:li"), let itemEnd = bag[item.upperBound...].firstRange(of: ">"),
              let itemClose = bag[itemEnd.upperBound...].firstRange(of: "</rdf:li>") else { return nil }
        let value = bag[itemEnd.upperBound..<itemClose.lowerBound].filter { !$0.isWhitespace }
        return value.isEmpty || value.contains("<") ? nil : String(value)
    }
}
