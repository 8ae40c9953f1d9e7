import OctavoPublication
import OctavoNavigator
import OctavoPreferences
import PropertyBased

/// Books of each kind the activation rules distinguish.
enum Books {
    static let english = Metadata(title: "English", languages: ["en"], layout: .reflowable)
    static let arabic = Metadata(title: "Arabic", languages: ["ar-EG"], layout: .reflowable)
    static let japanese = Metadata(title: "Japanese", languages: ["ja-JP"], layout: .reflowable)
    static let japaneseVertical = Metadata(title: "Japanese", languages: ["ja"], readingProgression: .rtl, layout: .reflowable)
    static let fixed = Metadata(title: "Comic", languages: ["en"], layout: .fixed)
}

extension EPUBPreferencesEditor {
    /// Every handle as (key, isEffective, unmet requirements, activate), for table tests.
    var allHandles: [(key: String, isEffective: Bool, unmet: [ActivationRequirement], activate: () -> Bool)] {
        func entry<P: Preference>(_ key: String, _ handle: P) -> (key: String, isEffective: Bool, unmet: [ActivationRequirement], activate: () -> Bool) {
            (key, handle.isEffective, handle.unmetRequirements, { handle.activate() })
        }
        return [
            entry("backgroundColor", self.backgroundColor), entry("columnCount", self.columnCount), entry("fit", self.fit),
            entry("fontFamily", self.fontFamily), entry("fontSize", self.fontSize), entry("fontWeight", self.fontWeight),
            entry("hyphens", self.hyphens), entry("imageFilter", self.imageFilter), entry("language", self.language),
            entry("letterSpacing", self.letterSpacing), entry("ligatures", self.ligatures), entry("lineHeight", self.lineHeight),
            entry("offsetFirstPage", self.offsetFirstPage), entry("pageMargins", self.pageMargins),
            entry("paragraphIndent", self.paragraphIndent), entry("paragraphSpacing", self.paragraphSpacing),
            entry("publisherStyles", self.publisherStyles), entry("readingProgression", self.readingProgression),
            entry("scroll", self.scroll), entry("spread", self.spread), entry("textAlign", self.textAlign),
            entry("textColor", self.textColor), entry("textNormalization", self.textNormalization), entry("theme", self.theme),
            entry("typeScale", self.typeScale), entry("verticalText", self.verticalText), entry("wordSpacing", self.wordSpacing),
        ]
    }

    /// The keys whose preference is effective now.
    var effectiveKeys: Set<String> { Set(allHandles.filter(\.isEffective).map(\.key)) }

    /// The range handles, by key.
    var rangeHandles: [String: AnyRangePreference<Double>] {
        ["fontSize": self.fontSize, "fontWeight": self.fontWeight, "letterSpacing": self.letterSpacing, "lineHeight": self.lineHeight,
         "pageMargins": self.pageMargins, "paragraphIndent": self.paragraphIndent, "paragraphSpacing": self.paragraphSpacing,
         "typeScale": self.typeScale, "wordSpacing": self.wordSpacing]
    }
}

extension PDFPreferencesEditor {
    var effectiveKeys: Set<String> {
        let handles: [(String, Bool)] = [
            ("backgroundColor", self.backgroundColor.isEffective), ("fit", self.fit.isEffective),
            ("offsetFirstPage", self.offsetFirstPage.isEffective), ("pageSpacing", self.pageSpacing.isEffective),
            ("readingProgression", self.readingProgression.isEffective), ("scroll", self.scroll.isEffective),
            ("scrollAxis", self.scrollAxis.isEffective), ("spread", self.spread.isEffective),
            ("visibleScrollbar", self.visibleScrollbar.isEffective),
        ]
        return Set(handles.filter(\.1).map(\.0))
    }
}

/// Every EPUB key set to a valid value, publisher styles off, paginated, dark theme.
let everyEPUBKeySet = EPUBPreferences(
    backgroundColor: Color(rawValue: 0x222222), columnCount: .two, fit: .width, fontFamily: .serif,
    fontSize: 1.4, fontWeight: 1.25, hyphens: true, imageFilter: .invert, language: nil,
    letterSpacing: 0.1, ligatures: true, lineHeight: 1.5, offsetFirstPage: true, pageMargins: 1.3,
    paragraphIndent: 0.4, paragraphSpacing: 0.2, publisherStyles: false, readingProgression: nil,
    scroll: false, spread: .always, textAlign: .justify, textColor: Color(rawValue: 0xEEEEEE),
    textNormalization: true, theme: .dark, typeScale: 1.25, verticalText: nil, wordSpacing: 0.2
)

