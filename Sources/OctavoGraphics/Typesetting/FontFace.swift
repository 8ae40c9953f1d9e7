/// A face as a style sheet asks for it: a family (a fontconfig family or a generic one such as
/// "serif"), a CSS weight, italics, a size in device pixels, and whether common ligatures are on.
public struct FontFace: Hashable, Sendable {
    public var family: String
    /// 1 to 1000, 400 being regular and 700 bold.
    public var weight: Int
    public var italic: Bool
    /// The em, in pixels.
    public var size: Double
    /// `font-variant-ligatures: normal` (true) or `none`.
    public var ligatures: Bool
    /// Set in vertical lines (`writing-mode: vertical-rl`): ideographs and kana upright, other
    /// scripts turned sideways, each advancing down the line.
    public var vertical: Bool

    public init(family: String, weight: Int = 400, italic: Bool = false, size: Double, ligatures: Bool = true, vertical: Bool = false) {
        self.family = family
        self.weight = min(1000, max(1, weight))
        self.italic = italic
        self.size = size
        self.ligatures = ligatures
        self.vertical = vertical
    }
}

/// The vertical metrics of the face a `FontFace` resolves to, in pixels, and its family's name.
public struct FontMetrics: Hashable, Sendable {
    public let ascent: Double
    public let descent: Double
    /// The installed family fontconfig chose, such as "DejaVu Serif" for "serif".
    public let family: String
}
