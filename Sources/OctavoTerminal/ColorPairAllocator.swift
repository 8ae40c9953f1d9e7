import OctavoCanvas

/// A foreground/background couple of colour numbers, as curses pairs them;
/// ``PaletteMapper/defaultColor`` stands for the terminal's own colour.
public struct ColorPair: Hashable, Sendable {
    public var foreground: Int
    public var background: Int

    public init(foreground: Int, background: Int) {
        self.foreground = foreground
        self.background = background
    }

    public static let terminalDefault = ColorPair(
        foreground: PaletteMapper.defaultColor,
        background: PaletteMapper.defaultColor
    )
}

/// Hands out curses colour pairs on first use, because terminals offer far
/// fewer pairs (often 256, sometimes 64) than a theme could ask for in
/// principle, and initialising all of them up front would be slow.
///
/// Pair 0 is curses' fixed terminal-default pair. Once every pair is taken,
/// a new request gets the existing pair that looks closest, so the screen
/// degrades in colour accuracy instead of failing.
public struct ColorPairAllocator: Sendable {
    public struct Allocation: Hashable, Sendable {
        public var pair: Int
        /// The caller must `init_extended_pair` it before drawing with it.
        public var isNew: Bool
    }

    public let capacity: Int
    public let palette: PaletteMapper
    private var pairs: [ColorPair: Int] = [.terminalDefault: 0]
    private var order: [ColorPair] = [.terminalDefault]
    /// Requests that arrived when full, remembered so the nearest-pair
    /// search runs once per colour couple rather than once per cell.
    private var substitutes: [ColorPair: Int] = [:]

    /// `capacity` is curses' COLOR_PAIRS, pair 0 included.
    public init(capacity: Int, palette: PaletteMapper) {
        self.capacity = max(1, capacity)
        self.palette = palette
    }

    public var allocatedCount: Int { order.count }

    /// The colours pair `number` was allocated for; nil for a number not allocated.
    public func colors(ofPair number: Int) -> ColorPair? {
        order.indices.contains(number) ? order[number] : nil
    }

    public mutating func pair(for colors: ColorPair) -> Allocation {
        if let existing = pairs[colors] ?? substitutes[colors] {
            return Allocation(pair: existing, isNew: false)
        }
        guard order.count < capacity else {
            let substitute = pairs[nearestAllocated(to: colors)] ?? 0
            substitutes[colors] = substitute
            return Allocation(pair: substitute, isNew: false)
        }
        let number = order.count
        pairs[colors] = number
        order.append(colors)
        return Allocation(pair: number, isNew: true)
    }

    private func nearestAllocated(to colors: ColorPair) -> ColorPair {
        order.min { distance($0, colors) < distance($1, colors) } ?? .terminalDefault
    }

    private func distance(_ lhs: ColorPair, _ rhs: ColorPair) -> Int {
        colorDistance(lhs.foreground, rhs.foreground) + colorDistance(lhs.background, rhs.background)
    }

    /// The terminal default has no known RGB, so it only matches itself; the
    /// penalty exceeds any RGB distance so a real colour is always preferred.
    private func colorDistance(_ lhs: Int, _ rhs: Int) -> Int {
        if lhs == rhs { return 0 }
        guard let left = palette.rgb(forColorNumber: lhs), let right = palette.rgb(forColorNumber: rhs) else {
            return 100_000
        }
        return PaletteMapper.distance(left, right)
    }
}
