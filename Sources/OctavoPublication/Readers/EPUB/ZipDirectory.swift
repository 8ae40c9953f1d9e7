import Glibc

/// The table of contents at the end of a zip file (its central directory), read in one pass
/// from the bytes: what an EPUB's entries are called, where their data starts, how they are
/// compressed and what they hold. Every field is checked against the file's size before use,
/// so a damaged or hostile archive gives an error in words, never a read out of bounds.
struct ZipDirectory: Sendable {
    struct Entry: Sendable {
        let name: String
        let method: UInt16
        let checksum: UInt32
        let compressedSize: UInt64
        let uncompressedSize: UInt64
        let localHeaderOffset: UInt64
    }

    /// The files of the archive, in the directory's order (folders and symbolic links left out).
    let entries: [Entry]

    /// What is wrong with an archive, in words about the file.
    struct Problem: Error, CustomStringConvertible {
        let description: String

        static let noDirectory = Problem(description: "it has no zip table of contents at its end (truncated, or not a zip file)")
        static let damagedDirectory = Problem(description: "its zip table of contents is damaged")
        static let damagedHeader = Problem(description: "an entry's zip header is damaged")
        static let unreadable = Problem(description: "it cannot be read")
    }

    private static let endSignature: UInt32 = 0x0605_4B50
    private static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    private static let zip64EndSignature: UInt32 = 0x0606_4B50
    private static let entrySignature: UInt32 = 0x0201_4B50
    private static let localSignature: UInt32 = 0x0403_4B50
    /// The end record (22 bytes) and the longest comment a zip may carry after it.
    private static let endSearchLength = 22 + 0xFFFF

    /// Reads the directory of the zip open at `descriptor`, `fileSize` bytes long.
    init(descriptor: Int32, fileSize: UInt64) throws(Problem) {
        let tailLength = Int(min(fileSize, UInt64(Self.endSearchLength)))
        let tail = try Self.read(descriptor, at: fileSize - UInt64(tailLength), count: tailLength)
        guard tail.count >= 22, let end = stride(from: tail.count - 22, through: 0, by: -1).first(where: { tail.uint32(at: $0) == Self.endSignature }) else {
            throw .noDirectory
        }
        var count = UInt64(tail.uint16(at: end + 10))
        var size = UInt64(tail.uint32(at: end + 12))
        var offset = UInt64(tail.uint32(at: end + 16))
        // A ZIP64 archive says so with a locator just before the end record.
        if end >= 20, tail.uint32(at: end - 20) == Self.zip64LocatorSignature {
            let recordOffset = tail.uint64(at: end - 20 + 8)
            guard recordOffset <= fileSize - 56 else { throw .damagedDirectory }
            let record = try Self.read(descriptor, at: recordOffset, count: 56)
            guard record.uint32(at: 0) == Self.zip64EndSignature else { throw .damagedDirectory }
            count = record.uint64(at: 32)
            size = record.uint64(at: 40)
            offset = record.uint64(at: 48)
        }
        guard offset <= fileSize, size <= fileSize - offset, size <= UInt64(Int32.max) else { throw .damagedDirectory }
        let directory = try Self.read(descriptor, at: offset, count: Int(size))
        entries = try Self.entries(in: directory, count: count, fileSize: fileSize)
    }

