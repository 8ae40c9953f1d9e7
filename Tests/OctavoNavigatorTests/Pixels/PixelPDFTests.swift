import Foundation
import OctavoGraphics
import OctavoNavigator
import OctavoPublication
import OctavoTestSupport
import Testing

/// Issue 35's "PDF pages match poppler's own": a PDF page in pixels is the page `pdftoppm` draws
/// at the same size, centred on the device.
@Suite struct PixelPDFTests {
    @Test(arguments: [("colors.pdf", 1), ("multi.pdf", 2)])
    func aPageIsWhatPdftoppmDraws(file: String, page: Int) throws {
        let url = try Fixtures.pdf(file)
        let navigator = try PDFNavigator(publication: try Publication.open(at: url), initialLocation: nil, config: .init())
        #expect(navigator.go(toPage: page))
        let drawn = try #require(navigator.renderPixelPage(device: PixelDevice(width: 700, height: 900)))
        let box = drawn.contentBox
        #expect(box.width == 700 || box.height == 900, "the page fills the device one way")
        let folder = TestEPUB.folder.appendingPathComponent("pdftoppm-\(file)-\(page)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let prefix = folder.appendingPathComponent("page").path
        try DebianTool("pdftoppm", package: "poppler-utils").run([
            "-png", "-singlefile", "-f", "\(page)", "-l", "\(page)", "-scale-to-x", "\(box.width)", "-scale-to-y", "\(box.height)", url.path, prefix,
        ])
        let reference = try PictureDecoder.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: prefix + ".png"))))
        #expect(reference.width == box.width && reference.height == box.height)
        let cropped = crop(drawn.image, to: box)
        let (differing, _) = PixelGolden.difference(reference, cropped)
        #expect(Double(differing) / Double(box.width * box.height) <= 0.01, "\(differing) pixels differ from pdftoppm's")
        #expect(drawn.lines.isEmpty)
    }

    private func crop(_ image: PixelImage, to box: PixelPage.Box) -> PixelImage {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(box.width * box.height * 4)
        for row in box.y..<(box.y + box.height) {
            let start = (row * image.width + box.x) * 4
            rgba += image.rgba[start..<(start + box.width * 4)]
        }
        return PixelImage(width: box.width, height: box.height, rgba: rgba)
    }
}
