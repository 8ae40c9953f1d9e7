import Testing
import OctavoGraphics

@Suite struct SymbolRendererTests {
    /// Each half of the picture keeps its colour in the cells over it.
    @Test func cellsTakeThePictureColours() throws {
        let image = try PictureDecoder.decode(TestPictures.png(width: 80, height: 40, left: 0xD00000, right: 0x101010))
        let cells = try SymbolRenderer.render(image, columns: 10, rows: 5, depth: .truecolor)
        #expect(cells.columns == 10 && cells.rows == 5 && cells.cells.count == 50)
        for row in 0..<5 {
            for (column, expected) in [(1, 0xD00000), (8, 0x101010)] as [(Int, UInt32)] {
                let cell = cells[column, row]
                let shown = cell.symbol == " " ? cell.background : cell.foreground
                #expect(distance(try #require(shown), expected) < 24, "cell \(column),\(row): \(cell)")
            }
        }
    }

    /// The 16-colour terminal gets colours of its palette: pure or half channels only.
    @Test func sixteenColoursComeFromThePalette() throws {
        let cells = try SymbolRenderer.render(TestPictures.solid(0x3366CC, width: 32, height: 32), columns: 4, rows: 2, depth: .indexed16)
        let shown = cells.cells.compactMap { $0.symbol == " " ? $0.background : $0.foreground }
        #expect(!shown.isEmpty)
        #expect(Set(shown).count <= 2)
    }

    /// Without colour, ink becomes symbols and paper blank cells, with no colours of their own.
    @Test func monochromeDrawsShapesOnly() throws {
        let image = try PictureDecoder.decode(TestPictures.png(width: 80, height: 40, left: 0x000000, right: 0xFFFFFF))
        let cells = try SymbolRenderer.render(image, columns: 10, rows: 5, depth: .monochrome, ink: 0x000000, paper: 0xFFFFFF)
        #expect(cells.cells.allSatisfy { $0.foreground == nil && $0.background == nil })
        #expect(cells[1, 2].symbol != " ")
        #expect(cells[8, 2].symbol == " ")
    }

    @Test func pixelsAreEncodedForSixelAndKitty() throws {
        let image = TestPictures.solid(0x3366CC, width: 40, height: 40)
        let sixel = try GraphicsEncoder.encode(image, columns: 4, rows: 2, as: .sixel)
        #expect(sixel.hasPrefix("\u{1B}P"))
        #expect(sixel.hasSuffix("\u{1B}\\"))
        let kitty = try GraphicsEncoder.encode(image, columns: 4, rows: 2, as: .kitty)
        #expect(kitty.contains("\u{1B}_G"))
    }
}
