/// Finds objects without a cross-reference, for files whose table is missing, truncated or wrong:
/// every `N G obj` in the file, the way PDF viewers repair damaged files.
enum PDFObjectScanner {
    struct Found {
        let number: Int
        let offset: Int
    }

    /// Every `N G obj` header, in file order; an object found twice is listed twice and the later
    /// copy is the one an incremental update wrote last.
    static func objects(in file: PDFBytes) -> [Found] {
        var found: [Found] = []
        let keyword = Array("obj".utf8)
        var searchFrom = file.start
        while let index = file.firstIndex(of: keyword, from: searchFrom) {
            searchFrom = index + keyword.count
            if let after = file[index + keyword.count], PDFCharacter.isRegular(after) { continue }
            var cursor = index - 1
            guard skipWhitespaceBackwards(file, &cursor), digitsBackwards(file, &cursor, maxDigits: 5) != nil,
                  skipWhitespaceBackwards(file, &cursor),
                  let number = digitsBackwards(file, &cursor, maxDigits: 10) else { continue }
            if let before = file[cursor], PDFCharacter.isRegular(before) { continue }
            found.append(Found(number: number, offset: cursor + 1))
        }
        return found
    }

    /// Offsets just after each standalone occurrence of `keyword` (such as `trailer`).
    static func offsets(after keyword: String, in file: PDFBytes) -> [Int] {
        let pattern = Array(keyword.utf8)
        var offsets: [Int] = []
        var searchFrom = file.start
        while let index = file.firstIndex(of: pattern, from: searchFrom) {
            searchFrom = index + pattern.count
            let before = file[index - 1]
            let after = file[index + pattern.count]
            if before.map(PDFCharacter.isRegular) == true || after.map(PDFCharacter.isRegular) == true { continue }
            offsets.append(index + pattern.count)
        }
        return offsets
    }

    /// Moves left over at least one whitespace byte.
    private static func skipWhitespaceBackwards(_ file: PDFBytes, _ cursor: inout Int) -> Bool {
        let start = cursor
        while let byte = file[cursor], PDFCharacter.isWhitespace(byte) { cursor -= 1 }
        return cursor < start
    }

    /// Reads a run of digits ending at `cursor`, moving left past it.
    private static func digitsBackwards(_ file: PDFBytes, _ cursor: inout Int, maxDigits: Int) -> Int? {
        var value = 0
        var scale = 1
        var count = 0
        while let byte = file[cursor], PDFCharacter.isDigit(byte) {
            count += 1
            guard count <= maxDigits else { return nil }
            value += Int(byte - UInt8(ascii: "0")) * scale
            scale *= 10
            cursor -= 1
        }
        return count > 0 ? value : nil
    }
}
