import FoundationEssentials

/// Decodes markup bytes with the encoding the document declares or its byte-order mark;
/// invalid bytes become U+FFFD instead of failing the chapter.
enum TextDecoding {
    static func decode(_ data: Data) -> String {
        if data.starts(with: [0xFF, 0xFE]) { return String(data: data.dropFirst(2), encoding: .utf16LittleEndian) ?? "" }
        if data.starts(with: [0xFE, 0xFF]) { return String(data: data.dropFirst(2), encoding: .utf16BigEndian) ?? "" }
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        // The declaration is ASCII, so its bytes are searched lowercased, without the standard
        // library's string search, which was on the key path of a book's opening.
        let head = body.prefix(200).map(ASCIIBytes.lowercased)
        if declares(head, #"encoding="iso-8859-1""#) || declares(head, "encoding='iso-8859-1'") || declares(head, #"encoding="latin1""#) {
            return SingleByteEncoding.isoLatin1.decode(body)
        }
        if declares(head, #"encoding="windows-1252""#) {
            return SingleByteEncoding.windows1252.decode(body)
        }
        return String(decoding: body, as: UTF8.self)
    }

    private static func declares(_ head: [UInt8], _ declaration: String) -> Bool {
        ASCIIBytes.contains(Array(declaration.utf8), in: head)
    }
}
