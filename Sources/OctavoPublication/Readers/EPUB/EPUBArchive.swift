import Foundation
import Synchronization
import ZIPFoundation

/// Read access to the files of an EPUB's zip, safe against hostile archives.
///
/// Entries are looked up by their normalised path and never extracted to disk, so a name like
/// `../../x` cannot write anywhere. Each read stops past a size limit, whatever the entry's
/// header claims, which defuses zip bombs. The archive handle is not thread-safe, so it lives
/// behind a mutex and the publication can be shared.
final class EPUBArchive: Sendable {
    /// No text resource of a real book comes near this.
    static let entryLimit = 32 << 20

    let fileName: String
    private let archive: Mutex<Archive>
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
        for entry in opened where entry.type == .file {
            sizes[EPUBPath.normalize(entry.path) ?? entry.path] = Int(clamping: entry.uncompressedSize)
        }
        self.sizes = sizes
        archive = Mutex(opened)
    }

    func contains(_ path: String) -> Bool { sizes[path] != nil }

    /// The size the zip declares for an entry, used to count positions without reading it.
    func declaredSize(of path: String) -> Int? { sizes[path] }

    var paths: [String] { sizes.keys.sorted() }

    /// The bytes of an entry, refusing to produce more than `limit`.
    func data(at path: String, limit: Int = entryLimit) throws(PublicationError) -> Data {
        let result: Result<Data, PublicationError> = archive.withLock { archive in
            guard let entry = archive[path] ?? archive.first(where: { EPUBPath.normalize($0.path) == path }) else {
                return .failure(PublicationError(file: fileName, problem: "has no entry \(path)"))
            }
            var data = Data()
            do {
                _ = try archive.extract(entry, skipCRC32: false) { chunk in
                    data.append(chunk)
                    if data.count > limit { throw SizeLimitExceeded() }
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
        archive.withLock { archive -> Data? in
            guard let entry = archive[path] ?? archive.first(where: { EPUBPath.normalize($0.path) == path }) else { return nil }
            var data = Data()
            do {
                _ = try archive.extract(entry, skipCRC32: true) { chunk in
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
