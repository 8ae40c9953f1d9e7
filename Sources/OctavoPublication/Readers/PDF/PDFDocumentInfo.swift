/// A page's size in points as it is displayed: a page turned by `/Rotate 90` or `270` is
/// wider than its box is.
public struct PDFPageSize: Hashable, Sendable {
    public let width: Double
    public let height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// What a PDF reader needs to lay out a document before rendering any page.
public struct PDFDocumentInfo: Hashable, Sendable {
    /// The version in the `%PDF-x.y` header.
    public let version: String
    public let pageSizes: [PDFPageSize]
    public var pageCount: Int { pageSizes.count }
    /// From the `/Info` dictionary; nil when absent, empty or unreadable (as in an encrypted file).
    public let title: String?
    public let author: String?
    /// Encrypted files still give their page sizes, but not their strings.
    public let isEncrypted: Bool
    /// What was repaired or skipped on the way, for logs and bug reports.
    public let warnings: [String]

    public init(version: String, pageSizes: [PDFPageSize], title: String?, author: String?,
                isEncrypted: Bool, warnings: [String]) {
        self.version = version
        self.pageSizes = pageSizes
        self.title = title
        self.author = author
        self.isEncrypted = isEncrypted
        self.warnings = warnings
    }
}
