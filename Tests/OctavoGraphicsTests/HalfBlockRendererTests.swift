import OctavoGraphics
import Testing

/// The first frame's drawing of a PDF page: half blocks in the averaged colours of each cell's
/// upper and lower halves, with no library.
@Suite struct HalfBlockRendererTests {
    /// A page whose upper half is red and lower half blue, at 2 × 4 pixels a cell.
    private func stripes(columns: Int, rows: Int) -> PixelImage {
        let width = columns * 2, height = rows * 4
        var rgba: [UInt8] = []
        for y in 0..<height {
            for _ in 0..<width {
                // Within each cell: two rows of red, then two of blue.
                rgba += y % 4 < 2 ? [0xD0, 0x00, 0x00, 0xFF] : [0x00, 0x00, 0xC0, 0xFF]
            }
        }
        return PixelImage(width: width, height: height, rgba: rgba)
    }

    @Test func eachCellShowsItsUpperAndLowerColours() {
        let cells = HalfBlockRenderer.render(stripes(columns: 6, rows: 3), columns: 6, rows: 3, depth: .truecolor)
        #expect(cells.columns == 6 && cells.rows == 3)
        #expect(cells.cells.allSatisfy { $0.symbol == "▀" && $0.foreground == 0xD00000 && $0.background == 0x0000C0 })
    }

    @Test func aPlainCellIsABlankOfItsColour() {
        let cells = HalfBlockRenderer.render(PixelImage(width: 8, height: 8, rgba: Array(repeating: [0x12, 0x34, 0x56, 0xFF], count: 64).flatMap { $0 }), columns: 2, rows: 2, depth: .indexed256)
        #expect(cells.cells.allSatisfy { $0.symbol == " " && $0.background == 0x123456 })
    }

    /// Without colour each half is ink or paper, in the terminal's own colours.
    @Test func monochromeShowsInkAsBlocks() {
        var rgba: [UInt8] = []
        for y in 0..<8 {
            for x in 0..<8 { rgba += x < 4 && y < 4 ? [0, 0, 0, 0xFF] : [0xFF, 0xFF, 0xFF, 0xFF] }
        }
        let cells = HalfBlockRenderer.render(PixelImage(width: 8, height: 8, rgba: rgba), columns: 2, rows: 1, depth: .monochrome)
        #expect(cells[0, 0].symbol == "▀", "ink above, paper below")
        #expect(cells[1, 0].symbol == " ")
        #expect(cells.cells.allSatisfy { $0.foreground == nil && $0.background == nil })
    }
}
