/// A cell position; `x` grows to the right, `y` downwards, both from zero.
public struct Point: Hashable, Sendable {
    public var x: Int
    public var y: Int

    public static let zero = Point(x: 0, y: 0)

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A size in terminal cells.
public struct Size: Hashable, Sendable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// A rectangle of cells. `maxX`/`maxY` are exclusive so that widths add up
/// without off-by-one corrections; a non-positive width or height is empty.
public struct Rect: Hashable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(width: width, height: height) }
    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// Never fails: rectangles that do not overlap give an empty rectangle,
    /// which every drawing operation already treats as "draw nothing".
    public func intersection(_ other: Rect) -> Rect {
        let left = Swift.max(x, other.x)
        let top = Swift.max(y, other.y)
        let right = Swift.min(maxX, other.maxX)
        let bottom = Swift.min(maxY, other.maxY)
        return Rect(x: left, y: top, width: Swift.max(0, right - left), height: Swift.max(0, bottom - top))
    }

    /// Negative insets grow the rectangle; shrinking past zero stops at an
    /// empty rectangle rather than a negative size.
    public func insetBy(dx: Int, dy: Int) -> Rect {
        Rect(
            x: x + dx,
            y: y + dy,
            width: Swift.max(0, width - 2 * dx),
            height: Swift.max(0, height - 2 * dy)
        )
    }

    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
}
