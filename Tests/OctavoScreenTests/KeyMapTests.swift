import Foundation
import OctavoCanvas
import OctavoScreen
import OctavoSession
import Testing

/// The key map is the one source of the keys: remapping an action moves it in the controller, the
/// hint line and the help screen at once.
@Suite struct KeyMapTests {
    @Test func remappingUndoChangesTheKeyTheHintsAndTheHelp() throws {
        let screen = try TestScreen(UIBooks.sample, width: 160, height: 40)
        let remapped = KeyMap.standard.remapped(["undo": "z"])
        #expect(remapped.problems.isEmpty)
        screen.controller.keyMap = remapped.map

        let hints = screen.screen.text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(hints.contains("z undo"))
        #expect(!hints.contains("u undo"))

        try screen.press("+")
        #expect(screen.session.preferencesJSON["fontSize"] != nil)
        try screen.press("u")
        #expect(screen.session.preferencesJSON["fontSize"] != nil, "u no longer undoes")
        try screen.press("z")
        #expect(screen.session.preferencesJSON["fontSize"] == nil, "z undoes")

        try screen.press("?")
        let help = screen.screen.text
        let undoLine = help.split(separator: "\n").first { $0.contains("undo the last change") } ?? ""
        #expect(undoLine.contains(" z "), "the help's line for undo names z")
        #expect(!undoLine.contains(" u "))
    }

    @Test func aKeyTakenByAnotherActionLeavesIt() {
        let map = KeyMap.standard.remapped(["undo": "x"]).map
        #expect(map.action(for: .character("x"), in: .list) == .undo)
        #expect(map.action(for: .backspace, in: .list) == .clear)
        #expect(map.binding(of: .clear)?.keys.contains(.character("x")) == false)
    }

    @Test func namedKeysCanBeBound() {
        let map = KeyMap.standard.remapped(["redo": "<c-y>", "top": "g"]).map
        #expect(map.action(for: .control("y"), in: .list) == .redo)
        #expect(map.action(for: .control("r"), in: .list) == nil)
        #expect(map.action(for: .character("g"), in: .list) == .top)
        #expect(map.action(for: .home, in: .list) == .top, "fixed keys stay")
    }

    /// The function keys the problem message offers as an example can be bound, and typed in
    /// a key script.
    @Test func functionKeysCanBeBoundAndScripted() throws {
        let remapped = KeyMap.standard.remapped(["undo": "<f2>"])
        #expect(remapped.problems.isEmpty)
        #expect(remapped.map.action(for: .function(2), in: .list) == .undo)
        #expect(try KeyScript.parse("<F12>a") == [.function(12), .character("a")])
        #expect(throws: KeyScriptError.self) { try KeyScript.parse("<f13>") }
    }

    @Test func wrongEntriesAreReportedAndIgnored() {
        let result = KeyMap.standard.remapped(["undoo": "z", "quit": "zz", "help": "<nope>"])
        #expect(result.map == KeyMap.standard)
        #expect(result.problems.count == 3)
        #expect(result.problems.contains { $0.contains("\"undoo\" is not an action") })
        #expect(result.problems.contains { $0.contains("\"zz\" for quit is not one key") })
    }

    @Test func theHintLineAlwaysEndsWithHelpAndQuit() {
        for width in [30, 60, 80, 120, 200] {
            let line = KeyMap.standard.hintLine(KeyMap.standard.listHints, width: width)
            #expect(line.hasSuffix("? help · q quit"), "width \(width): \(line)")
            #expect(TextWidth.of(line) <= max(width, 17), "width \(width): \(line)")
        }
        #expect(KeyMap.standard.hintLine(KeyMap.standard.listHints, width: 200).contains("Tab preview"))
    }

    @Test func everyActionHasAKeyAndAppearsInTheHelp() {
        let map = KeyMap.standard
        let inHelp = Set(map.help.flatMap(\.actions))
        for action in ScreenAction.allCases {
            #expect(map.binding(of: action)?.keys.isEmpty == false, "\(action) has no key")
            let isPreviewOnly = map.binding(of: action)?.context == .preview
            #expect(isPreviewOnly || inHelp.contains(action), "\(action) is missing from the help")
        }
    }

    @Test func ctrlCQuitsAsAnInterruptionAndQDoesNot() throws {
        let interrupted = try TestScreen(UIBooks.sample)
        try interrupted.press("<c-c>")
        #expect(interrupted.controller.state.quit && interrupted.controller.state.interrupted)
        let quit = try TestScreen(UIBooks.sample)
        try quit.press("q")
        #expect(quit.controller.state.quit && !quit.controller.state.interrupted)
    }

    @Test func anIdleScreenDrawsNothingUntilSomethingHappens() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        try screen.press("")
        #expect(screen.backend.screen!.text.contains("of …"), "the first frame comes before the pages are counted")
        _ = screen.screen
        #expect(!screen.backend.screen!.text.contains("of …"), "the count replaces the ellipsis")
        #expect(screen.controller.isPaginationComplete, "the pages were counted while the screen waited")
        let drawn = screen.backend.presentedCount
        screen.backend.sendIdleWaits(8)
        screen.loop.run(on: screen.backend)
        #expect(screen.backend.presentedCount == drawn + 1, "one frame for the run, none for the idle waits")
        try screen.press("+")
        #expect(screen.backend.presentedCount == drawn + 3, "the run's first frame, then the key's")
    }

    @Test func pagesAreNotCountedUntilTheKeyboardPauses() throws {
        let screen = try TestScreen(UIBooks.sample, width: 120, height: 40)
        screen.loop.typingPause = .seconds(60)
        // A key, then waits that end at once without one (a store change woke the loop, say):
        // all within the pause, so counting is held back.
        screen.backend.send(try KeyScript.parse("+"))
        screen.backend.sendIdleWaits(20)
        screen.loop.run(on: screen.backend)
        #expect(!screen.controller.isPaginationComplete, "a key was typed less than a pause ago")
        #expect(screen.backend.screen!.text.contains("of …"))
        screen.loop.typingPause = .zero
        _ = screen.screen
        #expect(!screen.backend.screen!.text.contains("of …"), "counted once the keyboard paused")
    }

    @Test func ctrlZSuspendsThroughTheBackendAndTheScreenGoesOn() throws {
        let screen = try TestScreen(UIBooks.sample)
        try screen.press("<c-z>+")
        #expect(screen.backend.suspendCount == 1)
        #expect(!screen.controller.state.quit)
        #expect(screen.session.preferencesJSON["fontSize"] != nil, "keys after the resume still edit")
    }
}
