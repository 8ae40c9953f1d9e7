import Foundation
import OctavoGraphics
import Testing

/// Compares a picture with a golden PNG file kept next to the tests, with a tolerance: fonts are
/// antialiased, so a pixel may move by a shade without the page being any different. When they
/// differ, the picture drawn and a diff image (the golden dimmed, the differing pixels red) are
/// written to `.build/pixel-failures/`, and the failure names them. Run with
/// `OCTAVO_RECORD_GOLDEN=1` to write the golden files after a deliberate change.
public enum PixelGolden {
    /// A channel may differ by this much and the pixel still count as the same.
    public static let channelTolerance = 48

    public static func check(
        _ image: PixelImage, in folder: URL, named name: String, differingShare: Double = 0.002,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let url = folder.appendingPathComponent(name + ".png")
        if ProcessInfo.processInfo.environment["OCTAVO_RECORD_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            do { try Data(PNGFile.encode(image)).write(to: url) } catch { Issue.record("\(url.path): \(error)", sourceLocation: sourceLocation) }
            return
        }
        guard let data = try? Data(contentsOf: url) else {
            Issue.record("missing golden picture \(url.path); run the tests with OCTAVO_RECORD_GOLDEN=1 to create it", sourceLocation: sourceLocation)
            return
        }
        let expected: PixelImage
        do { expected = try PictureDecoder.decode([UInt8](data)) } catch {
            Issue.record("\(url.path) cannot be decoded: \(error)", sourceLocation: sourceLocation)
            return
        }
        guard expected.width == image.width, expected.height == image.height else {
            Issue.record("\(name): \(image.width)×\(image.height) pixels, the golden picture is \(expected.width)×\(expected.height)", sourceLocation: sourceLocation)
            return
        }
        let (count, diff) = difference(expected, image)
        let share = Double(count) / Double(image.width * image.height)
        guard share > differingShare else { return }
        let failures = repositoryRoot(of: folder).appendingPathComponent(".build/pixel-failures")
        try? FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let actualURL = failures.appendingPathComponent(name + ".actual.png")
        let diffURL = failures.appendingPathComponent(name + ".diff.png")
        try? Data(PNGFile.encode(image)).write(to: actualURL)
        try? Data(PNGFile.encode(diff)).write(to: diffURL)
        Issue.record(
            "\(name): \(count) pixels (\(String(format: "%.2f", share * 100))%) differ from \(url.lastPathComponent); see \(actualURL.path) and \(diffURL.path)",
            sourceLocation: sourceLocation
        )
    }

    /// How many pixels differ by more than `tolerance` in a channel, and the diff image.
    public static func difference(_ expected: PixelImage, _ actual: PixelImage, tolerance: Int = channelTolerance) -> (count: Int, image: PixelImage) {
        var count = 0
        var rgba = [UInt8](repeating: 255, count: expected.rgba.count)
        for pixel in stride(from: 0, to: expected.rgba.count, by: 4) {
            let differs = (0..<3).contains { abs(Int(expected.rgba[pixel + $0]) - Int(actual.rgba[pixel + $0])) > tolerance }
            if differs {
                count += 1
                rgba[pixel] = 255; rgba[pixel + 1] = 0; rgba[pixel + 2] = 0
            } else {
                for channel in 0..<3 { rgba[pixel + channel] = UInt8(191 + Int(expected.rgba[pixel + channel]) / 4) }
            }
        }
        return (count, PixelImage(width: expected.width, height: expected.height, rgba: rgba))
    }

    /// The folder holding `Tests/`, where `.build` is.
    private static func repositoryRoot(of folder: URL) -> URL {
        var url = folder
        while url.path != "/", url.lastPathComponent != "Tests" { url.deleteLastPathComponent() }
        return url.deletingLastPathComponent()
    }
}