/// Random preferences for property tests: each key unset one time in three, otherwise a valid
/// value (numbers in range, on the step grid, so they survive JSON exactly).
enum RandomPreferences {
    static let epub = Gen.int(in: 0...999).array(of: 28).map { EPUBPreferences(seeds: $0) }
    static let pdf = Gen.int(in: 0...999).array(of: 10).map { PDFPreferences(seeds: $0) }
    static let epubMetadata = Gen.int(in: 0...999).array(of: 3).map { seeds -> Metadata in
        let languages: [Language] = ["en", "ar-EG", "ja-JP", "zh-TW", "ko", "fa", "he-IL", "fr-CA"]
        return Metadata(
            title: "Random",
            languages: seeds[0] % 9 == 8 ? [] : [languages[seeds[0] % 9 % languages.count]],
            readingProgression: [nil, .ltr, .rtl][seeds[1] % 3],
            layout: seeds[2] % 4 == 0 ? .fixed : .reflowable
        )
    }
}

private func pick<T>(_ seed: Int, _ values: [T]) -> T? {
    seed % 3 == 0 ? nil : values[seed % values.count]
}

private func number(_ seed: Int, in range: ClosedRange<Double>, step: Double) -> Double? {
    guard seed % 3 != 0 else { return nil }
    let steps = Int(((range.upperBound - range.lowerBound) / step).rounded(.down))
    return (range.lowerBound + Double(seed % (steps + 1)) * step).rounded(toDecimalPlaces: 3)
}

extension EPUBPreferences {
    init(seeds s: [Int]) {
        self.init(
            backgroundColor: pick(s[0], [Color(rawValue: 0), Color(rawValue: 0xFF8800), Color(rawValue: 0xFFFFFF)]),
            columnCount: pick(s[1], ColumnCount.allCases), fit: pick(s[2], Fit.allCases),
            fontFamily: pick(s[3], FontFamily.suggested),
            fontSize: number(s[4], in: EPUBRanges.fontSize, step: 0.1),
            fontWeight: number(s[5], in: EPUBRanges.fontWeight, step: 0.25),
            hyphens: pick(s[6], [true, false]), imageFilter: pick(s[7], ImageFilter.allCases),
            language: pick(s[8], ["en", "ar", "ja-JP", "zh-Hant"]),
            letterSpacing: number(s[9], in: EPUBRanges.letterSpacing, step: 0.1),
            ligatures: pick(s[10], [true, false]),
            lineHeight: number(s[11], in: EPUBRanges.lineHeight, step: 0.1),
            offsetFirstPage: pick(s[12], [true, false]),
            pageMargins: number(s[13], in: EPUBRanges.pageMargins, step: 0.3),
            paragraphIndent: number(s[14], in: EPUBRanges.paragraphIndent, step: 0.2),
            paragraphSpacing: number(s[15], in: EPUBRanges.paragraphSpacing, step: 0.1),
            publisherStyles: pick(s[16], [true, false]), readingProgression: pick(s[17], ReadingProgression.allCases),
            scroll: pick(s[18], [true, false]), spread: pick(s[19], Spread.allCases),
            textAlign: pick(s[20], TextAlignment.allCases), textColor: pick(s[21], [Color(rawValue: 0x121212)]),
            textNormalization: pick(s[22], [true, false]), theme: pick(s[23], Theme.allCases),
            typeScale: pick(s[24], [1.0, 1.067, 1.125, 1.2, 1.25, 1.333, 1.414, 1.5, 1.618, 2.0]),
            verticalText: pick(s[25], [true, false]),
            wordSpacing: number(s[26], in: EPUBRanges.wordSpacing, step: 0.1)
        )
        if s[27] % 5 == 0 { unknownFields["futureKey\(s[27] % 3)"] = .array([.integer(s[27]), .string("x")]) }
    }
}

extension PDFPreferences {
    init(seeds s: [Int]) {
        self.init(
            backgroundColor: pick(s[0], [Color(rawValue: 0x336699)]), fit: pick(s[1], Fit.allCases),
            offsetFirstPage: pick(s[2], [true, false]),
            pageSpacing: number(s[3], in: PDFRanges.pageSpacing, step: 4),
            readingProgression: pick(s[4], ReadingProgression.allCases), scroll: pick(s[5], [true, false]),
            scrollAxis: pick(s[6], Axis.allCases), spread: pick(s[7], Spread.allCases),
            visibleScrollbar: pick(s[8], [true, false])
        )
        if s[9] % 5 == 0 { unknownFields["pageNumbers"] = .bool(true) }
    }
}
