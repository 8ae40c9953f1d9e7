import OctavoCanvas
import Synchronization

/// Maps theme colours to the colour numbers a terminal of a given
/// capability understands. Pure, so the choices can be tested without one.
///
/// The 16 and 8 colour tables are xterm's default RGB values: the real
/// palette is the user's and cannot be queried portably, and xterm's is the
/// one most terminals imitate. For 256 colours only indices 16–255 are
/// used, because 0–15 are commonly re-themed and would not match.
public struct PaletteMapper: Hashable, Sendable {
    /// The number curses uses for "the terminal's own colour".
    public static let defaultColor = -1

    public let capability: ColorCapability

    public init(capability: ColorCapability) {
        self.capability = capability
    }

    static let ansi16: [RGBColor] = [
        0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD, 0xE5E5E5,
        0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF,
    ].map { RGBColor(hex: $0) }

    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The colour number for `color`, or ``defaultColor`` for nil or when the
    /// terminal has no colour.
    public func colorNumber(for color: RGBColor?) -> Int {
        guard let color else { return Self.defaultColor }
        switch capability {
        case .monochrome: return Self.defaultColor
        case .palette8: return Self.ansi8Index(for: color)
        case .palette16: return Self.ansi16Index(for: color)
        case .palette256: return Self.xterm256Index(for: color)
        case .trueColor: return max(Self.firstDirectColor, Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue))
        }
    }

    /// Direct-colour terminfo entries (`xterm-direct`) keep numbers 0–7 for
    /// the eight ANSI colours, which the user's theme may change, so the
    /// eight darkest blues, black included, become #000008: too close to
    /// tell apart, and certain to be drawn as RGB.
    static let firstDirectColor = 8

    /// What a colour number looks like, so near colours can be compared;
    /// nil for ``defaultColor``, whose look only the terminal knows.
    public func rgb(forColorNumber number: Int) -> RGBColor? {
        guard number >= 0 else { return nil }
        switch capability {
        case .monochrome: return nil
        case .palette8, .palette16, .palette256: return Self.xterm256RGB(index: number)
        case .trueColor: return RGBColor(hex: number)
        }
    }

    public static func ansi8Index(for color: RGBColor) -> Int {
        PerceivedColor.nearest(to: color, among: ansi8Candidates)
    }

    public static func ansi16Index(for color: RGBColor) -> Int {
        PerceivedColor.nearest(to: color, among: ansi16Candidates)
    }

    /// How far a colour is from grey: the spread of its channels.
    public static func chroma(_ color: RGBColor) -> Int {
        let channels = [color.red, color.green, color.blue]
        return Int(channels.max() ?? 0) - Int(channels.min() ?? 0)
    }

    /// Below this spread of channels a colour reads as grey.
    static let greyChroma = 32

    /// How different two colours look, in hundredths of CIE76 ΔE.
    public static func distance(_ lhs: RGBColor, _ rhs: RGBColor) -> Int {
        Int((PerceivedColor(lhs).difference(from: PerceivedColor(rhs)) * 100).rounded())
    }

    /// The nearest of the 240 fixed colours (the 6×6×6 cube and the 24 greys) as eyes see it.
    ///
    /// Remembered, up to `xterm256KnownLimit` colours, as a PDF page's frame asks for each of its
    /// colours once as a foreground and again as a background, in styles of their own.
    public static func xterm256Index(for color: RGBColor) -> Int {
        if let known = xterm256Known.withLock({ $0[color] }) { return known }
        let index = PerceivedColor.nearest(to: color, among: xterm256Candidates)
        xterm256Known.withLock { known in
            if known.count >= xterm256KnownLimit { known.removeAll(keepingCapacity: true) }
            known[color] = index
        }
        return index
    }

    private static let xterm256Known = Mutex<[RGBColor: Int]>([:])
    /// A page's frame has some hundreds of colours; a long session of pages, tens of thousands.
    private static let xterm256KnownLimit = 1 << 16

    private static let xterm256Candidates = PerceivedColor.Candidates(16..<256, color: xterm256RGB(index:))
    private static let ansi16Candidates = PerceivedColor.Candidates(0..<16) { ansi16[$0] }
    private static let ansi8Candidates = PerceivedColor.Candidates(0..<8) { ansi16[$0] }

    public static func xterm256RGB(index: Int) -> RGBColor {
        switch index {
        case ..<16:
            return ansi16[max(0, index)]
        case 16..<232:
            let cube = index - 16
            return RGBColor(
                red: UInt8(cubeLevels[cube / 36]),
                green: UInt8(cubeLevels[cube / 6 % 6]),
                blue: UInt8(cubeLevels[cube % 6])
            )
        default:
            let level = UInt8(8 + 10 * (min(index, 255) - 232))
            return RGBColor(red: level, green: level, blue: level)
        }
    }
}
