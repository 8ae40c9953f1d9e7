import Testing
import OctavoGraphics

@Suite struct PictureDecoderTests {
    @Test func aPNGIsDecodedInItsOwnColours() throws {
        let image = try PictureDecoder.decode(TestPictures.png(width: 40, height: 20, left: 0xFF0000, right: 0x0000FF))
        #expect(image.width == 40 && image.height == 20)
        #expect(image.color(x: 5, y: 10) == 0xFF0000)
        #expect(image.color(x: 35, y: 10) == 0x0000FF)
    }

    @Test func aDamagedPictureSaysWhyInOneLine() {
        var bytes = TestPictures.png(width: 40, height: 20, left: 0xFF0000, right: 0x0000FF)
        bytes.replaceSubrange(40..<bytes.count, with: [UInt8](repeating: 0x55, count: 60))
        #expect {
            try PictureDecoder.decode(bytes)
        } throws: { error in
            let reason = "\(error)"
            return reason.hasPrefix("the picture could not be decoded") && !reason.contains("\n")
        }
        #expect(throws: PictureError("the picture file is empty")) { try PictureDecoder.decode([]) }
    }

    /// A hostile book cannot make a picture cost more than the limit: a bigger one is decoded
    /// smaller, in its proportions.
    @Test func aPictureOverTheLimitIsDecodedSmaller() throws {
        let image = try PictureDecoder.decode(TestPictures.png(width: 400, height: 200, left: 0, right: 0xFFFFFF), maxPixels: 20_000)
        #expect(image.width * image.height <= 20_000)
        #expect(abs(Double(image.width) / Double(image.height) - 2) < 0.05)
    }

    /// A header that claims more pixels than are decoded whole is refused before decoding, up to
    /// the largest sides a PNG can claim; a JPEG is judged at the eighth it can be scaled to.
    @Test(arguments: [(20_000, 20_000), (32_768, 32_768), (0xFFFF_FFFF, 0xFFFF_FFFF), (1, 0xFFFF_FFFF)])
    func aPictureTooLargeToDecodeIsRefusedOnItsHeader(width: Int, height: Int) {
        var bytes = TestPictures.png(width: 4, height: 4, left: 0, right: 0xFFFFFF)
        for (offset, side) in [(16, width), (20, height)] {
            bytes.replaceSubrange(offset..<(offset + 4), with: (0..<4).reversed().map { UInt8(side >> ($0 * 8) & 0xFF) })
        }
        #expect(throws: PictureError("the picture is \(width) × \(height) pixels, more than the 20 million Octavo decodes")) {
            try PictureDecoder.decode(bytes)
        }
        // SOF0 of 65535 × 65535: 8192 × 8192 even at an eighth of each side.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0xFF, 0xFF, 0xFF, 0xFF, 0x03] + [UInt8](repeating: 0, count: 20)
        #expect(throws: PictureError("the picture is 65535 × 65535 pixels, more than the 20 million Octavo decodes")) {
            try PictureDecoder.decode(jpeg)
        }
    }

    @Test func sizesAreReadFromHeadersWithoutDecoding() {
        #expect(PictureDimensions.read(TestPictures.png(width: 321, height: 123, left: 0, right: 0))! == (321, 123))
        let gif: [UInt8] = Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00, 0, 0, 0]
        #expect(PictureDimensions.read(gif)! == (320, 240))
        // SOI, an APP0 segment of 16 bytes, then SOF0 with height 480 and width 640.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + [UInt8](repeating: 0, count: 14)
            + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        #expect(PictureDimensions.read(jpeg)! == (640, 480))
        #expect(PictureDimensions.read(Array(#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="200px" height="100">"#.utf8))! == (200, 100))
        #expect(PictureDimensions.read(Array(#"<svg viewBox="0 0 300 150" xmlns="http://www.w3.org/2000/svg">"#.utf8))! == (300, 150))
        #expect(PictureDimensions.read(Array("hello, world".utf8)) == nil)
        #expect(PictureDimensions.read([0x89, 0x50, 0x4E, 0x47]) == nil)
    }
}
