/// An indirect object's number and generation, as written in `12 0 R`.
struct PDFObjectID: Hashable, Sendable, CustomStringConvertible {
    let number: Int
    let generation: Int

    var description: String { "\(number) \(generation) R" }
}

typealias PDFDictionary = [String: PDFObject]

/// A stream's dictionary and where its raw (still encoded) bytes lie in the file.
///
/// The bytes are not copied at parse time: most streams (page contents, images, fonts) are never
/// needed to learn page sizes and titles.
struct PDFStream: Equatable, Sendable {
    let dictionary: PDFDictionary
    let dataRange: Range<Int>
}

/// A PDF object (ISO 32000-1, 7.3). Strings stay bytes because their encoding depends on where
/// they are used; names are decoded from their `#xx` escapes and read as UTF-8.
enum PDFObject: Equatable, Sendable {
    case null
    case boolean(Bool)
    case integer(Int)
    case real(Double)
    case string([UInt8])
    case name(String)
    case array([PDFObject])
    case dictionary(PDFDictionary)
    case reference(PDFObjectID)
    case stream(PDFStream)

    var integerValue: Int? {
        switch self {
        case .integer(let value): value
        case .real(let value) where value.isFinite && value.rounded() == value && abs(value) < 1e15: Int(value)
        default: nil
        }
    }

    var numberValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value) where value.isFinite: value
        default: nil
        }
    }

    var nameValue: String? {
        if case .name(let value) = self { value } else { nil }
    }

    var stringValue: [UInt8]? {
        if case .string(let value) = self { value } else { nil }
    }

    var arrayValue: [PDFObject]? {
        if case .array(let value) = self { value } else { nil }
    }

    /// A dictionary, or a stream's dictionary: both answer keys the same way.
    var dictionaryValue: PDFDictionary? {
        switch self {
        case .dictionary(let value): value
        case .stream(let stream): stream.dictionary
        default: nil
        }
    }

    var referenceValue: PDFObjectID? {
        if case .reference(let value) = self { value } else { nil }
    }

    var isNull: Bool { self == .null }
}
