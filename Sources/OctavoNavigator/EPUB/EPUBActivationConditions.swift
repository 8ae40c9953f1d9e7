import OctavoPreferences

/// The rules of REFERENCE §2, one per condition, shared by the EPUB editor's handles.
extension ActivationCondition where Preferences == EPUBPreferences, Settings == EPUBSettings {
    static let reflowable = Self(key: nil, description: "only for reflowable publications") { _, s in
        s.layout == .reflowable
    }

    static let fixedLayout = Self(key: nil, description: "only for fixed-layout publications") { _, s in
        s.layout == .fixed
    }

    static let publisherStylesOff = Self(
        key: "publisherStyles",
        description: "Publisher styles must be off",
        isMet: { _, s in !s.publisherStyles },
        fulfil: { p, _ in p.publisherStyles = false }
    )

    static let notVerticalText = Self(key: "verticalText", description: "not for vertical text") { _, s in
        !s.verticalText
    }

    static let notCJK = Self(key: "language", description: "not for CJK languages") { _, s in
        s.language?.isCJK != true
    }

    static let leftToRight = Self(key: "readingProgression", description: "not for right-to-left text") { _, s in
        s.readingProgression == .ltr
    }

    static let rightToLeft = Self(key: "readingProgression", description: "only for right-to-left text") { _, s in
        s.readingProgression == .rtl
    }

    static let scrollOff = Self(
        key: "scroll",
        description: "Scroll must be off",
        isMet: { _, s in !s.scroll },
        fulfil: { p, _ in p.scroll = false }
    )

    static let darkTheme = Self(
        key: "theme",
        description: "Theme must be dark",
        isMet: { _, s in s.theme == .dark },
        fulfil: { p, _ in p.theme = .dark }
    )

    static let spreadNotNever = Self(
        key: "spread",
        description: "Spread must not be never",
        isMet: { _, s in s.spread != .never },
        fulfil: { p, _ in p.spread = .auto }
    )

    /// Hyphens follow justification until the user sets them.
    static let hyphensSetOrJustified = Self(
        key: "hyphens",
        description: "needs a value of its own, or Text alignment justify",
        isMet: { p, s in p.hyphens != nil || s.textAlign == .justify },
        fulfil: { p, s in p.hyphens = s.hyphens ?? (s.textAlign == .justify) }
    )

    /// Stylesheet family `default`: left-to-right text that is neither CJK nor vertical.
    static let defaultStylesheet: [Self] = [.notVerticalText, .notCJK, .leftToRight]

    /// Stylesheet family `default` or `rtl`: any text that is neither CJK nor vertical.
    static let defaultOrRTLStylesheet: [Self] = [.notVerticalText, .notCJK]

    /// Stylesheet family `rtl`.
    static let rtlStylesheet: [Self] = [.notVerticalText, .notCJK, .rightToLeft]
}
