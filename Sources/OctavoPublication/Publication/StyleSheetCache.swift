import Synchronization

/// A book's style sheets, each parsed once by path, whichever thread parses a chapter first:
/// books link the same sheets from every chapter, and the first chapter may be parsed while the
/// book is still opening, before its `Publication` exists.
final class StyleSheetCache: Sendable {
    private let sheets = Mutex<[String: CSSStylesheet]>([:])

    /// The sheet at `path` in the archive, parsed on first use; nil when it cannot be read.
    func sheet(at path: String, in archive: EPUBArchive) -> CSSStylesheet? {
        if let parsed = sheets.withLock({ $0[path] }) { return parsed }
        guard let css = try? archive.data(at: path, limit: 1 << 20) else { return nil }
        let sheet = CSSStylesheet(css: TextDecoding.decode(css), href: path)
        sheets.withLock { $0[path] = sheet }
        return sheet
    }
}
