import OctavoCanvas
import Testing

@Suite struct GeometryTests {
    @Test func edgesAreExclusiveAtTheFarSide() {
        let rect = Rect(x: 2, y: 3, width: 4, height: 2)
        #expect(rect.maxX == 6)
        #expect(rect.maxY == 5)
        #expect(rect.contains(Point(x: 2, y: 3)))
        #expect(rect.contains(Point(x: 5, y: 4)))
        #expect(!rect.contains(Point(x: 6, y: 4)))
        #expect(!rect.contains(Point(x: 5, y: 5)))
        #expect(!rect.contains(Point(x: 1, y: 3)))
    }

    @Test func intersectionOfOverlappingRects() {
        let a = Rect(x: 0, y: 0, width: 10, height: 5)
        let b = Rect(x: 6, y: 2, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 6, y: 2, width: 4, height: 3))
        #expect(b.intersection(a) == a.intersection(b))
    }

    @Test func disjointRectsIntersectEmpty() {
        let a = Rect(x: 0, y: 0, width: 3, height: 3)
        #expect(a.intersection(Rect(x: 3, y: 0, width: 3, height: 3)).isEmpty)
        #expect(a.intersection(Rect(x: -5, y: 10, width: 3, height: 3)).isEmpty)
    }

    @Test func insetShrinksGrowsAndStopsAtEmpty() {
        let rect = Rect(x: 1, y: 1, width: 6, height: 4)
        #expect(rect.insetBy(dx: 1, dy: 1) == Rect(x: 2, y: 2, width: 4, height: 2))
        #expect(rect.insetBy(dx: -1, dy: 0) == Rect(x: 0, y: 1, width: 8, height: 4))
        #expect(rect.insetBy(dx: 4, dy: 0).isEmpty)
        #expect(rect.insetBy(dx: 4, dy: 0).width == 0)
        #expect(Rect(x: 0, y: 0, width: 3, height: -1).isEmpty)
        #expect(!rect.isEmpty)
    }

    @Test func originAndSizeRoundTrip() {
        let rect = Rect(origin: Point(x: 3, y: 4), size: Size(width: 5, height: 6))
        #expect(rect == Rect(x: 3, y: 4, width: 5, height: 6))
        #expect(rect.origin == Point(x: 3, y: 4))
        #expect(rect.size == Size(width: 5, height: 6))
        #expect(rect.offsetBy(dx: -3, dy: 1) == Rect(x: 0, y: 5, width: 5, height: 6))
    }
}
