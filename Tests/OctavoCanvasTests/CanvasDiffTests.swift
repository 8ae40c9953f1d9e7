import OctavoCanvas
import Testing

@Suite struct CanvasDiffTests {
    private func canvas(_ rows: [String], width: Int = 6) -> Canvas {
        var canvas = Canvas(width: width, height: rows.count)
        for (y, row) in rows.enumerated() {
            canvas.draw(row, at: Point(x: 0, y: y), style: .plain)
        }
        return canvas
    }

    @Test func identicalCanvasesHaveNoChanges() {
        let frame = canvas(["hello", "world"])
        #expect(frame.changes(from: frame).isEmpty)
    }

    @Test func changedCellsFormRunsPerRow() {
        let previous = canvas(["abcdef", "abcdef"])
        let current = canvas(["aXYdeZ", "abcdef"])
        let runs = current.changes(from: previous)
        #expect(runs.map(\.origin) == [Point(x: 1, y: 0), Point(x: 5, y: 0)])
        #expect(runs.map(\.text) == ["XY", "Z"])
    }

    @Test func styleOnlyChangeIsAChange() {
        let previous = canvas(["abc"])
        var current = previous
        current.apply(style: { $0.reversed }, in: Rect(x: 2, y: 0, width: 1, height: 1))
        let runs = current.changes(from: previous)
        #expect(runs == [CellRun(origin: Point(x: 2, y: 0), cells: [Cell("c", style: CellStyle(reverse: true))])])
    }

    @Test func wideCharacterRunIncludesItsContinuation() {
        let previous = canvas(["ab"])
        let current = canvas(["日"])
        let runs = current.changes(from: previous)
        #expect(runs.count == 1)
        #expect(runs.first?.origin == Point(x: 0, y: 0))
        #expect(runs.first?.cells.count == 2)
        #expect(runs.first?.text == "日")
    }

    @Test func unchangedWideCharacterIsRewrittenWhenItsContinuationChanges() {
        let previous = canvas(["x日"])
        var current = previous
        current.apply(style: { $0.bolded }, in: Rect(x: 2, y: 0, width: 1, height: 1))
        let changedOnlyContinuation = CellStyle(bold: true)
        #expect(current[x: 1, y: 0].style == changedOnlyContinuation)
        let runs = current.changes(from: previous)
        #expect(runs.map(\.origin) == [Point(x: 1, y: 0)])
        #expect(runs.map(\.text) == ["日"])
    }

    @Test func overwritingHalfAWideCharacterRewritesBothColumns() {
        let previous = canvas(["日本"])
        var current = previous
        current.draw("x", at: Point(x: 1, y: 0), style: .plain)
        let runs = current.changes(from: previous)
        #expect(runs.map(\.origin) == [Point(x: 0, y: 0)])
        #expect(runs.map(\.text) == [" x"])
    }

    @Test func resizedCanvasIsEntirelyChanged() {
        let previous = canvas(["abc"], width: 3)
        let current = canvas(["abc", "de"], width: 3)
        let runs = current.changes(from: previous)
        #expect(runs.map(\.origin) == [Point(x: 0, y: 0), Point(x: 0, y: 1)])
        #expect(runs.map(\.text) == ["abc", "de "])
    }
}
