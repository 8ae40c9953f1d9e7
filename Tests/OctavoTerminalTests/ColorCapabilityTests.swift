import Testing
@testable import OctavoTerminal

@Suite struct ColorCapabilityTests {
    @Test(arguments: [(8, ColorCapability.palette8), (16, .palette16), (88, .palette16), (256, .palette256), (1 << 24, .trueColor), (2, .monochrome)])
    func colourCountDecides(count: Int, expected: ColorCapability) {
        #expect(ColorCapability.detect(environment: [:], hasColors: true, colorCount: count) == expected)
    }

    @Test func aNonEmptyNoColorTurnsColourOff() {
        #expect(ColorCapability.isColorDisabled(environment: ["NO_COLOR": "1"]))
        #expect(ColorCapability.detect(environment: ["NO_COLOR": "1"], hasColors: true, colorCount: 256) == .monochrome)
    }

    @Test func anEmptyOrMissingNoColorKeepsColour() {
        #expect(!ColorCapability.isColorDisabled(environment: ["NO_COLOR": ""]))
        #expect(!ColorCapability.isColorDisabled(environment: [:]))
        #expect(ColorCapability.detect(environment: ["NO_COLOR": ""], hasColors: true, colorCount: 256) == .palette256)
    }

    @Test func colortermAloneDoesNotGiveTrueColour() {
        for value in ["truecolor", "24bit"] {
            #expect(ColorCapability.detect(environment: ["COLORTERM": value], hasColors: true, colorCount: 256) == .palette256)
        }
    }

    @Test func noColourSupportIsMonochrome() {
        #expect(ColorCapability.detect(environment: [:], hasColors: false, colorCount: 256) == .monochrome)
    }

    @Test func theLimitCapsTheResult() {
        #expect(ColorCapability.detect(environment: [:], hasColors: true, colorCount: 1 << 24, limit: .palette16) == .palette16)
        #expect(ColorCapability.detect(environment: [:], hasColors: true, colorCount: 8, limit: .palette256) == .palette8)
    }
}
