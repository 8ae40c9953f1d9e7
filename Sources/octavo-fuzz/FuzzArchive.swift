import CLibz
import OctavoSample

/// A zip written the way a fuzzer wants it: each entry's size fields may lie, and an entry may
/// carry its sizes in a ZIP64 extra field, true or not. Everything else is a plain EPUB zip.
struct FuzzArchive {
    struct Entry {
        var path: String
        var data: [UInt8]
        var stored = false
        /// What the headers say the entry expands to, instead of the truth.
        var claimedSize: UInt64?
        /// What the headers say the entry's compressed bytes are, instead of the truth.
        var claimedCompressedSize: UInt64?
        /// Sizes written as 0xFFFFFFFF with the real (or claimed) ones in a ZIP64 extra field.
        var zip64 = false
        /// The ZIP64 extra field cut to this many bytes (a damaged one), when set.
        var zip64FieldLength: Int?
    }

    var entries: [Entry] = []

    /// The archive's bytes: local headers and data, the central directory and its end record.
    var bytes: [UInt8] {
        var body: [UInt8] = []
        var directory: [UInt8] = []
        for entry in entries {
            let name = Array(entry.path.utf8)
            let packed = entry.stored ? entry.data : Self.deflated(entry.data)
            let size = entry.claimedSize ?? UInt64(entry.data.count)
            let compressed = entry.claimedCompressedSize ?? UInt64(packed.count)
            var extra: [UInt8] = []
            if entry.zip64 {
                let field = le64(size) + le64(compressed)
                let length = min(entry.zip64FieldLength ?? field.count, field.count)
                extra = le16(0x0001) + le16(UInt16(length)) + Array(field.prefix(length))
            }
            let size32 = entry.zip64 ? 0xFFFF_FFFF : UInt32(truncatingIfNeeded: size)
            let compressed32 = entry.zip64 ? 0xFFFF_FFFF : UInt32(truncatingIfNeeded: compressed)
            let common = le16(45) + le16(0x0800) + le16(entry.stored ? 0 : 8) + le16(0) + le16(0x21)
                + le32(Self.crc(entry.data)) + le32(compressed32) + le32(size32) + le16(UInt16(name.count)) + le16(UInt16(extra.count))
            directory += le32(0x0201_4B50) + le16(45) + common + le16(0) + le16(0) + le16(0) + le32(0)
                + le32(UInt32(truncatingIfNeeded: body.count)) + name + extra
            body += le32(0x0403_4B50) + common + name + extra + packed
        }
        return body + directory + le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
            + le32(UInt32(directory.count)) + le32(UInt32(truncatingIfNeeded: body.count)) + le16(0)
    }

    static func crc(_ data: [UInt8]) -> UInt32 {
        data.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    /// Raw deflate, as zip entries hold it (the sample book's writer's).
    static func deflated(_ data: [UInt8]) -> [UInt8] {
        (try? ZipWriter.deflated(data)) ?? data
    }

    /// A zlib stream (header, deflate, Adler-32), as a PNG's IDAT holds it.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        let adler = data.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, uInt($0.count))) }
        return [0x78, 0x9C] + deflated(data) + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }
}

func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> ($0 * 8) & 0xFF) } }
func le64(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(value >> ($0 * 8) & 0xFF) } }
func be32(_ value: UInt32) -> [UInt8] { (0..<4).reversed().map { UInt8(value >> ($0 * 8) & 0xFF) } }
