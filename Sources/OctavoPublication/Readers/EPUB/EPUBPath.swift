/// Paths inside an EPUB: hrefs are relative to the file that contains them, may be
/// percent-encoded and may carry a fragment.
enum EPUBPath {
    /// "a/./b/../c" → "a/c"; nil for a path that climbs above the root of the archive.
    static func normalize(_ path: String) -> String? {
        // Almost every path in a zip is already normal; splitting and joining each would cost
        // the opening of a book of many files.
        if isNormal(path) { return path }
        // Segments are cut at the byte "/", which never occurs inside a multi-byte character,
        // instead of by characters, whose boundaries cost a Unicode lookup each.
        var parts: [Substring.UTF8View] = []
        for part in path.utf8.split(separator: UInt8(ascii: "/")) {
            if part.elementsEqual(".".utf8) { continue }
            if part.elementsEqual("..".utf8) {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        var joined: [UInt8] = []
        joined.reserveCapacity(path.utf8.count)
        for part in parts {
            if !joined.isEmpty { joined.append(UInt8(ascii: "/")) }
            joined.append(contentsOf: part)
        }
        return String(decoding: joined, as: UTF8.self)
    }

    /// Whether `path` has no empty, "." or ".." segment and no leading or trailing slash.
    private static func isNormal(_ path: String) -> Bool {
        var segmentLength = 0
        var dotsOnly = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                if segmentLength == 0 || (dotsOnly && segmentLength <= 2) { return false }
                segmentLength = 0
                dotsOnly = true
            } else {
                segmentLength += 1
                if byte != UInt8(ascii: ".") { dotsOnly = false }
            }
        }
        return segmentLength > 0 && !(dotsOnly && segmentLength <= 2)
    }

    /// Resolves `href` against the folder of `base`, percent-decoding it; the fragment is kept.
    static func resolve(_ href: String, relativeTo base: String) -> (path: String, fragment: String?)? {
        let link = Link(href: href)
        let rawPath = link.path, fragment = link.fragment
        guard !isExternal(rawPath) else { return nil }
        let decoded = percentDecoded(rawPath) ?? rawPath
        if decoded.isEmpty { return (base, fragment) }
        let folder = base.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(base[..<$0]) } ?? ""
        let joined = decoded.hasPrefix("/") ? decoded : (folder.isEmpty ? decoded : folder + "/" + decoded)
        return normalize(joined).map { ($0, fragment) }
    }

    /// Whether `path` leads out of the book: a URL with a scheme ("https://…") or an address.
    private static func isExternal(_ path: String) -> Bool {
        if path.hasPrefix("mailto:") { return true }
        let bytes = path.utf8
        guard var colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return false }
        while true {
            let rest = bytes[bytes.index(after: colon)...]
            if rest.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) { return true }
            guard let next = rest.firstIndex(of: UInt8(ascii: ":")) else { return false }
            colon = next
        }
    }

    /// `text` with each "%XX" turned into its byte; nil when an escape is malformed or the
    /// bytes are not UTF-8 (the href is then taken as written). Hrefs are read by the hundred
    /// when a book opens, so this works on the bytes rather than through Foundation's strings.
    static func percentDecoded(_ text: String) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
