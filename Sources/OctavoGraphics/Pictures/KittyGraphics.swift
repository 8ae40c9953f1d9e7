import CLibz
import FoundationEssentials

/// The kitty graphics protocol, written by Octavo itself: a page's pixels as 32-bit RGBA,
/// deflated (`o=z`) and sent in base64 chunks of 4096 bytes, placed at the cursor over a given
/// number of cells without moving it, under an image number the screen reuses, so that sending
/// the next page or deleting it needs no bookkeeping of placements.
public enum KittyGraphics {
    /// The largest chunk of base64 one escape sequence may carry.
    static let chunk = 4096

    /// The sequences that transmit and display `image` as image `id`, over `columns` × `rows`
    /// cells from the cursor, asking the terminal not to answer (`q=2`).
    public static func display(_ image: PixelImage, id: UInt32, columns: Int, rows: Int) -> [UInt8] {
        // Sent as it is, should zlib ever fail.
        let deflated = deflate(image.rgba)
        let payload = Array(Data(deflated ?? image.rgba).base64EncodedData())
        var output: [UInt8] = []
        output.reserveCapacity(payload.count + payload.count / chunk * 16 + 96)
        var offset = 0
        var first = true
        repeat {
            let end = min(payload.count, offset + chunk)
            let more = end < payload.count ? 1 : 0
            let control = first
                ? "a=T,f=32,\(deflated == nil ? "" : "o=z,")s=\(image.width),v=\(image.height),i=\(id),q=2,C=1,c=\(columns),r=\(rows),m=\(more)"
                : "m=\(more)"
            output += Array("\u{1B}_G\(control);".utf8)
            output += payload[offset..<end]
            output += [0x1B, 0x5C]
            offset = end
            first = false
        } while offset < payload.count
        return output
    }

    /// zlib at its fastest level: a page is mostly background, which deflates well even so.
    static func deflate(_ bytes: [UInt8]) -> [UInt8]? {
        var size = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in compress2(out.baseAddress, &size, input.baseAddress, uLong(input.count), 1) }
        }
        guard status == Z_OK else { return nil }
        output.removeSubrange(Int(size)...)
        return output
    }
}
