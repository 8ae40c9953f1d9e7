/// `PixelImage`'s RGBA bytes as cairo's ARGB32: one native-endian word per pixel, its colour
/// premultiplied by its alpha.
enum CairoPixels {
    static func argb(of image: PixelImage) -> [UInt32] {
        var words = [UInt32](repeating: 0, count: image.width * image.height)
        image.rgba.withUnsafeBufferPointer { bytes in
            for pixel in words.indices {
                let base = pixel * 4
                let alpha = UInt32(bytes[base + 3])
                func channel(_ value: UInt8) -> UInt32 { alpha == 255 ? UInt32(value) : (UInt32(value) * alpha + 127) / 255 }
                words[pixel] = alpha << 24 | channel(bytes[base]) << 16 | channel(bytes[base + 1]) << 8 | channel(bytes[base + 2])
            }
        }
        return words
    }
}
