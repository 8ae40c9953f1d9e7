import CLibz
import FoundationEssentials
import Glibc
import Synchronization

/// Read access to the files of an EPUB's zip, safe against hostile archives.
///
/// The zip's table of contents is read once, in one pass, and its entries indexed by normalised
/// path; an entry is read with `pread` and inflated with zlib. Entries are never extracted to
/// disk, so a name like `../../x` cannot write anywhere, and each read stops past a size limit,
/// whatever the entry's header claims, which defuses zip bombs. Nothing here changes once
/// opened and `pread` keeps no position, so the archive is shared between threads as it is.
final class EPUBArchive: Sendable {
    /// No text resource of a real book comes near this.
    static let entryLimit = 32 << 20
    /// What a book's entries may inflate to in all, each counted once however often it is
    /// read: several times the text and pictures of the largest real books. An entry that would
    /// take the total past it is left out.
    static let totalLimit = 256 << 20

    /// The entries read so far (by where their header is) and their bytes, for `totalLimit`.
    private let inflated = Mutex<(entries: Set<UInt64>, bytes: Int)>(([], 0))

    private let url: URL
    private let descriptor: Int32
    private let fileSize: UInt64
    /// The entries by normalised path; the first of two with one name wins.
    private let index: [String: ZipDirectory.Entry]

    init(url: URL) throws(PublicationError) {
        self.url = url
        let descriptor = open(url.fileSystemPath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw PublicationError(file: url.path, problem: "is not a valid EPUB (zip archive): \(ZipDirectory.Problem.unreadable)")
        }
        var status = stat()
        let directory: ZipDirectory
        do {
            guard fstat(descriptor, &status) == 0 else { throw ZipDirectory.Problem.unreadable }
            directory = try ZipDirectory(descriptor: descriptor, fileSize: UInt64(status.st_size))
        } catch {
            close(descriptor)
            throw PublicationError(file: url.path, problem: "is not a valid EPUB (zip archive): \(error)")
        }
        var index: [String: ZipDirectory.Entry] = [:]
        for entry in directory.entries {
            let path = EPUBPath.normalize(entry.name) ?? entry.name
            if index[path] == nil { index[path] = entry }
        }
        self.descriptor = descriptor
        fileSize = UInt64(status.st_size)
        self.index = index
    }

    deinit { close(descriptor) }

    /// The file's name, for errors: worked out only for one, as `URL.lastPathComponent`'s first
    /// use in a process was on the opening's way to the first frame.
    var fileName: String { url.lastPathComponent }

    private func entry(at path: String) -> ZipDirectory.Entry? { index[path] ?? index[EPUBPath.normalize(path) ?? path] }

    func contains(_ path: String) -> Bool { index[path] != nil }

    /// The size the zip declares for an entry, used to count positions without reading it.
    func declaredSize(of path: String) -> Int? { index[path].map { Int(clamping: $0.uncompressedSize) } }

    var paths: [String] { index.keys.sorted() }

    /// The bytes of an entry, refusing to produce more than `limit`, checked against the CRC-32
    /// the zip records for it.
    func data(at path: String, limit: Int = entryLimit) throws(PublicationError) -> Data {
        guard let entry = entry(at: path) else { throw PublicationError(file: fileName, problem: "has no entry \(path)") }
        let expected = Int(clamping: min(entry.uncompressedSize, UInt64(limit)))
        let (isNew, isOver) = inflated.withLock { read in
            let isNew = !read.entries.contains(entry.localHeaderOffset)
            return (isNew, isNew && read.bytes + expected > Self.totalLimit)
        }
        if isOver {
            throw PublicationError(file: fileName, problem: "inflates to more than \(Self.totalLimit >> 20) MB in all; entry \(path) is left out")
        }
        // Room for what the entry declares (within the limit), so a large chapter is not copied
        // again each time the buffer grows.
        var data = Data(capacity: expected)
        var checksum: uLong = 0
        let outcome = inflate(entry) { chunk in
            guard data.count + chunk.count <= limit, let bytes = chunk.baseAddress else { return data.count + chunk.count <= limit ? .more : .exceeded }
            data.append(bytes, count: chunk.count)
            checksum = crc32(checksum, chunk.baseAddress, uInt(chunk.count))
            return .more
        }
        switch outcome {
        case .complete:
            guard UInt32(truncatingIfNeeded: checksum) == entry.checksum else {
                throw PublicationError(file: fileName, problem: "entry \(path) is damaged: its data does not match its checksum")
            }
            if isNew { inflated.withLock { if $0.entries.insert(entry.localHeaderOffset).inserted { $0.bytes += data.count } } }
            return data
        case .stopped:
            throw PublicationError(file: fileName, problem: "entry \(path) expands to more than \(limit) bytes; it is not read")
        case .failed(let problem):
            throw PublicationError(file: fileName, problem: "entry \(path) is damaged: \(problem)")
        }
    }

