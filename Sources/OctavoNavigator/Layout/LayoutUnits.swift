/// What the layout engine measures in: the cells of a terminal, or the pixels of a page typeset
/// in real fonts. One line breaker and one paginator serve both; only the widths of text, the
/// length of an em and the pitch of lines differ.
enum LayoutUnits {
    case cells
    case pixels(PixelTypesetting)
}
