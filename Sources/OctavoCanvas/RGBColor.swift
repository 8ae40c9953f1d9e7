/// A 24-bit colour, so themes can be described exactly and the ncurses backend
/// can map them down to whatever the terminal supports.
public struct RGBColor: Hashable, Sendable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Accepts `0xRRGGBB`, the form colours are usually written in themes;
    /// bits above the lowest 24 are ignored.
    public init(hex: Int) {
        self.init(
            red: UInt8(truncatingIfNeeded: hex >> 16),
            green: UInt8(truncatingIfNeeded: hex >> 8),
            blue: UInt8(truncatingIfNeeded: hex)
        )
    }

    /// `#RRGGBB` in upper case, so golden files stay stable.
    public var hex: String {
        "#" + Self.twoDigits(red) + Self.twoDigits(green) + Self.twoDigits(blue)
    }

    private static func twoDigits(_ value: UInt8) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return value < 16 ? "0" + digits : digits
    }
}
