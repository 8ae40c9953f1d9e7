import Foundation
import OctavoGraphics
import OctavoSample

/// Pictures of known colours, written as real PNG files.
enum TestPictures {
    /// `width` × `height` pixels, the left half `left` and the right half `right` (0xRRGGBB).
    static func png(width: Int, height: Int, left: UInt32, right: UInt32) -> [UInt8] {
        var rgb = [UInt8]()
        for _ in 0..<height {
            for x in 0..<width {
                let color = x < width / 2 ? left : right
                rgb += [UInt8(color >> 16 & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF)]
            }
        }
        return [UInt8](PNGEncoder.encode(width: width, height: height, rgb: rgb))
    }

    static func solid(_ color: UInt32, width: Int = 8, height: Int = 8) -> PixelImage {
        let pixel = [UInt8(color >> 16 & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF), 255]
        return PixelImage(width: width, height: height, rgba: Array([[UInt8]](repeating: pixel, count: width * height).joined()))
    }
}

/// How far apart two colours are, channel by channel.
func distance(_ a: UInt32, _ b: UInt32) -> Int {
    [16, 8, 0].map { abs(Int(a >> $0 & 0xFF) - Int(b >> $0 & 0xFF)) }.max()!
}
