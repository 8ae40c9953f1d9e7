/// How a cell is painted. Colours are optional so a canvas can fall back to
/// the terminal's own palette instead of forcing one.
public struct CellStyle: Hashable, Sendable {
    /// Both colours and the six marks in one word, so that cells copy and compare as plain
    /// integers: a frame is compared with the last one cell by cell.
    private var bits: UInt64 = 0

    public var foreground: RGBColor? {
        get { color(at: Self.foregroundShift) }
        set { setColor(newValue, at: Self.foregroundShift) }
    }

    public var background: RGBColor? {
        get { color(at: Self.backgroundShift) }
        set { setColor(newValue, at: Self.backgroundShift) }
    }

    public var bold: Bool {
        get { flag(0) }
        set { setFlag(0, newValue) }
    }

    public var dim: Bool {
        get { flag(1) }
        set { setFlag(1, newValue) }
    }

    public var italic: Bool {
        get { flag(2) }
        set { setFlag(2, newValue) }
    }

    public var underline: Bool {
        get { flag(3) }
        set { setFlag(3, newValue) }
    }

    public var reverse: Bool {
        get { flag(4) }
        set { setFlag(4, newValue) }
    }

    /// The cell is part of a picture drawn in colour (a PDF page, an image): its colours are
    /// the picture's own, which a terminal with fewer colours shows as near as it can, without
    /// the marks that keep text readable (see `AttributeMapper`).
    public var isPicture: Bool {
        get { flag(5) }
        set { setFlag(5, newValue) }
    }

    /// A colour takes 25 bits: 24 of red, green and blue, then one that says it is set.
    private static let foregroundShift: UInt64 = 0
    private static let backgroundShift: UInt64 = 25
    private static let flagsShift: UInt64 = 50

    private func color(at shift: UInt64) -> RGBColor? {
        let value = bits >> shift
        guard value >> 24 & 1 == 1 else { return nil }
        return RGBColor(red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8), blue: UInt8(truncatingIfNeeded: value))
    }

    private mutating func setColor(_ color: RGBColor?, at shift: UInt64) {
        bits &= ~(0x1FF_FFFF << shift)
        guard let color else { return }
        bits |= (1 << 24 | UInt64(color.red) << 16 | UInt64(color.green) << 8 | UInt64(color.blue)) << shift
    }

    private func flag(_ index: UInt64) -> Bool { bits >> (Self.flagsShift + index) & 1 == 1 }

    private mutating func setFlag(_ index: UInt64, _ value: Bool) {
        let mask: UInt64 = 1 << (Self.flagsShift + index)
        bits = value ? bits | mask : bits & ~mask
    }

    public static let plain = CellStyle()

    public init(
        foreground: RGBColor? = nil,
        background: RGBColor? = nil,
        bold: Bool = false,
        dim: Bool = false,
        italic: Bool = false,
        underline: Bool = false,
        reverse: Bool = false,
        isPicture: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.reverse = reverse
        self.isPicture = isPicture
    }

    public func with(foreground: RGBColor?) -> CellStyle {
        var copy = self
        copy.foreground = foreground
        return copy
    }

    public func with(background: RGBColor?) -> CellStyle {
        var copy = self
        copy.background = background
        return copy
    }

    /// Used to grey out rows that cannot be chosen.
    public var dimmed: CellStyle {
        var copy = self
        copy.dim = true
        return copy
    }

    /// Used to mark the focused row without knowing its colours.
    public var reversed: CellStyle {
        var copy = self
        copy.reverse = true
        return copy
    }

    public var bolded: CellStyle {
        var copy = self
        copy.bold = true
        return copy
    }

    public var underlined: CellStyle {
        var copy = self
        copy.underline = true
        return copy
    }
}

extension CellStyle {
    /// All of a style in one word, hashed at once: a terminal looks each style of a frame up in
    /// its table, and a PDF page in half blocks has a style for nearly every cell, where hashing
    /// the eleven fields one by one was the key cost of each lookup.
    public func hash(into hasher: inout Hasher) {
        func packed(_ color: RGBColor?) -> UInt64 {
            guard let color else { return 0 }
            return 1 << 24 | UInt64(color.red) << 16 | UInt64(color.green) << 8 | UInt64(color.blue)
        }
        func bit(_ isSet: Bool, _ position: UInt64) -> UInt64 { isSet ? 1 << position : 0 }
        let flags = bit(bold, 50) | bit(dim, 51) | bit(italic, 52) | bit(underline, 53) | bit(reverse, 54) | bit(isPicture, 55)
        hasher.combine(packed(foreground) | packed(background) << 25 | flags)
    }
}

extension CellStyle: CustomStringConvertible {
    /// Words in a fixed order, e.g. `fg #FEFEFE bg #000000 bold dim`, or
    /// `plain`; golden files rely on this never changing order.
    public var description: String {
        var words: [String] = []
        if let foreground { words.append("fg \(foreground.hex)") }
        if let background { words.append("bg \(background.hex)") }
        if bold { words.append("bold") }
        if dim { words.append("dim") }
        if italic { words.append("italic") }
        if underline { words.append("underline") }
        if reverse { words.append("reverse") }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }
}