    private static func entries(in directory: [UInt8], count: UInt64, fileSize: UInt64) throws(Problem) -> [Entry] {
        var entries: [Entry] = []
        entries.reserveCapacity(Int(min(count, 1 << 16)))
        var position = 0
        var records: UInt64 = 0
        while records < count || position + 46 <= directory.count {
            guard position + 46 <= directory.count, directory.uint32(at: position) == entrySignature else {
                // The directory ends where its records do; a count that promised more is damage.
                if records < count { throw .damagedDirectory }
                break
            }
            records += 1
            let madeBy = directory.uint16(at: position + 4)
            let method = directory.uint16(at: position + 10)
            let checksum = directory.uint32(at: position + 16)
            var compressedSize = UInt64(directory.uint32(at: position + 20))
            var uncompressedSize = UInt64(directory.uint32(at: position + 24))
            let nameLength = Int(directory.uint16(at: position + 28))
            let extraLength = Int(directory.uint16(at: position + 30))
            let commentLength = Int(directory.uint16(at: position + 32))
            let attributes = directory.uint32(at: position + 38)
            var localHeaderOffset = UInt64(directory.uint32(at: position + 42))
            let nameStart = position + 46
            let extraStart = nameStart + nameLength
            let next = extraStart + extraLength + commentLength
            guard next <= directory.count else { throw .damagedDirectory }
            // Sizes and offsets too large for 32 bits are in the ZIP64 extra field, in order.
            if compressedSize == 0xFFFF_FFFF || uncompressedSize == 0xFFFF_FFFF || localHeaderOffset == 0xFFFF_FFFF {
                var field = extraStart
                while field + 4 <= extraStart + extraLength {
                    let id = directory.uint16(at: field)
                    let length = Int(directory.uint16(at: field + 2))
                    var value = field + 4
                    let fieldEnd = value + length
                    guard fieldEnd <= extraStart + extraLength else { throw .damagedDirectory }
                    if id == 0x0001 {
                        func take(_ current: UInt64) -> UInt64 {
                            guard current == 0xFFFF_FFFF, value + 8 <= fieldEnd else { return current }
                            defer { value += 8 }
                            return directory.uint64(at: value)
                        }
                        uncompressedSize = take(uncompressedSize)
                        compressedSize = take(compressedSize)
                        localHeaderOffset = take(localHeaderOffset)
                    }
                    field = fieldEnd
                }
            }
            let name = String(decoding: directory[nameStart..<extraStart], as: UTF8.self)
            let isFolder = name.hasSuffix("/")
            // Made on Unix (3) with a file type of symbolic link in the upper attribute bits.
            let isLink = madeBy >> 8 == 3 && (attributes >> 16) & 0xF000 == 0xA000
            if !isFolder, !isLink {
                guard localHeaderOffset < fileSize else { throw .damagedHeader }
                // A compressed size past the file's end is an error when the entry is read.
                entries.append(Entry(
                    name: name, method: method, checksum: checksum, compressedSize: compressedSize,
                    uncompressedSize: plausibleSize(claimed: uncompressedSize, compressedSize: min(compressedSize, fileSize), method: method),
                    localHeaderOffset: localHeaderOffset
                ))
            }
            position = next
        }
        return entries
    }

    /// The most bytes deflate can expand one byte of its stream to (its best ratio is a little
    /// over 1,000 to 1).
    static let deflateRatio: UInt64 = 1032

    /// An entry's uncompressed size as a claim to trust: no more than its compressed bytes can
    /// hold (the same for a stored entry, 1,032 times as many for a deflated one). A header may
    /// say anything, up to 2^64 − 1, and this is the size positions and buffers are worked out
    /// from; reading still stops at what the data really holds.
    static func plausibleSize(claimed: UInt64, compressedSize: UInt64, method: UInt16) -> UInt64 {
        let most = method == 0 ? compressedSize : compressedSize > UInt64.max / deflateRatio ? UInt64.max : compressedSize * deflateRatio
        return min(claimed, most)
    }

    /// Where `entry`'s data starts: past its local header, whose name and extra field may differ
    /// in length from the directory's record.
    static func dataOffset(of entry: Entry, descriptor: Int32, fileSize: UInt64) throws(Problem) -> UInt64 {
        guard entry.localHeaderOffset <= fileSize - min(fileSize, 30) else { throw .damagedHeader }
        let header = try read(descriptor, at: entry.localHeaderOffset, count: 30)
        guard header.count == 30, header.uint32(at: 0) == localSignature else { throw .damagedHeader }
        let start = entry.localHeaderOffset + 30 + UInt64(header.uint16(at: 26)) + UInt64(header.uint16(at: 28))
        guard start <= fileSize, entry.compressedSize <= fileSize - start else { throw .damagedHeader }
        return start
    }

    /// `count` bytes from `offset` (fewer at the end of the file), with `pread`, which leaves
    /// the file's position alone: readers on several threads do not disturb each other.
    static func read(_ descriptor: Int32, at offset: UInt64, count: Int) throws(Problem) -> [UInt8] {
        var failed = false
        // Read straight into the array's storage: zeroing it first would touch each page twice.
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            while initialized < count {
                let got = pread(descriptor, buffer.baseAddress! + initialized, count - initialized, off_t(offset) + off_t(initialized))
                if got < 0, errno == EINTR { continue }
                guard got > 0 else {
                    failed = got < 0
                    return
                }
                initialized += got
            }
        }
        if failed { throw .unreadable }
        return bytes
    }
}

extension Array where Element == UInt8 {
    /// Little-endian integers, as zip stores them; the caller has checked the bounds.
    func uint16(at index: Int) -> UInt16 { UInt16(self[index]) | UInt16(self[index + 1]) << 8 }
    func uint32(at index: Int) -> UInt32 { UInt32(uint16(at: index)) | UInt32(uint16(at: index + 2)) << 16 }
    func uint64(at index: Int) -> UInt64 { UInt64(uint32(at: index)) | UInt64(uint32(at: index + 4)) << 32 }
}