    /// The first `count` bytes of an entry (fewer when it is shorter): a picture's header,
    /// without inflating the rest of it.
    func prefix(of path: String, count: Int) -> Data? {
        guard let entry = entry(at: path) else { return nil }
        var data = Data()
        let outcome = inflate(entry) { chunk in
            if let bytes = chunk.baseAddress { data.append(bytes, count: min(chunk.count, count - data.count)) }
            return data.count < count ? .more : .exceeded
        }
        switch outcome {
        case .complete, .stopped: return data
        case .failed: return nil
        }
    }

    private enum Answer { case more, exceeded }

    private enum Outcome {
        case complete
        /// The consumer wanted no more.
        case stopped
        case failed(String)
    }

    /// Inflates `entry` (or copies it, when stored), handing its bytes to `consume` chunk by
    /// chunk until the entry ends or `consume` wants no more.
    private func inflate(_ entry: ZipDirectory.Entry, into consume: (UnsafeBufferPointer<UInt8>) -> Answer) -> Outcome {
        let start: UInt64
        do {
            start = try ZipDirectory.dataOffset(of: entry, descriptor: descriptor, fileSize: fileSize)
        } catch {
            return .failed("\(error)")
        }
        let chunkSize = 1 << 16
        var offset: UInt64 = 0
        /// The next stretch of the entry's stored bytes, nil when the file ends before them.
        func nextChunk() -> [UInt8]? {
            let count = Int(min(UInt64(chunkSize), entry.compressedSize - offset))
            guard let chunk = try? ZipDirectory.read(descriptor, at: start + offset, count: count), !chunk.isEmpty else { return nil }
            offset += UInt64(chunk.count)
            return chunk
        }
        switch entry.method {
        case 0:
            while offset < entry.compressedSize {
                guard let chunk = nextChunk() else { return .failed("it ends early") }
                if chunk.withUnsafeBufferPointer(consume) == .exceeded { return .stopped }
            }
            return .complete
        case 8:
            var stream = z_stream()
            guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return .failed("it cannot be inflated") }
            defer { inflateEnd(&stream) }
            // No larger than the entry says it is, so that a small file (the container, the
            // package) touches one page of output rather than sixteen; an entry that says less
            // than it holds is only inflated in more steps.
            var output = [UInt8](repeating: 0, count: min(chunkSize, max(1 << 12, Int(clamping: entry.uncompressedSize))))
            var status = Z_OK
            while status != Z_STREAM_END {
                guard offset < entry.compressedSize else { return .failed("its compressed data ends early") }
                guard var input = nextChunk() else { return .failed("it ends early") }
                let inputCount = input.count
                var answer = Answer.more
                input.withUnsafeMutableBufferPointer { source in
                    stream.next_in = source.baseAddress
                    stream.avail_in = uInt(inputCount)
                    repeat {
                        output.withUnsafeMutableBufferPointer { target in
                            stream.next_out = target.baseAddress
                            stream.avail_out = uInt(target.count)
                            status = CLibz.inflate(&stream, Z_NO_FLUSH)
                            let produced = target.count - Int(stream.avail_out)
                            if status == Z_OK || status == Z_STREAM_END, produced > 0 {
                                answer = consume(UnsafeBufferPointer(rebasing: target[..<produced]))
                            }
                        }
                        // No progress without more input: the next chunk is read.
                        if status == Z_BUF_ERROR {
                            status = Z_OK
                            break
                        }
                    } while status == Z_OK && answer == .more && (stream.avail_in > 0 || stream.avail_out == 0)
                }
                if answer == .exceeded { return .stopped }
                guard status == Z_OK || status == Z_STREAM_END else { return .failed("its compressed data is damaged") }
            }
            return .complete
        default:
            return .failed("it uses a compression method EPUB does not allow")
        }
    }
}
