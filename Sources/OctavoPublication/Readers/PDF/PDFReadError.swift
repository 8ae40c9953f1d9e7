/// Why a PDF could not be read: the same error as any publication's, so callers handle one type.
public typealias PDFReadError = PublicationError
