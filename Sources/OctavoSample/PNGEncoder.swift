import FoundationEssentials

/// Writes RGB pixels as a PNG file, for the sample book's picture and for tests that need
/// pictures of known colours.
public enum PNGEncoder {
    /// `rgb` holds `width * height` pixels of three bytes, row after row.
    public static func encode(width: Int, height: Int, rgb: [UInt8]) -> Data {
        precondition(rgb.count == width * height * 3, "pixel buffer does not match its size")
        var rows = [UInt8]()
        rows.reserveCapacity(height * (1 + width * 3))
        for y in 0..<height {
            rows.append(0)  // filter type "None"
            rows += rgb[(y * width * 3)..<((y + 1) * width * 3)]
        }
        var header = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]  // 8 bits per channel, RGB, deflate, no filter, no interlace
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", header) + chunk("IDAT", storedZlib(rows)) + chunk("IEND", [])
        return Data(file)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(ZlibChecksums.crc32(typed))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks: an EPUB's zip compresses it anyway.
    private static func storedZlib(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let last: UInt8 = offset + count == data.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8(~count >> 8 & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        return out + bigEndian(ZlibChecksums.adler32(data))
    }
}
