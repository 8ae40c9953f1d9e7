import OctavoPublication
import OctavoNavigator
import OctavoPreferences
import Testing

/// REFERENCE §2, column "Effective when", checked for every key in each kind of book.
@Suite struct EPUBActivationRuleTests {
    private func editor(_ preferences: EPUBPreferences = EPUBPreferences(), _ metadata: Metadata = Books.english) -> EPUBPreferencesEditor {
        EPUBPreferencesEditor(initialPreferences: preferences, metadata: metadata, defaults: EPUBDefaults())
    }

    private static let alwaysReflowable: Set<String> = [
        "columnCount", "fontFamily", "fontSize", "language", "pageMargins", "publisherStyles",
        "readingProgression", "scroll", "textNormalization", "theme", "verticalText",
    ]

    @Test func withNothingSetOnlyTheUnconditionalReflowableKeysApply() {
        #expect(editor().effectiveKeys == Self.alwaysReflowable)
    }

    @Test func withEverythingSetInALeftToRightBookAllButFixedLayoutAndRTLKeysApply() {
        let keys = editor(everyEPUBKeySet).effectiveKeys
        #expect(keys == Set(EPUBPreferences.keys).subtracting(["fit", "offsetFirstPage", "spread", "ligatures"]))
    }

    @Test func rightToLeftBooksTradeSpacingAndHyphensForLigatures() {
        let keys = editor(everyEPUBKeySet, Books.arabic).effectiveKeys
        #expect(keys.contains("ligatures") && keys.contains("paragraphIndent") && keys.contains("textAlign"))
        #expect(keys.isDisjoint(with: ["hyphens", "letterSpacing", "wordSpacing"]))
    }

    @Test func cjkBooksLoseTheLatinTypographyKeys() {
        let keys = editor(everyEPUBKeySet, Books.japanese).effectiveKeys
        #expect(keys.isDisjoint(with: ["hyphens", "letterSpacing", "wordSpacing", "ligatures", "paragraphIndent", "textAlign"]))
        #expect(keys.isSuperset(of: ["lineHeight", "paragraphSpacing", "typeScale", "fontSize", "scroll", "columnCount"]))
    }

    @Test func verticalTextForcesScrollSoPaginationKeysStop() {
        let e = editor(everyEPUBKeySet, Books.japaneseVertical)
        #expect(e.settings.verticalText && e.settings.scroll)
        #expect(!e.scroll.isEffective && !e.columnCount.isEffective)
        #expect(e.scroll.unmetRequirements.map(\.description) == ["not for vertical text"])
    }

    @Test func fixedLayoutBooksOnlyTakePageKeys() {
        let keys = editor(everyEPUBKeySet, Books.fixed).effectiveKeys
        #expect(keys == ["backgroundColor", "fit", "imageFilter", "language", "offsetFirstPage", "readingProgression", "spread"])
    }

    @Test func hyphensApplyUnsetWhenTextIsJustified() {
        let e = editor(EPUBPreferences(publisherStyles: false, textAlign: .justify))
        #expect(e.hyphens.isEffective)
        #expect(e.hyphens.value == nil && e.hyphens.effectiveValue == true)
        e.textAlign.set(.left)
        #expect(!e.hyphens.isEffective && e.hyphens.effectiveValue == false)
    }

    @Test func imageFilterNeedsTheDarkThemeAndNothingElse() {
        #expect(!editor().imageFilter.isEffective)
        #expect(editor(EPUBPreferences(theme: .dark)).imageFilter.isEffective)
        #expect(editor(EPUBPreferences(theme: .dark), Books.fixed).imageFilter.isEffective)
    }

    @Test func offsetFirstPageNeedsSpreads() {
        #expect(editor(EPUBPreferences(spread: .auto), Books.fixed).offsetFirstPage.isEffective)
        #expect(!editor(EPUBPreferences(spread: .never), Books.fixed).offsetFirstPage.isEffective)
    }

