import OctavoCanvas
import Testing

@Suite struct RGBColorTests {
    @Test func hexRoundTrip() {
        let color = RGBColor(hex: 0x0A_FF_30)
        #expect(color == RGBColor(red: 0x0A, green: 0xFF, blue: 0x30))
        #expect(color.hex == "#0AFF30")
        #expect(RGBColor(hex: 0).hex == "#000000")
    }

    @Test func bitsAboveTwentyFourAreIgnored() {
        #expect(RGBColor(hex: 0x1_12_34_56) == RGBColor(hex: 0x12_34_56))
    }
}
