/// The file name that stores one publication's preferences.
///
/// Identifiers come from books and so are untrusted: `../../etc/passwd`, NUL bytes, 10 kB strings
/// and look-alike Unicode must all land on safe, distinct names inside `publications/`. The name
/// is a short readable slug (ASCII letters, digits, `-` and `_` only) followed by the SHA-256 of
/// the identifier's exact UTF-8 bytes, so distinct identifiers never share a file and no name can
/// climb out of the folder or grow past file system limits.
public enum PublicationFileName {
    /// How many characters of the identifier the readable part keeps.
    static let slugLength = 40

    public static func make(for identifier: String) -> String {
        var slug = ""
        var lastWasSeparator = true
        for scalar in identifier.unicodeScalars {
            guard slug.count < slugLength else { break }
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
                lastWasSeparator = false
            } else if !lastWasSeparator {
                slug.append("-")
                lastWasSeparator = true
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        let digest = SHA256.hex(of: Array(identifier.utf8))
        return (slug.isEmpty ? "" : slug + "_") + digest + ".json"
    }
}
