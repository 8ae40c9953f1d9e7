import OctavoCanvas

/// What curses is asked to draw for one cell style.
public struct CellAppearance: Hashable, Sendable {
    public var attributes: TextAttributes
    public var colors: ColorPair

    public init(attributes: TextAttributes, colors: ColorPair = .terminalDefault) {
        self.attributes = attributes
        self.colors = colors
    }
}

/// Turns canvas styles into attributes and colour numbers for the
/// terminal's capability.
///
/// Screens mark the focused row and unavailable rows partly through colour,
/// and coarse palettes or no colour at all would erase those marks. So
/// colour differences from the canvas's base style are carried over into
/// attributes where colour cannot show them: a background unlike the base
/// one becomes `reverse`, a greyish foreground with less contrast than the
/// base one (faded text, not an accent colour) becomes `dim`.
public struct AttributeMapper: Hashable, Sendable {
    public let palette: PaletteMapper
    /// The canvas's default style: the screen's ordinary look.
    public let base: CellStyle

    /// The base background's colour number, worked out once: every style is compared with it,
    /// and a frame of a PDF page has hundreds of styles.
    private let baseBackground: Int

    public init(palette: PaletteMapper, base: CellStyle) {
        self.palette = palette
        self.base = base
        baseBackground = palette.colorNumber(for: base.background)
    }

    public func appearance(for style: CellStyle) -> CellAppearance {
        var attributes = Self.flags(of: style)
        guard palette.capability.usesColor else {
            if style.background != base.background { attributes.formSymmetricDifference(.reverse) }
            if hasLessContrastThanBase(style) { attributes.insert(.dim) }
            return CellAppearance(attributes: attributes)
        }
        var colors = ColorPair(
            foreground: palette.colorNumber(for: style.foreground),
            background: palette.colorNumber(for: style.background)
        )
        // A picture's two halves that map to one colour were meant alike: made legible, the
        // upper one showed as a black or white speck (77 cells of a PDF page's first frame); nor
        // is its background the screen's, to be shown reversed, when it maps to the same colour.
        guard palette.capability != .trueColor, !style.isPicture else {
            return CellAppearance(attributes: attributes, colors: colors)
        }
        if style.background != base.background, colors.background == baseBackground {
            attributes.formSymmetricDifference(.reverse)
        }
        if let foreground = style.foreground, let background = style.background,
            foreground != background, colors.foreground == colors.background
        {
            colors.foreground = legibleForeground(on: background)
        }
        return CellAppearance(attributes: attributes, colors: colors)
    }

    static func flags(of style: CellStyle) -> TextAttributes {
        var attributes: TextAttributes = []
        if style.bold { attributes.insert(.bold) }
        if style.dim { attributes.insert(.dim) }
        if style.italic { attributes.insert(.italic) }
        if style.underline { attributes.insert(.underline) }
        if style.reverse { attributes.insert(.reverse) }
        return attributes
    }

    /// Black or white, whichever stands out on `background`, for when a
    /// coarse palette maps distinct text and background colours together.
    private func legibleForeground(on background: RGBColor) -> Int {
        let black = RGBColor(red: 0, green: 0, blue: 0)
        let white = RGBColor(red: 255, green: 255, blue: 255)
        let lighter = Self.luminance(background) < 128
        return palette.colorNumber(for: lighter ? white : black)
    }

    private func hasLessContrastThanBase(_ style: CellStyle) -> Bool {
        guard style.foreground != base.foreground,
            let foreground = style.foreground, PaletteMapper.chroma(foreground) < PaletteMapper.greyChroma,
            let baseForeground = base.foreground,
            let background = style.background ?? base.background, let baseBackground = base.background
        else { return false }
        return Self.contrast(foreground, background) < Self.contrast(baseForeground, baseBackground)
    }

    private static func contrast(_ lhs: RGBColor, _ rhs: RGBColor) -> Int {
        abs(luminance(lhs) - luminance(rhs))
    }

    /// Rec. 601 luma, 0–255: enough to tell lighter from darker.
    static func luminance(_ color: RGBColor) -> Int {
        (299 * Int(color.red) + 587 * Int(color.green) + 114 * Int(color.blue)) / 1000
    }
}
