import CLibz

/// zlib's checksums, which both the sample's zip (CRC-32) and its PNG picture (CRC-32 of each
/// chunk, Adler-32 of the zlib stream) carry.
enum ZlibChecksums {
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(CLibz.crc32(0, $0.baseAddress, uInt($0.count))) }
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(CLibz.adler32(1, $0.baseAddress, uInt($0.count))) }
    }
}
