import OctavoGraphics

/// A page drawn in pixels, and where everything on it is, in device pixels from its top left:
/// what `octavo preview --png --json` prints.
public struct PixelPage: Sendable {
    /// A rectangle in device pixels; a type of its own so that it is never taken for a `Rect`,
    /// which counts cells.
    public struct Box: Hashable, Sendable {
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
    }

    /// A line of text: exactly what is drawn (with the hyphen at a break), its box and baseline.
    public struct Line: Hashable, Sendable {
        public var text: String
        public var box: Box
        public var baseline: Double
    }

    public struct Picture: Hashable, Sendable {
        public var box: Box
        public var source: String
    }

    public let image: PixelImage
    public let device: PixelDevice
    /// The root em, in device pixels; nil for a PDF page.
    public let fontSize: Double?
    /// The installed family the body text is set in; nil for a PDF page.
    public let fontFamily: String?
    /// When the family the settings name is not installed: which it is, what stands in for it
    /// and how to install it ("OpenDyslexic is not installed: set in DejaVu Sans (apt install
    /// fonts-opendyslexic)"); nil when the page is set in what was asked.
    public var fontSubstitution: String? = nil
    /// Where the text may go: the page less its gutters and insets, the columns together.
    public let contentBox: Box
    public let lines: [Line]
    public let pictures: [Picture]
}
