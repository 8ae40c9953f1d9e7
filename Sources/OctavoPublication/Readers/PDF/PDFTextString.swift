/// Decodes PDF text strings (ISO 32000-1, 7.9.2.2), as used by `/Title` and `/Author`: UTF-16BE
/// after a FE FF byte order mark, UTF-8 after EF BB BF (PDF 2.0), and PDFDocEncoding otherwise.
enum PDFTextString {
    static func decode(_ bytes: [UInt8]) -> String {
        if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF {
            return utf16BigEndian(bytes.dropFirst(2))
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            return String(decoding: bytes.dropFirst(3), as: UTF8.self)
        }
        return String(String.UnicodeScalarView(bytes.map(pdfDocEncoding)))
    }

    /// A trailing odd byte is dropped, and language tags (`ESC` `ja` `ESC`, 7.9.2.2.1) are removed
    /// because they are metadata, not text.
    private static func utf16BigEndian(_ bytes: ArraySlice<UInt8>) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        var inLanguageTag = false
        while index + 1 < bytes.endIndex {
            let unit = UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            index += 2
            if unit == 0x001B {
                inLanguageTag.toggle()
            } else if !inLanguageTag {
                units.append(unit)
            }
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// PDFDocEncoding matches Latin-1 except in two small ranges, where it puts typographic
    /// characters (Annex D): 0x18–0x1F and 0x80–0xA0.
    private static func pdfDocEncoding(_ byte: UInt8) -> Unicode.Scalar {
        let value: UInt32 = switch byte {
        case 0x18...0x1F: lowRange[Int(byte - 0x18)]
        case 0x80...0xA0: highRange[Int(byte - 0x80)]
        default: UInt32(byte)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    private static let lowRange: [UInt32] = [
        0x02D8, 0x02C7, 0x02C6, 0x02D9, 0x02DD, 0x02DB, 0x02DA, 0x02DC,
    ]

    /// 0x9F is undefined and kept as is.
    private static let highRange: [UInt32] = [
        0x2022, 0x2020, 0x2021, 0x2026, 0x2014, 0x2013, 0x0192, 0x2044,
        0x2039, 0x203A, 0x2212, 0x2030, 0x201E, 0x201C, 0x201D, 0x2018,
        0x2019, 0x201A, 0x2122, 0xFB01, 0xFB02, 0x0141, 0x0152, 0x0160,
        0x0178, 0x017D, 0x0131, 0x0142, 0x0153, 0x0161, 0x017E, 0x009F,
        0x20AC,
    ]
}
