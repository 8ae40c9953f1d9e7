import Foundation
import ZIPFoundation

/// Inflates FlateDecode data (ISO 32000-1, 7.4.4).
///
/// PDF's Flate streams are zlib streams (RFC 1950): a two-byte header, raw deflate data, then an
/// Adler-32 checksum of the output. ZIPFoundation inflates raw deflate only, as ZIP entries carry
/// no zlib wrapper, so the header is checked and skipped here. The Adler-32 trailer is ignored:
/// inflation ends with the deflate data, and a checksum mismatch is no reason to refuse bytes that
/// parse (many writers get it wrong).
enum PDFFlate {
    private static let chunkSize = 64 * 1024

    /// Inflates `input`, refusing to produce more than `limit` bytes so that a small stream of
    /// zeros cannot expand into gigabytes; `overLimit` is the problem reported when it tries.
    static func inflate(_ input: PDFBytes, limit: Int, overLimit: String) throws -> [UInt8] {
        guard let cmf = input[input.start], let flg = input[input.start + 1] else {
            throw PDFProblem("Flate data is too short")
        }
        guard cmf & 0x0F == 8, cmf >> 4 <= 7, (Int(cmf) << 8 | Int(flg)) % 31 == 0 else {
            throw PDFProblem("Flate data has no zlib header")
        }
        guard flg & 0x20 == 0 else { throw PDFProblem("Flate data needs a preset dictionary") }
        let deflateStart = input.start + 2
        var output: [UInt8] = []
        do {
            _ = try Data.decompress(
                size: Int64(input.end - deflateStart), bufferSize: chunkSize, skipCRC32: true,
                provider: { position, size in
                    // ZIPFoundation's zlib-based inflater always hands zlib a full buffer of input,
                    // whatever the chunk's length, so chunks are padded to the size asked for. Once
                    // the real input is used up, a stream that has not ended is truncated.
                    let from = deflateStart + Int(position)
                    guard from < input.end, size >= 0 else { throw PDFProblem("Flate data is truncated") }
                    var chunk = Data(input.copy(from..<(from + size)))
                    if chunk.count < size { chunk.append(Data(count: size - chunk.count)) }
                    return chunk
                },
                consumer: { chunk in
                    guard chunk.count <= limit - output.count else { throw PDFProblem(overLimit) }
                    output.append(contentsOf: chunk)
                })
        } catch let problem as PDFProblem {
            throw problem
        } catch {
            throw PDFProblem("Flate data is corrupt")
        }
        return output
    }
}
