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
        transmission(image, control: "i=\(id),q=2,C=1,c=\(columns),r=\(rows)").flatMap { $0 }
    }

    /// For a terminal reached through tmux: `image` transmitted as image `id` (below 256, so
    /// that a 256-colour foreground names it) with a virtual placement of `columns` × `rows`
    /// cells (`U=1`), a sequence a chunk, for tmux's passthrough; and the placeholder cells that
    /// show it, written as text, row by row from (`left`, `top`), in the colour that names the
    /// image. Each row's first cell says its row and column; the cells after it follow on.
    public static func placeholderDisplay(_ image: PixelImage, id: UInt8, left: Int, top: Int, columns: Int, rows: Int) -> (transmission: [[UInt8]], cells: [UInt8]) {
        let rows = min(rows, placeholderDiacritics.count)
        let transmission = transmission(image, control: "i=\(id),q=2,U=1,c=\(columns),r=\(rows)")
        let placeholder = Array("\u{10EEEE}".utf8)
        func mark(_ index: Int) -> [UInt8] { Array(String(Character(Unicode.Scalar(placeholderDiacritics[index]) ?? " ")).utf8) }
        var cells: [UInt8] = []
        for row in 0..<rows {
            cells += Array("\u{1B}[\(top + row + 1);\(left + 1)H\u{1B}[38;5;\(id)m".utf8)
            cells += placeholder + mark(row) + mark(0)
            for _ in 1..<max(1, columns) { cells += placeholder }
        }
        cells += Array("\u{1B}[39m".utf8)
        return (transmission, cells)
    }

    /// Deletes image `id` and frees its pixels.
    public static func deletion(id: UInt32) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8)
    }

    /// The escape sequences that transmit `image` (`a=T`, deflated RGBA), `control` added to
    /// the first: one a chunk.
    private static func transmission(_ image: PixelImage, control: String) -> [[UInt8]] {
        // Sent as it is, should zlib ever fail.
        let deflated = deflate(image.rgba)
        let payload = Array(Data(deflated ?? image.rgba).base64EncodedData())
        var sequences: [[UInt8]] = []
        var offset = 0
        repeat {
            let end = min(payload.count, offset + chunk)
            let more = end < payload.count ? 1 : 0
            let keys = sequences.isEmpty
                ? "a=T,f=32,\(deflated == nil ? "" : "o=z,")s=\(image.width),v=\(image.height),\(control),m=\(more)"
                : "m=\(more)"
            sequences.append(Array("\u{1B}_G\(keys);".utf8) + payload[offset..<end] + [0x1B, 0x5C])
            offset = end
        } while offset < payload.count
        return sequences
    }

    /// The combining marks that number the rows and columns of placeholder cells, in kitty's
    /// order (the first 129 of its table: more rows than a terminal has).
    static let placeholderDiacritics: [UInt32] = [
        0x0305, 0x030D, 0x030E, 0x0310, 0x0312, 0x033D, 0x033E, 0x033F, 0x0346, 0x034A, 0x034B, 0x034C, 0x0350, 0x0351, 0x0352, 0x0357,
        0x035B, 0x0363, 0x0364, 0x0365, 0x0366, 0x0367, 0x0368, 0x0369, 0x036A, 0x036B, 0x036C, 0x036D, 0x036E, 0x036F, 0x0483, 0x0484,
        0x0485, 0x0486, 0x0487, 0x0592, 0x0593, 0x0594, 0x0595, 0x0597, 0x0598, 0x0599, 0x059C, 0x059D, 0x059E, 0x059F, 0x05A0, 0x05A1,
        0x05A8, 0x05A9, 0x05AB, 0x05AC, 0x05AF, 0x05C4, 0x0610, 0x0611, 0x0612, 0x0613, 0x0614, 0x0615, 0x0616, 0x0617, 0x0657, 0x0658,
        0x0659, 0x065A, 0x065B, 0x065D, 0x065E, 0x06D6, 0x06D7, 0x06D8, 0x06D9, 0x06DA, 0x06DB, 0x06DC, 0x06DF, 0x06E0, 0x06E1, 0x06E2,
        0x06E4, 0x06E7, 0x06E8, 0x06EB, 0x06EC, 0x0730, 0x0732, 0x0733, 0x0735, 0x0736, 0x073A, 0x073D, 0x073F, 0x0740, 0x0741, 0x0743,
        0x0745, 0x0747, 0x0749, 0x074A, 0x07EB, 0x07EC, 0x07ED, 0x07EE, 0x07EF, 0x07F0, 0x07F1, 0x07F3, 0x0816, 0x0817, 0x0818, 0x0819,
        0x081B, 0x081C, 0x081D, 0x081E, 0x081F, 0x0820, 0x0821, 0x0822, 0x0823, 0x0825, 0x0826, 0x0827, 0x0829, 0x082A, 0x082B, 0x082C,
        0x082D,
    ]

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
