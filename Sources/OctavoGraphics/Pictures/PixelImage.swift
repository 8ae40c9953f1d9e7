/// Pixels in memory: rows of red, green, blue and alpha bytes (alpha not premultiplied), the
/// one format that poppler's pages and gdk-pixbuf's pictures are both turned into before chafa
/// turns them into cells.
public struct PixelImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes, row after row.
    public private(set) var rgba: [UInt8]

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width > 0 && height > 0 && rgba.count == width * height * 4, "pixel buffer does not match its size")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// An opaque image of one colour (0xRRGGBB).
    public static func filled(width: Int, height: Int, color: UInt32) -> PixelImage {
        let pixel: [UInt8] = [UInt8(color >> 16 & 0xFF), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF), 255]
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for _ in 0..<(width * height) { rgba.append(contentsOf: pixel) }
        return PixelImage(width: width, height: height, rgba: rgba)
    }

    /// Copies `image` over this one with its top left at (x, y), clipped to this image.
    public mutating func paste(_ image: PixelImage, x: Int, y: Int) {
        let left = max(0, x), right = min(width, x + image.width)
        guard left < right else { return }
        for row in max(0, y)..<min(height, y + image.height) {
            let target = (row * width + left) * 4
            let source = ((row - y) * image.width + (left - x)) * 4
            rgba.replaceSubrange(target..<target + (right - left) * 4, with: image.rgba[source..<source + (right - left) * 4])
        }
    }

    /// The colour at (x, y) as 0xRRGGBB, for tests and for the alpha-free checks of callers.
    public func color(x: Int, y: Int) -> UInt32 {
        let i = (y * width + x) * 4
        return UInt32(rgba[i]) << 16 | UInt32(rgba[i + 1]) << 8 | UInt32(rgba[i + 2])
    }

    /// Each colour channel turned to its opposite, as CSS `filter: invert(100%)` does: what
    /// Readium applies to pictures for the image filter `invert`.
    public func inverted() -> PixelImage {
        mapped { 255 - $0 }
    }

    /// Each colour channel at 80%, as CSS `filter: brightness(80%)` does: Readium's `darken`.
    public func darkened() -> PixelImage {
        mapped { UInt8((Double($0) * 0.8).rounded()) }
    }

    /// Transparent parts laid over `background` (0xRRGGBB), so that a picture drawn on a dark
    /// page shows the page through its holes rather than black.
    public func flattened(over background: UInt32) -> PixelImage {
        var copy = self
        let backgroundChannels = [UInt8(background >> 16 & 0xFF), UInt8(background >> 8 & 0xFF), UInt8(background & 0xFF)]
        copy.rgba.withUnsafeMutableBufferPointer { bytes in
            for pixel in stride(from: 0, to: bytes.count, by: 4) {
                let alpha = Int(bytes[pixel + 3])
                guard alpha < 255 else { continue }
                for channel in 0..<3 {
                    let value = (Int(bytes[pixel + channel]) * alpha + Int(backgroundChannels[channel]) * (255 - alpha) + 127) / 255
                    bytes[pixel + channel] = UInt8(value)
                }
                bytes[pixel + 3] = 255
            }
        }
        return copy
    }

    private func mapped(_ transform: (UInt8) -> UInt8) -> PixelImage {
        var table = [UInt8](repeating: 0, count: 256)
        for value in 0..<256 { table[value] = transform(UInt8(value)) }
        var copy = self
        copy.rgba.withUnsafeMutableBufferPointer { bytes in
            for pixel in stride(from: 0, to: bytes.count, by: 4) {
                bytes[pixel] = table[Int(bytes[pixel])]
                bytes[pixel + 1] = table[Int(bytes[pixel + 1])]
                bytes[pixel + 2] = table[Int(bytes[pixel + 2])]
            }
        }
        return copy
    }
}
