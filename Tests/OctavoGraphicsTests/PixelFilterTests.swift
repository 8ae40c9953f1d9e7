import Testing
import OctavoGraphics

/// The image filters as Readium applies them to pictures: `invert(100%)` and `brightness(80%)`.
@Suite struct PixelFilterTests {
    @Test func invertTurnsEachChannelToItsOpposite() {
        #expect(TestPictures.solid(0xFF8000).inverted().color(x: 3, y: 3) == 0x007FFF)
    }

    @Test func darkenKeepsFourFifthsOfEachChannel() {
        #expect(TestPictures.solid(0xFF8000).darkened().color(x: 3, y: 3) == 0xCC6600)
    }

    @Test func transparentPixelsShowTheBackground() {
        let half = PixelImage(width: 2, height: 1, rgba: [255, 0, 0, 0, 255, 0, 0, 255])
        let flat = half.flattened(over: 0x0000FF)
        #expect(flat.color(x: 0, y: 0) == 0x0000FF)
        #expect(flat.color(x: 1, y: 0) == 0xFF0000)
    }
}
