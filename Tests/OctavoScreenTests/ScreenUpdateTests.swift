import OctavoCanvas
import OctavoPreferences
import OctavoSession
import Testing
@testable import OctavoScreen

/// `ScreenUpdate.update` driven directly: keys in, the new state and the effects out, as values,
/// with no session, store or terminal behind them.
@Suite struct ScreenUpdateTests {
    private static let rows: [ScreenContext.Row] = [
        .init(key: "fontSize", title: "Font size", section: "Text", kind: .stepper),
        .init(key: "theme", title: "Theme", section: "Colours", kind: .picker, source: .profile),
        .init(key: "hyphens", title: "Hyphenation", section: "Text", kind: .toggle, source: .publication),
    ]

    private static func context(focus: Int = 0) -> ScreenContext {
        let focused: [ScreenContext.Focused] = [
            .init(key: "fontSize", title: "Font size", kind: .stepper, label: "100%", entryText: "100%"),
            .init(key: "theme", title: "Theme", kind: .picker, label: "Light", entryText: "light",
                  pickerLabels: ["Light", "Dark", "Sepia"], pickerValues: ["light", "dark", "sepia"]),
            .init(key: "hyphens", title: "Hyphenation", kind: .toggle, label: "off", entryText: "off",
                  unmetRequirements: [.init("Publisher styles must be off", canBeMetByPreferences: true)]),
        ]
        return ScreenContext(rows: rows, focused: focused[focus], profile: "default")
    }

    private static func state(focus: Int = 0, mode: ScreenState.Mode = .list, keyMap: KeyMap = .standard) -> ScreenState {
        var state = ScreenState(size: Size(width: 120, height: 40))
        state.focus = focus
        state.mode = mode
        state.keyMap = keyMap
        return state
    }

    private static func press(_ key: KeyEvent, _ state: ScreenState, focus: Int = 0) -> (ScreenState, [ScreenEffect]) {
        ScreenUpdate.update(state, .key(key), in: context(focus: focus))
    }

    @Test func aStepKeyAsksForTheEditAndNothingElse() {
        let (after, effects) = Self.press(.character("+"), Self.state())
        #expect(effects == [.edit(key: "fontSize", change: .step(1), origin: .key)])
        #expect(after.undoStack.isEmpty, "the undo step comes with the edit's result")
    }

    @Test func anEditsResultKeepsAnUndoStepAndWritesAfterTheFrame() {
        let before: [String: JSONValue] = ["fontSize": .number(1.0)]
        let row = ScreenContext.Focused(key: "fontSize", title: "Font size", kind: .stepper, label: "110%", entryText: "110%")
        let result = EditResult(key: "fontSize", origin: .key, before: before, row: row, pageChanged: true, source: "profile default")
        let (after, effects) = ScreenUpdate.update(Self.state(), .edited(result), in: Self.context())
        #expect(effects == [.writeToDisk])
        #expect(ScreenEffect.writeToDisk.runsAfterFrame)
        #expect(after.undoStack == [before])
        #expect(after.message == nil)
    }

    @Test func anEditThatChangesNothingOnThePageSaysWhy() {
        let row = ScreenContext.Focused(key: "hyphens", title: "Hyphenation", kind: .toggle, label: "on", entryText: "on",
                                        unmetRequirements: [.init("Publisher styles must be off", canBeMetByPreferences: true)])
        let result = EditResult(key: "hyphens", origin: .key, before: [:], row: row, pageChanged: false, source: "this book")
        let (after, _) = ScreenUpdate.update(Self.state(focus: 2), .edited(result), in: Self.context(focus: 2))
        #expect(after.message == "Hyphenation: on saved, no effect on the page yet: Publisher styles must be off (a activates)")
    }

    @Test func undoAndRedoReplaceEveryPreferenceAsOneStep() {
        var state = Self.state()
        state.undoStack = [["fontSize": .number(1.2)]]
        let (undone, effects) = Self.press(.character("u"), state)
        #expect(effects == [.replacePreferences(with: ["fontSize": .number(1.2)], origin: .undo)])
        #expect(undone.undoStack.isEmpty)
        let result = ReplaceResult(origin: .undo, before: ["fontSize": .number(1.4)], after: ["fontSize": .number(1.2)],
                                   changes: [.init(title: "Font size", before: "140%", after: "120%")], warnings: [])
        let (after, written) = ScreenUpdate.update(undone, .replaced(result), in: Self.context())
        #expect(written == [.writeToDisk])
        #expect(after.redoStack == [["fontSize": .number(1.4)]])
        #expect(after.message == "Undid Font size: 140% → 120%")
        let (_, redo) = Self.press(.control("r"), after)
        #expect(redo == [.replacePreferences(with: ["fontSize": .number(1.4)], origin: .redo)])
    }

