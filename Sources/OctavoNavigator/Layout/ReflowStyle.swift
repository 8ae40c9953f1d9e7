import OctavoPublication

/// The numbers the terminal layout engine uses for a reflowable page, derived from what the
/// editor says is effective: a setting the navigator would ignore has no effect here either,
/// so the page shows exactly what the activation rules say.
struct ReflowStyle: Hashable, Sendable {
    /// Glyph box scale: a character advances this many cells, a line this many rows.
    var fontScale: Double
    /// The font size preference itself, which scales the root em of a page in pixels.
    var fontSize: Double
    /// Extra advance after each character, as a fraction of the glyph box.
    var letterSpacing: Double
    /// Extra advance at each space, as a fraction of the glyph box.
    var wordSpacing: Double
    /// nil lets the publisher decide (a row in cells, CSS's usual 1.2 in pixels).
    var lineHeight: Double?
    /// Rows between blocks; nil lets the publisher's look decide.
    var paragraphSpacing: Double?
    /// First-line indent in ems; nil lets the publisher decide.
    var paragraphIndent: Double?
    /// nil lets the publisher decide.
    var textAlign: BlockAlignment?
    /// Hyphenation by the language's patterns.
    var hyphens: Bool
    /// Whether soft hyphens (U+00AD) in the text are places to break, as CSS `hyphens: manual`
    /// and `auto` have it; only hyphenation turned off by the user ignores them.
    var softHyphens: Bool
    /// The publication's language, as the settings resolve it; a document may declare its own.
    var language: Language?
    var typeScale: Double
    var fontWeight: Double
    var removesEmphasis: Bool
    var rightToLeft: Bool
    var vertical: Bool
    var scroll: Bool
    var pageMargins: Double
    var columnCount: ColumnCount
    var textColor: Color
    var backgroundColor: Color
    var theme: Theme
    var imageFilter: ImageFilter?
    var fontFamily: FontFamily?
    /// Common ligatures (`font-variant-ligatures`), which only a page in pixels can show.
    var ligatures: Bool
    var publisherStyles: Bool

    init(editor e: EPUBPreferencesEditor) {
        let s = e.settings
        let table = EPUBPreferenceTable.shared
        let backgroundColor = e.handle(table.backgroundColor)
        let columnCount = e.handle(table.columnCount)
        let fontFamily = e.handle(table.fontFamily)
        let fontSize = e.handle(table.fontSize)
        let fontWeight = e.handle(table.fontWeight)
        let hyphens = e.handle(table.hyphens)
        let imageFilter = e.handle(table.imageFilter)
        let letterSpacing = e.handle(table.letterSpacing)
        let ligatures = e.handle(table.ligatures)
        let lineHeight = e.handle(table.lineHeight)
        let pageMargins = e.handle(table.pageMargins)
        let paragraphIndent = e.handle(table.paragraphIndent)
        let paragraphSpacing = e.handle(table.paragraphSpacing)
        let textAlign = e.handle(table.textAlign)
        let textColor = e.handle(table.textColor)
        let textNormalization = e.handle(table.textNormalization)
        let theme = e.handle(table.theme)
        let typeScale = e.handle(table.typeScale)
        let wordSpacing = e.handle(table.wordSpacing)
        fontScale = max(1, fontSize.effectiveValue)
        self.fontSize = fontSize.effectiveValue
        self.letterSpacing = letterSpacing.isEffective ? letterSpacing.effectiveValue : 0
        self.wordSpacing = wordSpacing.isEffective ? wordSpacing.effectiveValue : 0
        self.lineHeight = lineHeight.isEffective ? lineHeight.effectiveValue : nil
        self.paragraphSpacing = paragraphSpacing.isEffective ? paragraphSpacing.effectiveValue : nil
        self.paragraphIndent = paragraphIndent.isEffective ? paragraphIndent.effectiveValue : nil
        self.textAlign = textAlign.isEffective ? (textAlign.effectiveValue).map { BlockAlignment(rawValue: $0.rawValue) ?? .start } : nil
        self.hyphens = hyphens.isEffective && hyphens.effectiveValue
        softHyphens = !(hyphens.isEffective && !hyphens.effectiveValue)
        language = s.language
        self.typeScale = typeScale.isEffective ? typeScale.effectiveValue : 1.2
        self.fontWeight = fontWeight.isEffective ? fontWeight.effectiveValue : 1.0
        removesEmphasis = textNormalization.isEffective && textNormalization.effectiveValue
        rightToLeft = s.readingProgression == .rtl
        vertical = s.verticalText
        scroll = s.scroll
        self.pageMargins = pageMargins.effectiveValue
        self.columnCount = columnCount.isEffective ? columnCount.effectiveValue : .one
        self.theme = theme.effectiveValue
        self.textColor = textColor.isEffective ? textColor.effectiveValue : self.theme.textColor
        self.backgroundColor = backgroundColor.isEffective ? backgroundColor.effectiveValue : self.theme.backgroundColor
        self.imageFilter = imageFilter.isEffective ? imageFilter.effectiveValue : nil
        self.fontFamily = fontFamily.isEffective ? fontFamily.effectiveValue : nil
        self.ligatures = !ligatures.isEffective || ligatures.effectiveValue
        publisherStyles = s.publisherStyles
    }

    /// The style with the fields that only colour a page of cells (theme, colours, image filter,
    /// weight, family, ligatures) set aside: two styles with the same layout break lines and
    /// pages of cells alike, so a change of colour keeps the laid-out lines and the page count.
    var layout: ReflowStyle {
        var copy = pixelLayout
        copy.fontWeight = 1
        copy.fontFamily = nil
        return copy.inCells
    }

    /// The style as a page of cells can show it: a font size below 100% (a cell is the smallest
    /// glyph) and ligatures draw nothing different there.
    var inCells: ReflowStyle {
        var copy = self
        copy.fontSize = fontScale
        copy.ligatures = true
        return copy
    }

    /// The style with the fields that only colour a page in pixels set aside (theme, colours,
    /// image filter): the family, the weight and ligatures change how wide text is.
    var pixelLayout: ReflowStyle {
        var copy = self
        copy.textColor = Color(rawValue: 0)
        copy.backgroundColor = Color(rawValue: 0)
        copy.theme = .light
        copy.imageFilter = nil
        return copy
    }

    /// The glyph box of a heading: each level above the body is one step of the type scale.
    func scale(for kind: ContentBlock.Kind) -> Double {
        fontScale * typeScaleFactor(for: kind)
    }

    /// How many times the body's em a block's em is: each heading level above the body is one
    /// step of the type scale.
    func typeScaleFactor(for kind: ContentBlock.Kind) -> Double {
        guard case .heading(let level) = kind else { return 1 }
        return pow(typeScale, Double(max(0, 4 - min(level, 4))))
    }
}

private func pow(_ base: Double, _ exponent: Double) -> Double {
    var result = 1.0
    for _ in 0..<Int(exponent) { result *= base }
    return result
}
