import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The sample book's picture, a lighthouse on a rocky shore at dusk, drawn here pixel by pixel
/// and written as a PNG, so that the image filters and the dark themes have a real picture to
/// change without the repository carrying a binary file.
enum SamplePicture {
    static let width = 240
    static let height = 160

    static func png() -> Data {
        var rgb = [UInt8]()
        rgb.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = color(x: x, y: y)
                rgb += [r, g, b]
            }
        }
        return PNGEncoder.encode(width: width, height: height, rgb: rgb)
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
}
