import Foundation
import OctavoCanvas
import OctavoSample
import OctavoStore
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

/// Search that shows where it matched and moves between matches, and a cursor that follows the
/// focus (issue 16).
@Suite struct SearchAndCursorTests {
    @Test func searchCountsHighlightsAndMovesBetweenMatches() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try screen.press("/spacing")
        let found = screen.controller.matches("spacing")
        #expect(found.count >= 3)
        #expect(screen.screen.text.contains("/spacing▏  1 of \(found.count)"))
        let focused = try #require(screen.controller.focusedRow)
        let canvas = screen.screen
        #expect(canvas.cursor?.y == canvas.height - 2, "while typing, the cursor is in the search field")
        let line = try #require((0..<canvas.height).first { y in (0..<canvas.width).map { canvas[x: $0, y: y].grapheme }.joined().hasPrefix("▸") })
        let row = (0..<120).map { canvas[x: $0, y: line] }
        let title = row.map(\.grapheme).joined()
        let start = try #require(title.range(of: "spacing", options: .caseInsensitive))
        let x = title.distance(from: title.startIndex, to: start.lowerBound)
        #expect(row[x].style.underline, "the match in \(focused.title) is underlined")
        try screen.press("<enter>n")
        #expect(screen.controller.state.focus == found[1])
        #expect(screen.controller.state.message == "2 of \(found.count) for \"spacing\"")
        try screen.press("NN")
        #expect(screen.controller.state.focus == found[found.count - 1], "N wraps to the last match")
    }

    @Test func theCursorRestsOnTheFocusedRowAndInFields() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try screen.press("jj")
        let canvas = screen.screen
        let cursor = try #require(canvas.cursor)
        let text = (0..<canvas.width).map { canvas[x: $0, y: cursor.y].grapheme }.joined()
        #expect(text.contains(try #require(screen.controller.focusedRow?.title)) && text.contains("▸"))
        try screen.press("<home><enter>")
        let field = try #require(screen.screen.cursor)
        #expect(field.y == screen.screen.height - 2, "in the field on the status line")
    }
}

/// Book overrides from the screen (issue 16): clear this book's value so the profile's shows
/// through, move it into the profile, or clear them all after asking.
@Suite struct BookOverrideTests {
    /// A screen whose profile has font size 120% and whose book overrides it with 150%.
    private func screenWithOverride() throws -> TestScreen {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        let root = screen.storeRoot
        try Data(#"{"fontSize": 1.2}"#.utf8).write(to: root.appendingPathComponent("profiles/default/epub.json"))
        let bookFile = root.appendingPathComponent("publications/" + PublicationFileName.make(for: SampleBook.identifier))
        try Data(#"{"fontSize": 1.5}"#.utf8).write(to: bookFile)
        #expect(screen.session.reloadIfChangedOnDisk())
        #expect(screen.session.source(of: "fontSize") == .publication)
        return screen
    }

    @Test func clearingTheBookValueShowsTheProfiles() throws {
        let screen = try screenWithOverride()
        try screen.press("b")
        #expect(screen.session.source(of: "fontSize") == .profile)
        #expect(screen.session.preferencesJSON["fontSize"] == .number(1.2))
        #expect(screen.controller.state.message == "Cleared this book's Font size (150%); now 120% from profile default")
        #expect(screen.profileFileJSON["fontSize"] as? Double == 1.2, "the profile keeps its value")
        try screen.press("b")
        #expect(screen.controller.state.message == "Font size has no value of its own for this book")
    }

    @Test func promotingMovesTheValueIntoTheProfile() throws {
        let screen = try screenWithOverride()
        try screen.press("P")
        #expect(screen.session.source(of: "fontSize") == .profile)
        #expect(screen.profileFileJSON["fontSize"] as? Double == 1.5)
    }

    @Test func clearingAllBookValuesAsksFirst() throws {
        let screen = try screenWithOverride()
        try screen.press("B")
        #expect(screen.screen.text.contains("Clear the 1 value set for this book only (fontSize)"))
        try screen.press("n")
        #expect(screen.session.source(of: "fontSize") == .publication, "no: nothing cleared")
        try screen.press("By")
        #expect(screen.session.source(of: "fontSize") == .profile)
        #expect(screen.controller.bookValueKeys.isEmpty)
        try screen.press("?")
        #expect(screen.screen.text.contains("clear this book's value (the profile's shows through)"), "the help names it as what it is")
    }
}

/// Presets (issue 16): named sets of preferences, applied as one undoable step, definable in a
/// presets file of the store.
@Suite struct PresetTests {
    @Test func aPresetAppliesInOneStepAndOneUndoRestores() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try screen.press("+")
        let before = screen.session.preferencesJSON
        try screen.press("s")
        #expect(screen.screen.text.contains("Increase legibility"))
        #expect(screen.screen.text.contains("Night reading") && screen.screen.text.contains("Publisher defaults") && screen.screen.text.contains("Compact"))
        try screen.press("<enter>")
        let after = screen.session.preferencesJSON
        #expect(after["publisherStyles"] == .bool(false) && after["lineHeight"] == .number(1.6) && after["fontSize"] == .number(1.3))
        #expect(screen.controller.state.message?.hasPrefix("Increase legibility: ") == true)
        #expect(screen.profileFileJSON["lineHeight"] as? Double == 1.6, "saved")
        try screen.press("u")
        #expect(screen.session.preferencesJSON == before, "one u restores everything")
    }

    @Test func publisherDefaultsClearsTheStyleKeys() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try screen.press("s<down><enter>")
        #expect(screen.session.preferencesJSON["theme"] == .string("dark"))
        try screen.press("s<down><down><enter>")
        #expect(screen.session.preferencesJSON["theme"] == nil)
    }