    @Test func aPickerChoiceIsAnEditWithTheTypedValue() {
        let (opened, none) = Self.press(.enter, Self.state(focus: 1), focus: 1)
        #expect(none.isEmpty)
        #expect(opened.mode == .picker(selection: 0))
        let (moved, _) = Self.press(.down, opened, focus: 1)
        let (chosen, effects) = Self.press(.enter, moved, focus: 1)
        #expect(chosen.mode == .list)
        #expect(effects == [.edit(key: "theme", change: .set("dark"), origin: .picker)])
    }

    @Test func aRefusedEntryKeepsTheFieldOpenWithTheReason() {
        let (typing, _) = Self.press(.enter, Self.state())
        #expect(typing.mode == .entry(text: "100%", selected: true))
        let (typed, _) = Self.press(.character("9"), typing)
        let (sent, effects) = Self.press(.enter, typed)
        #expect(effects == [.edit(key: "fontSize", change: .set("9"), origin: .entry(text: "9"))])
        let (refused, _) = ScreenUpdate.update(sent, .editRefused(reason: "9 is out of range", origin: .entry(text: "9")), in: Self.context())
        #expect(refused.mode == .entry(text: "9", selected: true))
        #expect(refused.isError)
        #expect(refused.log == ["9 is out of range"])
    }

    @Test func activatingAnInactiveRowIsAnEditOfItsRequirements() {
        let (_, effects) = Self.press(.character("a"), Self.state(focus: 2), focus: 2)
        #expect(effects == [.edit(key: "hyphens", change: .activate, origin: .activate)])
    }

    @Test func pageKeysOfThePreviewAreEffects() {
        var state = Self.state()
        state.previewFocused = true
        #expect(Self.press(.right, state).1 == [.turnPage(.right)])
        #expect(Self.press(.pageDown, state).1 == [.turnPage(.forward)])
    }

    @Test func suspendWaitsForTheFrame() {
        let (_, effects) = Self.press(.control("z"), Self.state())
        #expect(effects == [.suspend])
        #expect(ScreenEffect.suspend.runsAfterFrame)
    }

    @Test func resettingAsksFirstAndTheConfirmKeyComesFromTheKeyMap() {
        let (asking, _) = Self.press(.character("r"), Self.state())
        #expect(asking.mode == .confirmReset)
        #expect(Self.press(.character("y"), asking).1 == [.replacePreferences(with: [:], origin: .reset)])
        let (cancelled, none) = Self.press(.character("x"), asking)
        #expect(none.isEmpty)
        #expect(cancelled.message == "Reset cancelled")

        let remapped = KeyMap.standard.remapped(["confirm": "o"])
        #expect(remapped.problems.isEmpty)
        let askingRemapped = Self.state(mode: .confirmReset, keyMap: remapped.map)
        #expect(Self.press(.character("o"), askingRemapped).1 == [.replacePreferences(with: [:], origin: .reset)])
        #expect(Self.press(.character("y"), askingRemapped).1.isEmpty, "y no longer says yes")
    }

    @Test func aRemappedMenuKeyWorksInTheProfilesMenu() {
        let menu = ScreenState.Mode.profiles(names: ["default", "night"], selection: 1)
        let standard = Self.state(mode: menu)
        #expect(Self.press(.character("n"), standard).0.mode == .profileName(action: .create, source: "", text: ""))

        let remapped = KeyMap.standard.remapped(["newProfile": "+", "deleteProfile": "D", "closeMenu": "z"])
        #expect(remapped.problems.isEmpty)
        let state = Self.state(mode: menu, keyMap: remapped.map)
        #expect(Self.press(.character("+"), state).0.mode == .profileName(action: .create, source: "", text: ""))
        #expect(Self.press(.character("n"), state).0.mode == menu, "n no longer makes a profile")
        #expect(Self.press(.character("D"), state).0.mode == .confirmDeleteProfile(name: "night"))
        #expect(Self.press(.character("z"), state).0.mode == .list)
        // Enter still chooses, and choosing is an effect.
        #expect(Self.press(.enter, state).1 == [.profile(.switchTo("night"))])
    }

    @Test func aRemappedMenuKeyWorksInThePresetPicker() {
        var state = Self.state(mode: .presets(items: ["A — a", "B — b"], selection: 1), keyMap: KeyMap.standard.remapped(["choose": "<c-o>"]).map)
        state.presets = [PreferencePreset(name: "A", summary: "a", values: [:]), PreferencePreset(name: "B", summary: "b", values: [:])]
        #expect(Self.press(.control("o"), state).1 == [.applyPreset(PreferencePreset(name: "B", summary: "b", values: [:]))])
    }

    @Test func theHelpListsEveryBindingWithItsDescription() {
        let help = KeyMap.standard.help
        for binding in KeyMap.standard.bindings {
            #expect(help.contains { $0.actions == [binding.action] && $0.label == binding.description }, "\(binding.action)")
        }
    }

    @Test func theProfilesStatusLineFollowsTheKeyMap() {
        let map = KeyMap.standard.remapped(["newProfile": "+"]).map
        let line = map.keysLine(map.profileHints)
        #expect(line.contains("+ new"))
        #expect(!line.contains("n new"))
    }
}
