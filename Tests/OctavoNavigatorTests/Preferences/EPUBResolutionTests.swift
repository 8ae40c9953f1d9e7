import OctavoPublication
import OctavoNavigator
import OctavoPreferences
import Testing

/// REFERENCE §3: language, reading progression, vertical text, forced scroll and stylesheet family.
@Suite struct EPUBResolutionTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var preferences = EPUBPreferences()
        var metadataLanguage: Language?
        var metadataDirection: ReadingProgression?
        var defaults = EPUBDefaults()
        var language: Language?
        var direction: ReadingProgression
        var vertical: Bool
        var family: EPUBStylesheetFamily
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "nothing at all", language: nil, direction: .ltr, vertical: false, family: .default),
        Case(name: "English book", metadataLanguage: "en", language: "en", direction: .ltr, vertical: false, family: .default),
        Case(name: "Arabic book", metadataLanguage: "ar", language: "ar", direction: .rtl, vertical: false, family: .rtl),
        Case(name: "Arabic with region", metadataLanguage: "ar-EG", language: "ar-EG", direction: .rtl, vertical: false, family: .rtl),
        Case(name: "Persian with region", metadataLanguage: "fa-IR", language: "fa-IR", direction: .rtl, vertical: false, family: .rtl),
        Case(name: "Hebrew with region", metadataLanguage: "he-IL", language: "he-IL", direction: .rtl, vertical: false, family: .rtl),
        Case(name: "tag with underscore", metadataLanguage: "ar_EG", language: "ar-EG", direction: .rtl, vertical: false, family: .rtl),
        Case(name: "Japanese book", metadataLanguage: "ja-JP", language: "ja-JP", direction: .ltr, vertical: false, family: .cjkHorizontal),
        Case(name: "Japanese book declared rtl", metadataLanguage: "ja", metadataDirection: .rtl, language: "ja", direction: .rtl, vertical: true, family: .cjkVertical),
        Case(name: "Chinese (Taiwan)", metadataLanguage: "zh-TW", language: "zh-TW", direction: .rtl, vertical: true, family: .cjkVertical),
        Case(name: "Chinese (Traditional)", metadataLanguage: "zh-Hant", language: "zh-Hant", direction: .rtl, vertical: true, family: .cjkVertical),
        Case(name: "Chinese (Traditional, Hong Kong)", metadataLanguage: "zh-Hant-HK", language: "zh-Hant-HK", direction: .rtl, vertical: true, family: .cjkVertical),
        Case(name: "Chinese (Simplified, Taiwan)", metadataLanguage: "zh-Hans-TW", language: "zh-Hans-TW", direction: .ltr, vertical: false, family: .cjkHorizontal),
        Case(name: "Chinese (China)", metadataLanguage: "zh-CN", language: "zh-CN", direction: .ltr, vertical: false, family: .cjkHorizontal),
        Case(name: "Korean", metadataLanguage: "ko-KR", language: "ko-KR", direction: .ltr, vertical: false, family: .cjkHorizontal),
        Case(name: "English book declared rtl", metadataLanguage: "en", metadataDirection: .rtl, language: "en", direction: .rtl, vertical: false, family: .rtl),
        Case(name: "Arabic book declared ltr", metadataLanguage: "ar", metadataDirection: .ltr, language: "ar", direction: .ltr, vertical: false, family: .default),
        Case(name: "direction preference wins", preferences: EPUBPreferences(readingProgression: .rtl), metadataLanguage: "en", language: "en", direction: .rtl, vertical: false, family: .rtl),
        Case(name: "preferred language beats declared direction", preferences: EPUBPreferences(language: "ar"), metadataLanguage: "en", metadataDirection: .ltr, language: "ar", direction: .rtl, vertical: false, family: .rtl),
        Case(name: "preferred language replaces the book's", preferences: EPUBPreferences(language: "en"), metadataLanguage: "ar", language: "en", direction: .ltr, vertical: false, family: .default),
        Case(name: "preferred CJK language", preferences: EPUBPreferences(language: "ja"), metadataLanguage: "ar", language: "ja", direction: .ltr, vertical: false, family: .cjkHorizontal),
        Case(name: "direction preference beats preferred language", preferences: EPUBPreferences(language: "ar", readingProgression: .ltr), language: "ar", direction: .ltr, vertical: false, family: .default),
        Case(name: "preferred Traditional Chinese", preferences: EPUBPreferences(language: "zh-TW"), metadataLanguage: "en", language: "zh-TW", direction: .rtl, vertical: true, family: .cjkVertical),
        Case(name: "Japanese with rtl preference", preferences: EPUBPreferences(readingProgression: .rtl), metadataLanguage: "ja", language: "ja", direction: .rtl, vertical: true, family: .cjkVertical),
        Case(name: "default direction when the book says nothing", defaults: EPUBDefaults(readingProgression: .rtl), language: nil, direction: .rtl, vertical: false, family: .rtl),
        Case(name: "book language beats default direction", metadataLanguage: "en", defaults: EPUBDefaults(readingProgression: .rtl), language: "en", direction: .ltr, vertical: false, family: .default),
        Case(name: "declared direction beats default direction", metadataDirection: .ltr, defaults: EPUBDefaults(readingProgression: .rtl), language: nil, direction: .ltr, vertical: false, family: .default),
        Case(name: "default language gives language and direction", defaults: EPUBDefaults(language: "ar"), language: "ar", direction: .rtl, vertical: false, family: .rtl),
        Case(name: "default direction beats default language", defaults: EPUBDefaults(language: "ar", readingProgression: .ltr), language: "ar", direction: .ltr, vertical: false, family: .default),
        Case(name: "book language beats default language", metadataLanguage: "fr", defaults: EPUBDefaults(language: "ar"), language: "fr", direction: .ltr, vertical: false, family: .default),
        Case(name: "vertical text turned off", preferences: EPUBPreferences(verticalText: false), metadataLanguage: "ja", metadataDirection: .rtl, language: "ja", direction: .rtl, vertical: false, family: .cjkHorizontal),
        Case(name: "vertical text forced on", preferences: EPUBPreferences(verticalText: true), metadataLanguage: "en", language: "en", direction: .ltr, vertical: true, family: .cjkVertical),
    ]

    @Test(arguments: cases)
    func resolves(_ c: Case) {
        let metadata = Metadata(title: c.name, languages: c.metadataLanguage.map { [$0] } ?? [], readingProgression: c.metadataDirection)
        let settings = EPUBSettings(preferences: c.preferences, defaults: c.defaults, metadata: metadata)
        #expect(settings.language == c.language)
        #expect(settings.readingProgression == c.direction)
        #expect(settings.verticalText == c.vertical)
        #expect(settings.stylesheetFamily == c.family)
        if c.vertical { #expect(settings.scroll) }
    }

    @Test func verticalTextForcesScrollWhateverTheOtherPreferencesSay() {
        let settings = EPUBSettings(preferences: EPUBPreferences(scroll: false, verticalText: true), defaults: EPUBDefaults(scroll: false), metadata: Books.english)
        #expect(settings.scroll)
    }

    @Test func numbersFromHandMadePreferencesAreClamped() {
        let settings = EPUBSettings(preferences: EPUBPreferences(fontSize: 99, lineHeight: -3), defaults: EPUBDefaults(), metadata: Books.english)
        #expect(settings.fontSize == 5 && settings.lineHeight == 1)
    }

    @Test func languageTagsAreReadBySubtag() {
        #expect(Language("ar-EG").isRTL && Language("fa-IR").isRTL && Language("he-IL").isRTL)
        #expect(Language("ja-JP").isCJK && Language("ko-KR").isCJK && Language("zh-CN").isCJK)
        #expect(Language("zh-Hant").isRTL && Language("zh-TW").isRTL && Language("zh-Hant-HK").isRTL)
        #expect(!Language("zh-CN").isRTL && !Language("zh-Hans-TW").isRTL && !Language("ja-JP").isRTL)
        #expect(!Language("en-US").isRTL && !Language("en").isCJK && !Language("ar").isCJK)
        #expect(Language("az-Arab").isRTL && !Language("ku-Latn").isRTL)
        #expect(Language("ZH_hant_tw").code == "zh-Hant-TW")
        #expect(Language("ar-EG").primarySubtag == "ar" && Language("ar-EG").region == "EG")
        #expect(Language("zh-Hant-HK").script == "Hant" && Language("es-419").region == "419")
        #expect(!Language("").isWellFormed && !Language("not a tag").isWellFormed && Language("sr-Latn-RS").isWellFormed)
    }
}