    @Test func usersDefineTheirOwnPresets() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try Data(#"{"Large print": {"fontSize": 2.0, "theme": "sepia"}, "Broken": 3}"#.utf8).write(to: screen.storeRoot.appendingPathComponent("presets.json"))
        try screen.press("s")
        #expect(screen.screen.text.contains("Large print"))
        #expect(screen.controller.state.message?.contains("Broken is not an object of preferences") == true)
        try screen.press("<end><enter>")
        #expect(screen.session.preferencesJSON["fontSize"]?.doubleValue == 2 && screen.session.preferencesJSON["theme"] == .string("sepia"), "\(screen.controller.state.message ?? "") \(screen.session.preferencesJSON)")
    }
}

/// The command line inside the screen (issue 16): `octavo set`'s syntax, completion, errors in place.
@Suite struct CommandLineTests {
    @Test func setResetAndPresetLikeTheCommandLine() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try screen.press(":fontSize 140%<enter>")
        #expect(screen.session.preferencesJSON["fontSize"] == .number(1.4))
        #expect(screen.controller.focusedRow?.key == "fontSize")
        try screen.press(":theme sepia<enter>")
        #expect(screen.session.preferencesJSON["theme"] == .string("sepia"))
        try screen.press(":reset theme<enter>")
        #expect(screen.session.preferencesJSON["theme"] == nil)
        try screen.press(":preset night reading<enter>")
        #expect(screen.session.preferencesJSON["theme"] == .string("dark"))
        try screen.press(":reset<enter>")
        #expect(screen.session.preferencesJSON.isEmpty)
        try screen.press("u")
        #expect(screen.session.preferencesJSON["theme"] == .string("dark"), "a reset from the line is undoable")
    }

    @Test func errorsStayInPlace() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try screen.press(":fontSize 900%<enter>")
        #expect(screen.controller.state.mode == .command(text: "fontSize 900%"))
        #expect(screen.screen.text.contains("out of range"))
        try screen.press("<esc>:fontsiz 2<enter>")
        #expect(screen.controller.state.message == "No preference fontsiz: did you mean fontSize?")
        try screen.press("<esc>:profile nowhere<enter>")
        #expect(screen.controller.state.message == "No profile nowhere: p lists them")
    }

    @Test func tabCompletesKeysAndValues() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try screen.press(":fontSi<tab>")
        #expect(screen.controller.state.mode == .command(text: "fontSize "))
        try screen.press("<esc>:theme s<tab>")
        #expect(screen.controller.state.mode == .command(text: "theme sepia "))
        try screen.press("<enter>")
        #expect(screen.session.preferencesJSON["theme"] == .string("sepia"))
        try screen.press(":font<tab>")
        #expect(screen.controller.state.mode == .command(text: "font"), "several keys: nothing more in common")
        #expect(screen.controller.state.message?.contains("fontFamily") == true && screen.controller.state.message?.contains("fontSize") == true)
    }
}

