import Foundation
import OctavoCanvas
import OctavoSample
import OctavoNavigator
import OctavoPreferences
import OctavoStore
import OctavoTestSupport
import OctavoSession
import Testing

/// Key sequences through the controller, checking the preferences, the store files and the page.
@Suite struct ControllerFlowTests {
    @Test func steppingFontSizeSavesAndRedrawsThePage() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        let page = screen.session.navigator.renderText()
        try screen.press("++")
        #expect(screen.session.preferencesJSON["fontSize"] == .number(1.2))
        #expect(screen.profileFileJSON["fontSize"] as? Double == 1.2)
        #expect(screen.session.navigator.renderText() != page)
        #expect(screen.screen.text.contains("Font size") && screen.screen.text.contains("120%"))
    }

    @Test func everyRowKindCanBeEdited() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        let keys = screen.controller.rows.map(\.row.key)
        func focus(_ key: String) throws { try screen.press("<home>" + String(repeating: "j", count: keys.firstIndex(of: key)!)) }
        try focus("theme"); try screen.press("<enter><down><enter>")
        #expect(screen.session.preferencesJSON["theme"] == .string("dark"))
        try focus("textColor"); try screen.press("<enter>#ff8800<enter>")
        #expect(screen.session.preferencesJSON["textColor"] == .integer(0xFF8800))
        try focus("language"); try screen.press("<enter>fr-CA<enter>")
        #expect(screen.session.preferencesJSON["language"] == .string("fr-CA"))
        try focus("scroll"); try screen.press(" ")
        #expect(screen.session.preferencesJSON["scroll"] == .bool(true))
        try focus("offsetFirstPage"); try screen.press(" ")
        #expect(screen.session.preferencesJSON["offsetFirstPage"] == .bool(true))
        try focus("lineHeight"); try screen.press("<enter>1.5<enter>")
        #expect(screen.session.preferencesJSON["lineHeight"] == .number(1.5))
        try screen.press("<bs>")
        #expect(screen.session.preferencesJSON["lineHeight"] == nil)
        let publicationFile = try #require(screen.storedText("publications/" + PublicationFileName.make(for: SampleBook.identifier)))
        #expect(publicationFile.contains("\"language\" : \"fr-CA\"") && publicationFile.contains("\"offsetFirstPage\" : true"))
    }

    @Test func aRefusedEntrySaysWhyAndChangesNothing() throws {
        let screen = try TestScreen(UIBooks.sample)
        try screen.press("<enter>900%<enter>")
        #expect(screen.session.preferencesJSON["fontSize"] == nil)
        #expect(screen.controller.state.isError)
        #expect(screen.screen.text.contains("out of range"))
    }

    @Test func activateAppliesWhatTheRequirementsNeed() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try screen.press("/word spacing<enter>a")
        #expect(screen.session.preferencesJSON["publisherStyles"] == .bool(false))
        #expect(screen.session.preferencesJSON["wordSpacing"] == .integer(0))
        #expect(screen.controller.focusedRow?.isEffective == true)
        #expect(screen.screen.text.contains("Word spacing is now effective"))
    }

    @Test func undoRedoAndResetWithConfirmation() throws {
        let screen = try TestScreen(UIBooks.sample)
        try screen.press("+++")
        #expect(screen.session.preferencesJSON["fontSize"] == .number(1.3))
        try screen.press("uu")
        #expect(screen.session.preferencesJSON["fontSize"] == .number(1.1))
        try screen.press("<c-r>")
        #expect(screen.session.preferencesJSON["fontSize"] == .number(1.2))
        try screen.press("rn")
        #expect(screen.session.preferencesJSON["fontSize"] == .number(1.2))
        try screen.press("ry")
        #expect(screen.session.preferencesJSON.isEmpty)
        #expect(screen.profileFileJSON.isEmpty)
        try screen.press("u")
        #expect(screen.session.preferencesJSON["fontSize"] == .number(1.2))
    }

    @Test func searchJumpsAndEscapeReturns() throws {
        let screen = try TestScreen(UIBooks.sample)
        try screen.press("/hyph<enter>")
        #expect(screen.controller.focusedRow?.key == "hyphens")
        try screen.press("<home>/lineh<esc>")
        #expect(screen.controller.focusedRow?.key == "fontSize")
    }

    @Test func tabFocusesThePreviewToTurnPages() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        let start = screen.session.navigator.currentLocation
        try screen.press("<tab><pgdn>")
        #expect(screen.session.navigator.currentLocation != start)
        try screen.press("<pgup><tab>j")
        #expect(screen.session.navigator.currentLocation == start)
        #expect(screen.controller.focusedRow?.key == "fontFamily")
    }

    @Test func profilesSwitchTheSharedPreferences() throws {
        let screen = try TestScreen(UIBooks.sample)
        try screen.session.store.createProfile("night")
        try screen.press("+p<down><enter>")
        #expect(screen.session.profile == "night")
        #expect(screen.session.preferencesJSON["fontSize"] == nil)
        #expect(screen.session.store.activeProfile() == "night")
    }

    @Test func changesMadeOnDiskAreReloaded() throws {
        let screen = try TestScreen(UIBooks.sample)
        let file = screen.storeRoot.appendingPathComponent("profiles/default/epub.json")
        try Data(#"{"theme": "sepia"}"#.utf8).write(to: file)
        #expect(screen.controller.reloadIfChangedOnDisk())
        #expect(screen.session.preferencesJSON["theme"] == .string("sepia"))
        #expect(!screen.controller.reloadIfChangedOnDisk())
    }

    @Test func valuesAreRestoredOnTheNextRun() throws {
        let screen = try TestScreen(UIBooks.sample)
        try screen.press("++j<right>")
        let again = try PreferencesSession(publication: UIBooks.sample, store: PreferencesStore(root: screen.storeRoot), profile: "default")
        #expect(again.preferencesJSON == screen.session.preferencesJSON)
        #expect(again.navigator.renderText() == screen.session.navigator.renderText())
    }

    @Test func pdfRowsWork() throws {
        let screen = try TestScreen(UIBooks.pdf(), width: 120, height: 40)
        #expect(screen.controller.rows.map(\.row.key).contains("pageSpacing"))
        try screen.press(" ")
        #expect(screen.session.preferencesJSON["scroll"] == .bool(true))
        #expect(screen.profileFileJSON["scroll"] as? Bool == true)
    }
}

