/// A virtual reading device for pages in pixels: its size in device pixels, and how many device
/// pixels a CSS pixel takes. The root font is 16 CSS pixels times the font size preference.
public struct PixelDevice: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var devicePixelRatio: Double

    public init(width: Int, height: Int, devicePixelRatio: Double = 1) {
        self.width = width
        self.height = height
        self.devicePixelRatio = devicePixelRatio
    }

    /// Readium CSS's page gutter: 20 CSS pixels times the page margins preference, on each side
    /// of a column, in device pixels.
    func gutter(pageMargins: Double) -> Double { 20 * pageMargins * devicePixelRatio }

    /// The margin above and below the text, 20 CSS pixels, as a reading system's content inset.
    var verticalInset: Int { Int((20 * devicePixelRatio).rounded()) }
}
