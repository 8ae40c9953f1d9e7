/// Why a PDF could not be opened, in words: poppler's own reason, or the missing library.
public struct PDFOpenError: Error, Equatable, Sendable, CustomStringConvertible {
    public let reason: String

    public init(_ reason: String) { self.reason = reason }

    public var description: String { reason }
}
