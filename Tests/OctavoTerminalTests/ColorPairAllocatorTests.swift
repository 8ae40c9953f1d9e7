import OctavoCanvas
import Testing
@testable import OctavoTerminal

@Suite struct ColorPairAllocatorTests {
    let palette = PaletteMapper(capability: .palette256)

    func pair(_ foreground: Int, _ background: Int) -> ColorPair {
        ColorPair(foreground: foreground, background: background)
    }

    @Test func theTerminalDefaultIsPairZero() {
        var allocator = ColorPairAllocator(capacity: 256, palette: palette)
        #expect(allocator.pair(for: .terminalDefault) == .init(pair: 0, isNew: false))
    }

    @Test func pairsAreAssignedOnFirstUseAndReused() {
        var allocator = ColorPairAllocator(capacity: 256, palette: palette)
        #expect(allocator.pair(for: pair(196, 16)) == .init(pair: 1, isNew: true))
        #expect(allocator.pair(for: pair(46, -1)) == .init(pair: 2, isNew: true))
        #expect(allocator.pair(for: pair(196, 16)) == .init(pair: 1, isNew: false))
        #expect(allocator.allocatedCount == 3)
    }

    @Test func whenFullTheNearestExistingPairIsReused() {
        var allocator = ColorPairAllocator(capacity: 3, palette: palette)
        _ = allocator.pair(for: pair(196, 16))  // red on black
        _ = allocator.pair(for: pair(21, 231))  // blue on white
        #expect(allocator.pair(for: pair(160, 16)) == .init(pair: 1, isNew: false))  // darker red on black
        #expect(allocator.pair(for: pair(19, 255)) == .init(pair: 2, isNew: false))  // dark blue on light grey
        #expect(allocator.allocatedCount == 3)
    }

    @Test func aPairStandingInTellsItsOwnColours() {
        var allocator = ColorPairAllocator(capacity: 3, palette: palette)
        _ = allocator.pair(for: pair(196, 16))
        _ = allocator.pair(for: pair(21, 231))
        let standIn = allocator.pair(for: pair(19, 255)).pair
        #expect(allocator.colors(ofPair: standIn) == pair(21, 231))
        #expect(allocator.colors(ofPair: 0) == .terminalDefault)
        #expect(allocator.colors(ofPair: 3) == nil)
    }

    @Test func whenFullTheTerminalDefaultOnlyMatchesItself() {
        var allocator = ColorPairAllocator(capacity: 3, palette: palette)
        _ = allocator.pair(for: pair(196, -1))
        _ = allocator.pair(for: pair(196, 16))
        #expect(allocator.pair(for: pair(160, -1)).pair == 1)
        #expect(allocator.pair(for: pair(160, 17)).pair == 2)
    }

    @Test func aSinglePairCapacityGivesPairZeroToAll() {
        var allocator = ColorPairAllocator(capacity: 1, palette: palette)
        #expect(allocator.pair(for: pair(196, 16)) == .init(pair: 0, isNew: false))
    }
}
