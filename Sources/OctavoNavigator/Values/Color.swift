import OctavoPreferences

/// An opaque RGB colour, stored as 0xRRGGBB like the Readium apps store it in JSON.
public struct Color: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int

    /// Keeps the low 24 bits, so an ARGB integer (as Android apps store colours) reads as its RGB.
    public init(rawValue: Int) {
        self.rawValue = rawValue & 0xFFFFFF
    }

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.init(rawValue: Int(red) << 16 | Int(green) << 8 | Int(blue))
    }

    /// Reads "#RRGGBB", "RRGGBB", "#RGB" or "RGB", in any case; nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex.trimmingWhitespace())
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 3 || digits.count == 6, digits.allSatisfy(\.isHexDigit),
              let value = Int(digits, radix: 16) else { return nil }
        if digits.count == 3 {
            let (r, g, b) = (value >> 8 & 0xF, value >> 4 & 0xF, value & 0xF)
            self.init(rawValue: (r * 17) << 16 | (g * 17) << 8 | b * 17)
        } else {
            self.init(rawValue: value)
        }
    }

    public var red: UInt8 { UInt8(rawValue >> 16 & 0xFF) }
    public var green: UInt8 { UInt8(rawValue >> 8 & 0xFF) }
    public var blue: UInt8 { UInt8(rawValue & 0xFF) }

    /// "#RRGGBB", upper case.
    public var hex: String {
        let digits = String(rawValue, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }

    public var description: String { hex }
}

extension Color: JSONRepresentable {
    /// Accepts the stored integer form and, leniently, a hex string.
    public init?(json: JSONValue) {
        switch json {
        case .integer(let value) where value >= Int(Int32.min) && value <= Int(UInt32.max):
            self.init(rawValue: value)
        case .string(let text):
            self.init(hex: text)
        default:
            return nil
        }
    }

    public var json: JSONValue { .integer(rawValue) }

    public static var jsonDescription: String { "a colour (an integer 0xRRGGBB or \"#RRGGBB\")" }
}