/// Profiles managed from the screen (issue 16): create, copy, rename, delete, switch.
@Suite struct ProfileManagementTests {
    @Test func createCopyRenameDeleteAndSwitch() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try screen.press("+")
        try screen.press("pnnight<enter>")
        #expect(try screen.session.store.profiles().contains("night"))
        #expect(screen.controller.state.message == "Profile night created (Enter switches to it)")
        try screen.press("<enter>")
        #expect(screen.session.profile == "night")
        #expect(screen.screen.text.contains("profile night"), "the header names the active profile")
        try screen.press("p<home>cwork<enter>")
        #expect(try screen.session.store.profiles().contains("work"))
        try screen.press("<esc>p")
        guard case .profiles(let names, _) = screen.controller.state.mode else { Issue.record("no profile menu"); return }
        let night = try #require(names.firstIndex(of: "night"))
        try screen.press("<home>" + String(repeating: "<down>", count: night) + "R" + String(repeating: "<bs>", count: 5) + "evening<enter>")
        #expect(try screen.session.store.profiles().contains("evening") && !screen.session.store.profiles().contains("night"))
        #expect(screen.session.profile == "evening", "renaming the active profile follows it")
        try screen.press("R" + String(repeating: "<bs>", count: 7) + "work<enter>")
        #expect(screen.controller.state.isError, "a name taken already is refused in place")
        #expect(screen.controller.state.mode == .profileName(action: .rename, source: "evening", text: "work"))
        try screen.press("<esc>")
        guard case .profiles(let after, _) = screen.controller.state.mode else { Issue.record("no profile menu"); return }
        let evening = try #require(after.firstIndex(of: "evening"))
        try screen.press("<home>" + String(repeating: "<down>", count: evening) + "dy")
        #expect(try !screen.session.store.profiles().contains("evening"))
        #expect(screen.session.profile == "default")
    }
}

/// Files edited on disk while the screen runs (issue 16): their warnings reach the status line,
/// and `L` lists every message of the session.
@Suite struct ReloadWarningTests {
    @Test func warningsOfAReloadedFileAreShownAndLogged() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        _ = screen.screen
        let file = screen.storeRoot.appendingPathComponent("profiles/default/epub.json")
        try Data(#"{"fontSize": "huge", "theme": 7, "lineHeight": 1.5}"#.utf8).write(to: file)
        #expect(screen.controller.reloadIfChangedOnDisk())
        let message = try #require(screen.controller.state.message)
        #expect(message.hasPrefix("Reloaded with 2 warnings: ") && message.contains("epub.json") && message.hasSuffix("(L lists them)"), "\(message)")
        #expect(screen.controller.state.isError)
        #expect(screen.session.preferencesJSON["lineHeight"] == .number(1.5), "the good key is read")
        try screen.press("L")
        #expect(screen.controller.state.mode == .messages)
        let text = screen.screen.text
        #expect(text.contains("fontSize") && text.contains("theme"), "both warnings listed: \(text)")
        try screen.press("x")
        #expect(screen.controller.state.mode == .list)
    }
}

/// An edit whose effect the page does not show says why (issue 16).
@Suite struct InvisibleEditTests {
    @Test func anInactiveRowSaysItsValueWaits() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try screen.press("/word spacing<enter>+")
        let message = try #require(screen.controller.state.message)
        #expect(message.hasPrefix("Word spacing: 10% saved, no effect on the page yet: Publisher styles must be off"), "\(message)")
        #expect(message.hasSuffix("(a activates)"))
    }

    @Test func anEditThePageCannotShowSaysSo() throws {
        // Below 100% a terminal cell is already the smallest glyph.
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try screen.press("-")
        #expect(screen.session.preferencesJSON["fontSize"] == .number(0.9))
        #expect(screen.controller.state.message == "Font size: 90% saved; this page looks the same (try another page, or a bigger step)")
        try screen.press("++")
        #expect(screen.controller.state.message == nil, "a visible change needs no words")
    }
}

/// `:qa [DIR]` (issue 36): the update asks for the report after a frame that says it is being
/// written, with the screen's preferences on disk first; what the program reports is shown.
@Suite struct QACommandLineTests {
    @Test func qaAsksForTheReportAfterAFrameThatSaysSo() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        var asked: [String?] = []
        var storedWhenAsked: String?
        screen.controller.writeQAReport = { folder in
            asked.append(folder)
            storedWhenAsked = screen.storedText("profiles/default/epub.json")
            return ("Wrote \(folder ?? "the default folder")/index.html", false)
        }
        try screen.press(":fontSize 130%<enter>:qa /tmp/some report<enter>")
        #expect(asked == ["/tmp/some report"])
        #expect(storedWhenAsked?.contains("1.3") == true, "the edit is on disk before the report reads the store")
        #expect(screen.controller.state.message == "Wrote /tmp/some report/index.html")
        #expect(screen.backend.screen?.text.contains("Wrote /tmp/some report/index.html") == true)
        try screen.press(":qa<enter>")
        #expect(asked == ["/tmp/some report", nil])
    }

    @Test func aFailedReportIsShownAsAnError() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        screen.controller.writeQAReport = { _ in ("QA report not written: /x: permission denied", true) }
        try screen.press(":qa /x<enter>")
        #expect(screen.backend.screen?.text.contains("QA report not written: /x: permission denied") == true)
    }
}
