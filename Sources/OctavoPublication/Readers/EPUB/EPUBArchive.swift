import CChecksum
import Foundation
import Synchronization
import ZIPFoundation

/// Read access to the files of an EPUB's zip, safe against hostile archives.
///
/// Entries are looked up by their normalised path and never extracted to disk, so a name like
/// `../../x` cannot write anywhere. Each read stops past a size limit, whatever the entry's
/// header claims, which defuses zip bombs. The archive handle is not thread-safe, so it lives
/// behind a mutex and the publication can be shared.
///
/// The entries are indexed once, by normalised path: the archive's own lookup by name walks the
/// central directory entry by entry, reading each local header on the way, which made every
/// read (a chapter, a style sheet, a picture's header) cost a pass over the whole zip.
final class EPUBArchive: Sendable {
    /// No text resource of a real book comes near this.
    static let entryLimit = 32 << 20

    let fileName: String
    /// The archive and its entries by normalised path; neither is thread-safe.
    private struct Contents {
        let archive: Archive
        let index: [String: Entry]

        func entry(at path: String) -> Entry? { index[path] ?? index[EPUBPath.normalize(path) ?? path] }
    }

    private let contents: Mutex<Contents>
    private let sizes: [String: Int]

    init(url: URL) throws(PublicationError) {
        fileName = url.lastPathComponent
        let opened: Archive
        do {
            opened = try Archive(url: url, accessMode: .read)
        } catch {
            throw PublicationError(file: url.path, problem: "is not a valid EPUB (zip archive): \(ZIPProblem.describe(error) ?? "it cannot be read as one")")
        }
        var sizes: [String: Int] = [:]
        var index: [String: Entry] = [:]
        for entry in opened where entry.type == .file {
            let path = EPUBPath.normalize(entry.path) ?? entry.path
            sizes[path] = Int(clamping: entry.uncompressedSize)
            // The first of two entries with one name wins, as in the archive's own lookup.
            if index[path] == nil { index[path] = entry }
        }
        self.sizes = sizes
        contents = Mutex(Contents(archive: opened, index: index))
    }

    func contains(_ path: String) -> Bool { sizes[path] != nil }

    /// The size the zip declares for an entry, used to count positions without reading it.
    func declaredSize(of path: String) -> Int? { sizes[path] }

    var paths: [String] { sizes.keys.sorted() }

    /// The bytes of an entry, refusing to produce more than `limit`.
    func data(at path: String, limit: Int = entryLimit) throws(PublicationError) -> Data {
        let result: Result<Data, PublicationError> = contents.withLock { contents in
            guard let entry = contents.entry(at: path) else {
                return .failure(PublicationError(file: fileName, problem: "has no entry \(path)"))
            }
            // Room for what the entry declares (within the limit), so a large chapter is not
            // copied again each time the buffer grows.
            var data = Data(capacity: Int(clamping: min(UInt64(entry.uncompressedSize), UInt64(limit))))
            // The checksum is zlib's, computed as the chunks come: the zip library's own takes
            // longer than inflating (35 ms of a 10 MB chapter's 230).
            var checksum: uLong = 0
            do {
                _ = try contents.archive.extract(entry, skipCRC32: true) { chunk in
                    data.append(chunk)
                    if data.count > limit { throw SizeLimitExceeded() }
                    checksum = chunk.withUnsafeBytes { bytes in
                        crc32(checksum, bytes.bindMemory(to: Bytef.self).baseAddress, uInt(bytes.count))
                    }
                }
                guard UInt32(truncatingIfNeeded: checksum) == entry.checksum else {
                    return .failure(PublicationError(file: fileName, problem: "entry \(path) is damaged: its data does not match its checksum"))
                }
            } catch is SizeLimitExceeded {
                return .failure(PublicationError(file: fileName, problem: "entry \(path) expands to more than \(limit) bytes; it is not read"))
            } catch {
                return .failure(PublicationError(file: fileName, problem: "entry \(path) is damaged" + (ZIPProblem.describe(error).map { ": \($0)" } ?? "")))
            }
            return .success(data)
        }
        return try result.get()
    }

    /// The first `count` bytes of an entry (fewer when it is shorter): a picture's header,
    /// without inflating the rest of it.
    func prefix(of path: String, count: Int) -> Data? {
        contents.withLock { contents -> Data? in
            guard let entry = contents.entry(at: path) else { return nil }
            var data = Data()
            do {
                _ = try contents.archive.extract(entry, skipCRC32: true) { chunk in
                    data.append(chunk)
                    if data.count >= count { throw SizeLimitExceeded() }
                }
            } catch is SizeLimitExceeded {
                return data.prefix(count)
            } catch {
                return nil
            }
            return data
        }
    }
}

private struct SizeLimitExceeded: Error {}
