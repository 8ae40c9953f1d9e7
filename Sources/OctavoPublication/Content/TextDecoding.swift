import FoundationEssentials

/// Decodes markup bytes with the encoding the document declares or its byte-order mark;
/// invalid bytes become U+FFFD instead of failing the chapter.
enum TextDecoding {
    static func decode(_ data: Data) -> String {
        if data.starts(with: [0xFF, 0xFE]) { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) ?? "" }
        if data.starts(with: [0xFE, 0xFF]) { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) ?? "" }
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        let head = String(decoding: body.prefix(200), as: UTF8.self).lowercased()
        if head.contains("encoding=\"iso-8859-1\"") || head.contains("encoding='iso-8859-1'") || head.contains("encoding=\"latin1\"") {
            return SingleByteEncoding.isoLatin1.decode(body)
        }
        if head.contains("encoding=\"windows-1252\"") {
            return SingleByteEncoding.windows1252.decode(body)
        }
        return String(decoding: body, as: UTF8.self)
    }
}
