import OctavoCanvas
import Testing
@testable import OctavoTerminal

@Suite struct AttributeMapperTests {
    let white = RGBColor(hex: 0xFFFFFF)
    let black = RGBColor(hex: 0x000000)
    let base = CellStyle(foreground: RGBColor(hex: 0xFFFFFF), background: RGBColor(hex: 0x000000))

    func mapper(_ capability: ColorCapability, base: CellStyle? = nil) -> AttributeMapper {
        AttributeMapper(palette: PaletteMapper(capability: capability), base: base ?? self.base)
    }

    @Test(arguments: ColorCapability.allCases)
    func styleFlagsBecomeAttributes(capability: ColorCapability) {
        let style = CellStyle(bold: true, dim: true, italic: true, underline: true, reverse: true)
        let look = mapper(capability, base: .plain).appearance(for: style)
        #expect(look.attributes == [.bold, .dim, .italic, .underline, .reverse])
        #expect(mapper(capability, base: .plain).appearance(for: .plain).attributes == [])
    }

    @Test func monochromeUsesNoColours() {
        let look = mapper(.monochrome).appearance(for: base.with(foreground: RGBColor(hex: 0xFF0000)).bolded)
        #expect(look.colors == .terminalDefault)
        #expect(look.attributes == [.bold])
    }

    @Test func monochromeShowsAHighlightedBackgroundAsReverse() {
        let focused = base.with(background: RGBColor(hex: 0x3050A0))
        #expect(mapper(.monochrome).appearance(for: focused).attributes == [.reverse])
        #expect(mapper(.monochrome).appearance(for: focused.reversed).attributes == [])
        #expect(mapper(.monochrome).appearance(for: base).attributes == [])
    }

    @Test func monochromeShowsFadedTextAsDim() {
        let inactive = base.with(foreground: RGBColor(hex: 0x707070))
        #expect(mapper(.monochrome).appearance(for: inactive).attributes == [.dim])
        let brighter = CellStyle(foreground: white, background: black)
        let grey = AttributeMapper(palette: PaletteMapper(capability: .monochrome), base: base.with(foreground: RGBColor(hex: 0xC0C0C0)))
        #expect(grey.appearance(for: brighter).attributes == [])
        #expect(mapper(.monochrome).appearance(for: base.with(foreground: RGBColor(hex: 0xC03030))).attributes == [])
    }

    @Test func monochromeWithTerminalDefaultsKeepsStylesAsTheyAre() {
        let plainMapper = mapper(.monochrome, base: .plain)
        #expect(plainMapper.appearance(for: .plain.reversed).attributes == [.reverse])
        #expect(plainMapper.appearance(for: .plain.dimmed).attributes == [.dim])
    }

    @Test func palette256MapsColoursWithoutExtraAttributes() {
        let focused = CellStyle(foreground: white, background: RGBColor(hex: 0x5F87AF))
        let look = mapper(.palette256).appearance(for: focused)
        #expect(look.colors == ColorPair(foreground: 231, background: 67))
        #expect(look.attributes == [])
    }

    @Test func aPictureKeepsColoursThatMapTogetherAsTheyMap() {
        // Two halves of a half block a shade apart, as a PDF page's anti-aliased text gives.
        let text = CellStyle(foreground: RGBColor(hex: 0xEFEFEF), background: RGBColor(hex: 0xEEEEEE))
        var picture = text
        picture.isPicture = true
        let mapper = mapper(.palette256)
        #expect(mapper.appearance(for: text).colors.foreground != mapper.appearance(for: text).colors.background)
        #expect(mapper.appearance(for: picture).colors == ColorPair(foreground: 255, background: 255))
        // A dark pixel on a screen whose background is black is not the focus mark.
        var dark = CellStyle(foreground: RGBColor(hex: 0x101010), background: RGBColor(hex: 0x010101))
        #expect(mapper.appearance(for: dark).attributes == [.reverse])
        dark.isPicture = true
        #expect(mapper.appearance(for: dark).attributes == [])
    }

    @Test func trueColorPassesRGBThrough() {
        let style = CellStyle(foreground: RGBColor(hex: 0x010203), background: RGBColor(hex: 0x040506))
        #expect(mapper(.trueColor).appearance(for: style).colors == ColorPair(foreground: 0x010203, background: 0x040506))
    }

    @Test func aHighlightLostToACoarsePaletteBecomesReverse() {
        let focused = base.with(background: RGBColor(hex: 0x202040))
        let look = mapper(.palette8).appearance(for: focused)
        #expect(look.colors.background == 0)
        #expect(look.attributes == [.reverse])
    }

    @Test func textMergedWithItsBackgroundByACoarsePaletteStaysLegible() {
        let dark = CellStyle(foreground: RGBColor(hex: 0x303030), background: black)
        #expect(mapper(.palette8).appearance(for: dark).colors == ColorPair(foreground: 7, background: 0))
        let light = CellStyle(foreground: RGBColor(hex: 0xFAFAFA), background: white)
        #expect(mapper(.palette16).appearance(for: light).colors == ColorPair(foreground: 0, background: 15))
    }

    @Test func defaultColoursStayDefault() {
        #expect(mapper(.palette256, base: .plain).appearance(for: .plain).colors == .terminalDefault)
    }
}
