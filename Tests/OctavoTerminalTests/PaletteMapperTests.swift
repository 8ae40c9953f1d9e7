import OctavoCanvas
import OctavoTestSupport
import Testing
@testable import OctavoTerminal

@Suite struct PaletteMapperTests {
    @Test(arguments: [
        (0xFF0000, 196), (0x000000, 16), (0xFFFFFF, 231), (0x5F87AF, 67), (0x00FF00, 46),
        (0x808080, 244), (0x121212, 233), (0xEEEEEE, 255), (0x080808, 232),
    ])
    func xterm256(hex: Int, index: Int) {
        #expect(PaletteMapper.xterm256Index(for: RGBColor(hex: hex)) == index)
    }

    @Test func greysPreferTheGreyRampOverTheCube() {
        for level in stride(from: 8, through: 238, by: 10) {
            let index = PaletteMapper.xterm256Index(for: RGBColor(red: UInt8(level), green: UInt8(level), blue: UInt8(level)))
            #expect(index == 232 + (level - 8) / 10)
        }
    }

    @Test func everyIndexMapsBackToItself() {
        for index in 16..<256 {
            let color = PaletteMapper.xterm256RGB(index: index)
            let back = PaletteMapper.xterm256Index(for: color)
            #expect(PaletteMapper.xterm256RGB(index: back) == color)
        }
    }

    @Test(arguments: [
        (0xFF0000, 9), (0xCD0000, 1), (0x000000, 0), (0xFFFFFF, 15), (0x808080, 8),
        (0x0000FF, 4), (0x00FFFF, 14), (0xE0E0E0, 7),
    ])
    func ansi16(hex: Int, index: Int) {
        #expect(PaletteMapper.ansi16Index(for: RGBColor(hex: hex)) == index)
    }

    @Test(arguments: [
        (0xFF0000, 1), (0x00FF00, 2), (0xFFFF00, 3), (0x0000FF, 4), (0xFF00FF, 5), (0x00FFFF, 6),
        (0xFFFFFF, 7), (0x808080, 7), (0x333333, 0), (0x000000, 0),
    ])
    func ansi8(hex: Int, index: Int) {
        #expect(PaletteMapper.ansi8Index(for: RGBColor(hex: hex)) == index)
    }

    @Test(arguments: [(0x808080, 8), (0x404040, 8), (0x202020, 0), (0xC8C8C8, 7), (0x8A8080, 8)])
    func greysStayGreyIn16Colours(hex: Int, index: Int) {
        #expect(PaletteMapper.ansi16Index(for: RGBColor(hex: hex)) == index)
    }

    @Test func colorNumbersFollowTheCapability() {
        let color = RGBColor(hex: 0x123456)
        #expect(PaletteMapper(capability: .trueColor).colorNumber(for: color) == 0x123456)
        #expect(PaletteMapper(capability: .palette256).colorNumber(for: color) == PaletteMapper.xterm256Index(for: color))
        #expect(PaletteMapper(capability: .palette16).colorNumber(for: color) == PaletteMapper.ansi16Index(for: color))
        #expect(PaletteMapper(capability: .palette8).colorNumber(for: color) == PaletteMapper.ansi8Index(for: color))
        #expect(PaletteMapper(capability: .monochrome).colorNumber(for: color) == PaletteMapper.defaultColor)
    }

    @Test func nilMeansTheTerminalDefault() {
        for capability in ColorCapability.allCases {
            #expect(PaletteMapper(capability: capability).colorNumber(for: nil) == PaletteMapper.defaultColor)
        }
        #expect(PaletteMapper(capability: .palette256).rgb(forColorNumber: PaletteMapper.defaultColor) == nil)
    }

    @Test func trueColorAvoidsTheANSINumbers() {
        let mapper = PaletteMapper(capability: .trueColor)
        #expect(mapper.colorNumber(for: RGBColor(hex: 0x000000)) == 8)
        #expect(mapper.colorNumber(for: RGBColor(hex: 0x000005)) == 8)
        #expect(mapper.colorNumber(for: RGBColor(hex: 0x000009)) == 9)
    }

    @Test func trueColorNumbersUnpackToTheirRGB() {
        #expect(PaletteMapper(capability: .trueColor).rgb(forColorNumber: 0xABCDEF) == RGBColor(hex: 0xABCDEF))
    }
}

/// Colours are mapped by how they look (issue 16): the sepia theme stays warm with 256 colours,
/// and becomes white, not yellow, with 16.
@Suite struct PerceivedColorMappingTests {
    static let sepiaBackground = RGBColor(hex: 0xFAF4E8)