/// 100,000 random keys straight into the controller (drawing each would take minutes; the loop is
/// exercised by the other tests): no crash, every value shown is valid, every store file decodes.
@Suite struct RandomKeyTests {
    @Test func randomKeysNeverBreakAnything() throws {
        let screen = try TestScreen(UIBooks.sample, width: 100, height: 30)
        var generator = SeededGenerator.announced("randomKeysNeverBreakAnything")
        let keys: [KeyEvent] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .tab, .backspace,
                                .character(" "), .character("+"), .character("-"), .character("x"), .character("a"), .character("u"),
                                .control("r"), .character("/"), .character("j"), .character("k"), .character("?"), .character("p"),
                                .character("r"), .character("y"), .character("n"), .character("1"), .character("#"), .character("v")]
        let profileFile = screen.storeRoot.appendingPathComponent("profiles/default/epub.json")
        for step in 0..<100_000 {
            screen.controller.handle(keys.randomElement(using: &generator)!)
            if screen.controller.state.quit { break }
            if step % 500 == 0 {
                _ = screen.screen
                for (_, row) in screen.controller.rows {
                    if case .range(let lower, let upper, _, _, _) = row.allowed, let number = row.effectiveValue.doubleValue {
                        #expect(number >= lower && number <= upper, "\(row.key) = \(number)")
                    }
                }
                if let data = FileManager.default.contents(atPath: profileFile.path) {
                    let decoded = try EPUBPreferences.decode(from: data)
                    #expect(decoded.warnings.isEmpty)
                }
            }
        }
    }
}

@Suite struct NarrowScreenTests {
    @Test func onASmallTerminalThePreviewTakesTurnsWithTheList() throws {
        let screen = try TestScreen(UIBooks.sample, width: 70, height: 20)
        #expect(screen.screen.text.contains("Page margins") && !screen.screen.text.contains("Preview"))
        try screen.press("v")
        #expect(screen.screen.text.contains("Preview") && !screen.screen.text.contains("Page margins"))
        let start = screen.session.navigator.currentLocation
        try screen.press("<pgdn>")
        #expect(screen.session.navigator.currentLocation != start, "keys turn pages while the preview is shown")
        try screen.press("<esc>")
        #expect(screen.screen.text.contains("Page margins") && !screen.screen.text.contains("Preview"))
        #expect(!screen.controller.state.quit)
    }
}

@Suite struct MouseTests {
    @Test func clicksFocusRowsEvenWhenTheListIsScrolled() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 24)
        try screen.press("<end>")
        let lines = screen.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
        let y = try #require(lines.firstIndex { $0.contains("Reading progression") })
        screen.send(.click(x: 5, y: y))
        #expect(screen.controller.focusedRow?.key == "readingProgression")
    }

    @Test func theWheelOverThePreviewTurnsPages() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        let start = screen.session.navigator.currentLocation
        screen.send(.scrollDown(x: 90, y: 10))
        #expect(screen.session.navigator.currentLocation != start)
        screen.send(.scrollUp(x: 90, y: 10))
        #expect(screen.session.navigator.currentLocation == start)
        screen.send(.click(x: 90, y: 10))
        #expect(screen.controller.state.previewFocused)
    }
}
