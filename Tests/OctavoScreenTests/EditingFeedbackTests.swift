import Foundation
import OctavoCanvas
import OctavoPreferences
import OctavoSession
import Testing
@testable import OctavoScreen

/// Editing that shows what it does (issue 16): entry fields with the current value, refusals
/// that keep the field open, undo that names what it undid, `a` that never writes in vain, and a
/// terminal too small to show anything that edits nothing.
@Suite struct EditingFeedbackTests {
    private func focus(_ key: String, in screen: TestScreen) throws {
        let keys = screen.controller.rows.map(\.row.key)
        try screen.press("<home>" + String(repeating: "j", count: try #require(keys.firstIndex(of: key))))
    }

    @Test func anEntryFieldOpensWithTheCurrentValueSelected() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try screen.press("<enter>")
        #expect(screen.controller.state.mode == .entry(text: "100%", selected: true))
        #expect(screen.screen.text.contains("Font size: [100%]"))
        #expect(screen.screen.text.contains("allowed: 10% to 500% in steps of +10%"), "the range in the row's unit")
        try screen.press("<enter>")
        #expect(screen.controller.state.mode == .list && screen.session.preferencesJSON["fontSize"] == nil, "Enter keeps the value")
        try screen.press("<enter>150%<enter>")
        #expect(screen.session.preferencesJSON["fontSize"] == .number(1.5), "typing replaces the selection")
    }

    @Test func aRefusedValueKeepsTheFieldOpenAndEscapeChangesNothing() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try screen.press("<enter>900%<enter>")
        #expect(screen.controller.state.mode == .entry(text: "900%", selected: true), "still open, the text kept")
        let text = screen.screen.text
        #expect(text.contains("out of range") && text.contains("10% to 500%"), "says what is allowed")
        try screen.press("<esc>")
        #expect(screen.controller.state.mode == .list)
        #expect(screen.session.preferencesJSON["fontSize"] == nil)
    }

    @Test func undoAndRedoNameTheSettingAndTheValues() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try screen.press("+u")
        #expect(screen.controller.state.message == "Undid Font size: 110% → 100%")
        try screen.press("<c-r>")
        #expect(screen.controller.state.message == "Redid Font size: 100% → 110%")
    }

    @Test func activateWritesNothingWhenItCannotWork() throws {
        // The sample is an English reflowable book: ligatures only apply to Arabic and other
        // scripts that need them, which no preference can change.
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try focus("ligatures", in: screen)
        let row = try #require(screen.controller.focusedRow)
        #expect(row.unmetRequirements.contains { !$0.canBeMetByPreferences })
        let before = screen.session.preferencesJSON
        try screen.press("a")
        #expect(screen.session.preferencesJSON == before, "nothing written")
        #expect(screen.controller.state.message?.contains("cannot take effect here") == true)
        #expect(screen.controller.state.message?.contains("nothing changed") == true)
    }

    @Test func onATerminalTooSmallOnlyHelpAndQuitAct() throws {
        let screen = try TestScreen(UIBooks.sample, width: 30, height: 8)
        try screen.press("+++<space>x")
        #expect(screen.session.preferencesJSON.isEmpty, "nothing edited on a screen nobody can read")
        #expect(screen.screen.text.contains("Terminal too small"))
        try screen.press("q")
        #expect(screen.controller.state.quit)
    }
}
