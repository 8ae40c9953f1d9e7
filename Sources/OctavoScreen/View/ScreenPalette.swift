import OctavoCanvas

/// The screen's own colours (not the book's), with a monochrome variant for `NO_COLOR` and
/// terminals without colour, where focus and inactive rows rely on reverse, bold and dim.
public struct ScreenPalette: Sendable, Equatable {
    public var base: CellStyle
    public var header: CellStyle
    public var section: CellStyle
    public var row: CellStyle
    public var focused: CellStyle
    public var inactive: CellStyle
    public var userValue: CellStyle
    public var defaultValue: CellStyle
    public var status: CellStyle
    public var error: CellStyle
    public var hints: CellStyle
    public var border: CellStyle
    public var overlay: CellStyle
    /// Where a search matches, in the titles of the list (its foreground; drawn underlined).
    public var match: CellStyle

    public static let dark: ScreenPalette = {
        let background = RGBColor(hex: 0x1B1E24)
        let text = RGBColor(hex: 0xD8DEE9)
        let base = CellStyle(foreground: text, background: background)
        return ScreenPalette(
            base: base,
            header: CellStyle(foreground: RGBColor(hex: 0x1B1E24), background: RGBColor(hex: 0x88C0D0), bold: true),
            section: CellStyle(foreground: RGBColor(hex: 0xEBCB8B), background: background, bold: true),
            row: base,
            focused: CellStyle(foreground: RGBColor(hex: 0x1B1E24), background: RGBColor(hex: 0xD8DEE9), bold: true),
            inactive: CellStyle(foreground: RGBColor(hex: 0x6C7686), background: background, dim: true),
            userValue: CellStyle(foreground: RGBColor(hex: 0xA3BE8C), background: background, bold: true),
            defaultValue: CellStyle(foreground: RGBColor(hex: 0x9AA4B2), background: background),
            status: CellStyle(foreground: text, background: RGBColor(hex: 0x2E3440)),
            error: CellStyle(foreground: RGBColor(hex: 0xFFFFFF), background: RGBColor(hex: 0xBF616A), bold: true),
            hints: CellStyle(foreground: RGBColor(hex: 0x9AA4B2), background: RGBColor(hex: 0x2E3440)),
            border: CellStyle(foreground: RGBColor(hex: 0x4C566A), background: background),
            overlay: CellStyle(foreground: text, background: RGBColor(hex: 0x2E3440)),
            match: CellStyle(foreground: RGBColor(hex: 0xEBCB8B), background: background, bold: true)
        )
    }()

    public static let monochrome = ScreenPalette(
        base: .plain,
        header: CellStyle(reverse: true),
        section: CellStyle(bold: true, underline: true),
        row: .plain,
        focused: CellStyle(bold: true, reverse: true),
        inactive: CellStyle(dim: true),
        userValue: CellStyle(bold: true),
        defaultValue: .plain,
        status: CellStyle(reverse: true),
        error: CellStyle(bold: true, reverse: true),
        hints: CellStyle(reverse: true),
        border: .plain,
        overlay: CellStyle(reverse: true),
        match: CellStyle(bold: true, underline: true)
    )
}
