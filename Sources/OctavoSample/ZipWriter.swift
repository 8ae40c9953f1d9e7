import CLibz

/// Zips files in memory, as an EPUB needs them: entries in the order added, the first one
/// (`mimetype`) stored, the others deflated with zlib. No ZIP64: the sample is far below 4 GB.
package struct ZipWriter {
    private var entries: [UInt8] = []
    private var directory: [UInt8] = []
    private var count = 0

    mutating func add(_ path: String, _ data: [UInt8], compressed: Bool = true) throws(SampleBookError) {
        let name = Array(path.utf8)
        let body = compressed ? try Self.deflated(data) : data
        let checksum = ZlibChecksums.crc32(data)
        // Version 2.0, names in UTF-8, the method, the DOS epoch as time and date, the CRC and both sizes.
        let common = le16(20) + le16(0x0800) + le16(compressed ? 8 : 0) + le16(0) + le16(0x21)
            + le32(checksum) + le32(UInt32(body.count)) + le32(UInt32(data.count)) + le16(UInt16(name.count)) + le16(0)
        directory += le32(0x0201_4B50) + le16(20) + common + le16(0) + le16(0) + le16(0) + le32(0) + le32(UInt32(entries.count)) + name
        entries += le32(0x0403_4B50) + common + name + body
        count += 1
    }

    /// The archive: the entries, their central directory and its end record.
    var archive: [UInt8] {
        entries + directory + le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(count)) + le16(UInt16(count))
            + le32(UInt32(directory.count)) + le32(UInt32(entries.count)) + le16(0)
    }

    /// Raw deflate (no zlib header), as zip entries hold it.
    package static func deflated(_ data: [UInt8]) throws(SampleBookError) -> [UInt8] {
        var stream = z_stream()
        guard deflateInit2_(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw SampleBookError()
        }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))))
        var input = data
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw SampleBookError() }
        return Array(output.prefix(Int(stream.total_out)))
    }
}

private func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
private func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(value >> ($0 * 8) & 0xFF) } }
