/// How many colours the terminal can show, decided once at start so every
/// later style lookup is a plain table choice.
public enum ColorCapability: Int, Comparable, Sendable, CaseIterable {
    case monochrome
    case palette8
    case palette16
    case palette256
    /// Only when ncurses itself reports direct colour (at least 2^24 colours,
    /// from a `*-direct` terminfo entry): colour numbers are then packed RGB.
    /// `COLORTERM=truecolor` alone is not enough, because curses would still
    /// drive a 256-entry palette, so it gives ``palette256`` instead.
    case trueColor

    public static func < (lhs: ColorCapability, rhs: ColorCapability) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The smallest colour count ncurses reports for direct colour.
    static let directColorCount = 1 << 24

    public var usesColor: Bool { self != .monochrome }

    /// Follows https://no-color.org: any non-empty value turns colour off.
    public static func isColorDisabled(environment: [String: String]) -> Bool {
        guard let value = environment["NO_COLOR"] else { return false }
        return !value.isEmpty
    }

    /// `colorCount` is what curses reports after `start_color` (COLORS);
    /// `hasColors` is `has_colors()`. `limit` lets the user ask for less.
    public static func detect(
        environment: [String: String],
        hasColors: Bool,
        colorCount: Int,
        limit: ColorCapability = .trueColor
    ) -> ColorCapability {
        guard hasColors, !isColorDisabled(environment: environment) else { return .monochrome }
        let detected: ColorCapability =
            switch colorCount {
            case directColorCount...: .trueColor
            case 256...: .palette256
            case 16...: .palette16
            case 8...: .palette8
            default: .monochrome
            }
        return min(detected, limit)
    }
}
