import OctavoPreferences

/// The rules of REFERENCE §4, shared by the PDF editor's handles.
extension ActivationCondition where Preferences == PDFPreferences, Settings == PDFSettings {
    static let scrollOn = Self(
        key: "scroll",
        description: "Scroll must be on",
        isMet: { _, s in s.scroll },
        fulfil: { p, _ in p.scroll = true }
    )

    static let scrollOff = Self(
        key: "scroll",
        description: "Scroll must be off",
        isMet: { _, s in !s.scroll },
        fulfil: { p, _ in p.scroll = false }
    )

    /// Spreads exist in paginated mode and in vertical scrolling; keeping the user's scroll mode
    /// and turning the axis vertical is the smaller change.
    static let pagedOrVerticalScroll = Self(
        key: "scrollAxis",
        description: "Scroll must be off, or Scroll axis vertical",
        isMet: { _, s in !s.scroll || s.scrollAxis == .vertical },
        fulfil: { p, _ in p.scrollAxis = .vertical }
    )

    static let spreadNotNever = Self(
        key: "spread",
        description: "Spread must not be never",
        isMet: { _, s in s.spread != .never },
        fulfil: { p, _ in p.spread = .auto }
    )
}
