import Foundation
import ZIPFoundation

/// What is wrong with a damaged EPUB, in words about the file rather than the zip library's
/// error names ("missingEndOfCentralDirectoryRecord" means nothing to a reader).
enum ZIPProblem {
    /// The problem in words; nil when the error is not one the zip library names.
    static func describe(_ error: any Error) -> String? {
        if let error = error as? Archive.ArchiveError {
            switch error {
            case .missingEndOfCentralDirectoryRecord:
                return "it has no zip table of contents at its end (truncated, or not a zip file)"
            case .invalidCentralDirectoryOffset, .invalidCentralDirectorySize, .invalidCentralDirectoryEntryCount:
                return "its zip table of contents is damaged"
            case .invalidLocalHeaderDataOffset, .invalidLocalHeaderSize, .invalidEntrySize:
                return "an entry's zip header is damaged"
            case .invalidCRC32:
                return "an entry's data does not match its checksum"
            case .invalidCompressionMethod:
                return "an entry uses a compression method EPUB does not allow"
            case .invalidEntryPath, .uncontainedSymlink:
                return "an entry has a path that leads outside the book"
            case .unreadableArchive:
                return "it cannot be read"
            default:
                return "it cannot be read as a zip archive"
            }
        }
        return nil
    }
}
