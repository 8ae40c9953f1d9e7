import FoundationEssentials

/// The scrambling EPUBs apply to the fonts they embed, so that a font cannot be lifted from the
/// zip as it is (`META-INF/encryption.xml` names each scrambled file and how): the IDPF's,
/// which XORs the first 1,040 bytes with the SHA-1 of the book's unique identifier, and
/// Adobe's older one, which XORs the first 1,024 bytes with the 16 bytes of its UUID.
enum FontObfuscation: Sendable, Equatable {
    case idpf
    case adobe

    private static let algorithms = ["http://www.idpf.org/2008/embedding": FontObfuscation.idpf, "http://ns.adobe.com/pdf/enc#RC": .adobe]

    /// The scrambled files `encryption.xml` names, by their path in the archive, with how each
    /// was scrambled; other encryptions (DRM) are not listed: those files cannot be read.
    static func scrambledFiles(in encryptionXML: Data) -> [String: FontObfuscation] {
        let (root, _) = MarkupParser.parse(TextDecoding.decode(encryptionXML), html: false)
        var files: [String: FontObfuscation] = [:]
        for encrypted in root.descendants("EncryptedData") {
            guard let algorithm = encrypted.descendants("EncryptionMethod").first?.attribute("Algorithm").flatMap({ algorithms[$0] }),
                  let uri = encrypted.descendants("CipherReference").first?.attribute("URI"),
                  let (path, _) = EPUBPath.resolve(uri, relativeTo: "") else { continue }
            files[path] = algorithm
        }
        return files
    }

    /// `data` unscrambled with the key made from `identifier`, the book's unique identifier; nil
    /// when the identifier cannot make an Adobe key (it is not a UUID).
    func unscrambled(_ data: Data, identifier: String) -> Data? {
        let key: [UInt8]
        let length: Int
        switch self {
        case .idpf:
            let compact = String(String.UnicodeScalarView(identifier.unicodeScalars.filter { ![" ", "\t", "\r", "\n"].contains($0) }))
            key = SHA1.digest(Array(compact.utf8))
            length = 1_040
        case .adobe:
            var text = identifier.lowercased()[...]
            if text.hasPrefix("urn:uuid:") { text = text.dropFirst(9) }
            let hex = text.filter { $0 != "-" }
            guard hex.count == 32 else { return nil }
            var bytes: [UInt8] = []
            var index = hex.startIndex
            while index < hex.endIndex {
                let next = hex.index(index, offsetBy: 2)
                guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
                bytes.append(byte)
                index = next
            }
            key = bytes
            length = 1_024
        }
        var bytes = [UInt8](data)
        for index in 0..<min(length, bytes.count) { bytes[index] ^= key[index % key.count] }
        return Data(bytes)
    }
}