    @Test func sepiaStaysWarmWith256Colours() {
        let mapped = PaletteMapper.xterm256RGB(index: PaletteMapper.xterm256Index(for: Self.sepiaBackground))
        #expect(mapped.red >= mapped.green && mapped.green > mapped.blue, "warm: \(mapped)")
        #expect(PaletteMapper.chroma(mapped) > 0, "not a grey")
    }

    @Test func sepiaIsWhiteNotYellowWith16Colours() {
        #expect(PaletteMapper.ansi16Index(for: Self.sepiaBackground) == 15)
    }

    @Test(arguments: [0x808080, 0x333333, 0xEEEEEE, 0x121212] as [Int])
    func greysStayGrey(hex: Int) {
        let mapped = PaletteMapper.xterm256RGB(index: PaletteMapper.xterm256Index(for: RGBColor(hex: hex)))
        #expect(mapped.red == mapped.green && mapped.green == mapped.blue, "\(mapped)")
    }
    /// The search that stops at lightnesses too far to matter picks what comparing every
    /// candidate picks, for 20,000 seeded random colours against each palette.
    @Test func theSearchPicksWhatComparingEveryCandidatePicks() {
        var generator = SeededGenerator.announced("theSearchPicksWhatComparingEveryCandidatePicks")
        let palettes: [(name: String, candidates: [(index: Int, color: RGBColor)], pick: (RGBColor) -> Int)] = [
            ("256", (16..<256).map { ($0, PaletteMapper.xterm256RGB(index: $0)) }, PaletteMapper.xterm256Index(for:)),
            ("16", (0..<16).map { ($0, PaletteMapper.ansi16[$0]) }, PaletteMapper.ansi16Index(for:)),
            ("8", (0..<8).map { ($0, PaletteMapper.ansi16[$0]) }, PaletteMapper.ansi8Index(for:)),
        ]
        for _ in 0..<20_000 {
            let color = RGBColor(hex: Int(generator.next() & 0xFFFFFF))
            for palette in palettes {
                let expected = Self.nearestByComparingAll(color, palette.candidates)
                #expect(palette.pick(color) == expected, "palette \(palette.name), colour \(color), seed \(generator.seed)")
            }
        }
    }

    /// A colour's nearest of the 256 is remembered, and the memory emptied once full, without
    /// changing what is picked: asked again, before and after more colours than it keeps, each of
    /// 2,000 seeded random colours gets what comparing every candidate picks.
    @Test func rememberedColoursGetWhatTheSearchPicks() {
        var generator = SeededGenerator.announced("rememberedColoursGetWhatTheSearchPicks")
        let candidates = (16..<256).map { ($0, PaletteMapper.xterm256RGB(index: $0)) }
        let colors = (0..<2_000).map { _ in RGBColor(hex: Int(generator.next() & 0xFFFFFF)) }
        let expected = colors.map { Self.nearestByComparingAll($0, candidates) }
        #expect(colors.map(PaletteMapper.xterm256Index(for:)) == expected, "seed \(generator.seed)")
        #expect(colors.map(PaletteMapper.xterm256Index(for:)) == expected, "remembered, seed \(generator.seed)")
        for _ in 0..<70_000 { _ = PaletteMapper.xterm256Index(for: RGBColor(hex: Int(generator.next() & 0xFFFFFF))) }
        #expect(colors.map(PaletteMapper.xterm256Index(for:)) == expected, "after the memory was emptied, seed \(generator.seed)")
    }

    /// Every candidate compared, in index order, the first of equals kept.
    private static func nearestByComparingAll(_ color: RGBColor, _ candidates: [(index: Int, color: RGBColor)]) -> Int {
        let target = PerceivedColor(color)
        let isTinted = target.chroma >= PerceivedColor.tintThreshold
        var best = (index: 0, squared: Double.infinity)
        var kept: (index: Int, squared: Double)?
        for candidate in candidates {
            let perceived = PerceivedColor(candidate.color)
            let squared = perceived.squaredDifference(from: target)
            if squared < best.squared { best = (candidate.index, squared) }
            let sameKind = isTinted ? perceived.chroma >= PerceivedColor.tintThreshold / 2 : perceived.chroma < PerceivedColor.tintThreshold
            if sameKind, squared < kept?.squared ?? .infinity { kept = (candidate.index, squared) }
        }
        if let kept, kept.squared.squareRoot() <= best.squared.squareRoot() + PerceivedColor.tintAllowance { return kept.index }
        return best.index
    }
}