    @Test func requirementsExplainAnInactiveWordSpacing() {
        let e = editor()
        #expect(e.wordSpacing.unmetRequirements == [
            ActivationRequirement(key: "publisherStyles", description: "Publisher styles must be off", canBeMetByPreferences: true, isMet: false),
            ActivationRequirement(key: "wordSpacing", description: "needs a value of its own (while unset, the publication's styling applies)", canBeMetByPreferences: true, isMet: false),
        ])
        #expect(e.wordSpacing.requirements.count == 6)
    }

    @Test func requirementsOnTheBookItselfCannotBeMetByPreferences() {
        let japanese = editor(EPUBPreferences(), Books.japanese).wordSpacing.unmetRequirements
        #expect(japanese.first == ActivationRequirement(key: "language", description: "not for CJK languages", canBeMetByPreferences: false, isMet: false))
        let fixed = editor(EPUBPreferences(), Books.fixed).fontSize.unmetRequirements
        #expect(fixed == [ActivationRequirement(key: nil, description: "only for reflowable publications", canBeMetByPreferences: false, isMet: false)])
        let reflowable = editor().spread.unmetRequirements
        #expect(reflowable.map(\.description) == ["only for fixed-layout publications"])
    }

    @Test func activateTurnsPublisherStylesOffAndStoresTheValueInEffect() {
        let e = editor()
        #expect(e.wordSpacing.activate())
        #expect(e.preferences == EPUBPreferences(publisherStyles: false, wordSpacing: 0))
        #expect(e.wordSpacing.unmetRequirements.isEmpty)
    }

    @Test func activateStoresTheColourInEffect() {
        let e = editor(EPUBPreferences(theme: .sepia))
        #expect(e.backgroundColor.activate())
        #expect(e.preferences.backgroundColor == Color(rawValue: 0xFAF4E8))
        #expect(e.textColor.activate())
        #expect(e.preferences.textColor == Color(rawValue: 0x121212))
    }

    @Test func activateMakesTheSmallestChange() {
        let columns = editor(EPUBPreferences(scroll: true))
        #expect(columns.columnCount.activate())
        #expect(columns.preferences == EPUBPreferences(scroll: false))

        let filter = editor()
        #expect(filter.imageFilter.activate())
        #expect(filter.preferences == EPUBPreferences(theme: .dark))

        let offset = editor(EPUBPreferences(spread: .never), Books.fixed)
        #expect(offset.offsetFirstPage.activate())
        #expect(offset.preferences == EPUBPreferences(spread: .auto))

        let hyphens = editor(EPUBPreferences(textAlign: .left))
        #expect(hyphens.hyphens.activate())
        #expect(hyphens.preferences == EPUBPreferences(hyphens: false, publisherStyles: false, textAlign: .left))

        let align = editor()
        #expect(align.textAlign.activate())
        #expect(align.preferences == EPUBPreferences(publisherStyles: false, textAlign: .start))
    }

    @Test func activateNeverChangesWhatDescribesTheBook() {
        for metadata in [Books.arabic, Books.japanese, Books.japaneseVertical, Books.fixed] {
            for handle in editor(EPUBPreferences(), metadata).allHandles {
                let e = editor(EPUBPreferences(), metadata)
                _ = e.allHandles.first { $0.key == handle.key }!.activate()
                #expect(e.preferences.language == nil)
                #expect(e.preferences.readingProgression == nil)
                #expect(e.preferences.verticalText == nil)
            }
        }
    }

    @Test func activateReportsWhatItCouldNotMeet() {
        let e = editor(EPUBPreferences(), Books.japaneseVertical)
        #expect(e.columnCount.activate() == false)
        #expect(e.columnCount.unmetRequirements.map(\.canBeMetByPreferences) == [false, false])
        let fixed = editor(EPUBPreferences(), Books.fixed)
        #expect(fixed.fontSize.activate() == false)
        #expect(fixed.preferences == .empty)
    }

    @Test func activateIsAllOrNothingPerHandleAndIdempotent() {
        for metadata in [Books.english, Books.arabic, Books.japanese, Books.japaneseVertical, Books.fixed] {
            let e = editor(EPUBPreferences(), metadata)
            for handle in e.allHandles {
                let effective = handle.activate()
                let current = e.allHandles.first { $0.key == handle.key }!
                #expect(current.isEffective == effective)
                let cannot = current.unmet.filter { !$0.canBeMetByPreferences }
                #expect(effective == current.unmet.isEmpty)
                #expect(effective || !cannot.isEmpty, "\(handle.key) in \(metadata.title) stayed inactive without a reason")
                if effective { #expect(current.activate()) }
            }
        }
    }

    @Test func plainSetHasNoSideEffects() {
        let e = editor()
        e.wordSpacing.set(0.3)
        #expect(e.preferences == EPUBPreferences(wordSpacing: 0.3))
        #expect(!e.wordSpacing.isEffective)
    }
}
