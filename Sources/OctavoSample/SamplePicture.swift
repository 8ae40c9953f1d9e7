import Foundation

/// The sample book's picture, a lighthouse on a rocky shore at dusk, drawn here pixel by pixel
/// and written as a PNG, so that the image filters and the dark themes have a real picture to
/// change without the repository carrying a binary file.
enum SamplePicture {
    static let width = 240
    static let height = 160

    static func png() -> Data {
        var rows = [UInt8]()
        rows.reserveCapacity(height * (1 + width * 3))
        for y in 0..<height {
            rows.append(0)  // filter type "None"
            for x in 0..<width {
                let (r, g, b) = color(x: x, y: y)
                rows += [r, g, b]
            }
        }
        var header = [UInt8]()
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0]  // 8 bits per channel, RGB, deflate, no filter, no interlace
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", header) + chunk("IDAT", storedZlib(rows)) + chunk("IEND", [])
        return Data(file)
    }

    /// Sky from orange to violet, the sea below the horizon, a dark rock, and a red and white
    /// tower with its lamp lit.
    private static func color(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
        let horizon = 104
        let fx = Double(x), fy = Double(y)
        let towerCenter = 150.0, towerTop = 30.0, towerBottom = 112.0
        if fy >= towerTop, fy < towerBottom {
            let progress = (fy - towerTop) / (towerBottom - towerTop)
            let halfWidth = 7 + 6 * progress
            if abs(fx - towerCenter) <= halfWidth {
                return Int((fy - towerTop) / 14) % 2 == 0 ? (200, 30, 40) : (240, 240, 235)
            }
        }
        if fy >= towerTop - 12, fy < towerTop, abs(fx - towerCenter) <= 6 { return (255, 220, 90) }
        let lampDistance = ((fx - towerCenter) * (fx - towerCenter) + (fy - towerTop + 6) * (fy - towerTop + 6)).squareRoot()
        let rock = pow((fx - 150) / 80, 2) + pow((fy - 128) / 26, 2) <= 1
        if rock { return (58, 52, 50) }
        if y >= horizon {
            let depth = (fy - Double(horizon)) / Double(height - horizon)
            let shimmer = (x / 6 + y / 3) % 7 == 0 ? 30.0 : 0
            return (UInt8(20 + shimmer), UInt8(50 + 20 * (1 - depth) + shimmer), UInt8(110 - 40 * depth + shimmer))
        }
        let t = fy / Double(horizon)
        var red = 120 + 130 * t, green = 60 + 90 * t, blue = 140 - 60 * t
        if lampDistance < 40 { let glow = (40 - lampDistance) * 2.5; red += glow; green += glow * 0.8 }
        return (UInt8(min(255, red)), UInt8(min(255, green)), UInt8(min(255, max(0, blue))))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks: the EPUB's zip compresses it anyway.
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
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
