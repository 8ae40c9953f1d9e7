import OctavoCanvas

/// Every key of the screen as data: the controller asks it what a key does, the hint line and the
/// help screen are written from it, and `ui.keyBindings` remaps it, so the three cannot disagree.
public struct KeyMap: Sendable, Equatable {
    /// Actions shown together under one label: "↑↓ move", "u  Ctrl-R  undo / redo".
    public struct Group: Sendable, Equatable {
        public let actions: [ScreenAction]
        public let label: String

        public init(actions: [ScreenAction], label: String) {
            self.actions = actions
            self.label = label
        }
    }

    public private(set) var bindings: [KeyBinding]
    /// The hint line of the list, most useful first; help and quit are always shown.
    public let listHints: [Group]
    /// The hint line while the preview has the focus.
    public let previewHints: [Group]
    /// The hint line of the profiles menu.
    public let profileHints: [Group] = [
        Group(actions: [.choose], label: "switch"), Group(actions: [.newProfile], label: "new"),
        Group(actions: [.copyProfile], label: "copy"), Group(actions: [.renameProfile], label: "rename"),
        Group(actions: [.deleteProfile], label: "delete"), Group(actions: [.closeMenu], label: "back"),
    ]

    /// The lines of the help screen, one per binding, with its description, in the order of
    /// the bindings: every key of every mode, as the map has it now.
    public var help: [Group] {
        bindings.map { Group(actions: [$0.action], label: $0.description) }
    }

    /// The keys Octavo ships with.
    public static let standard = KeyMap(
        bindings: [
            KeyBinding(.up, keys: [.up, .character("k")], movable: 1, description: "move up"),
            KeyBinding(.down, keys: [.down, .character("j")], movable: 1, description: "move down"),
            KeyBinding(.pageUp, keys: [.pageUp], description: "move a page up"),
            KeyBinding(.pageDown, keys: [.pageDown], description: "move a page down"),
            KeyBinding(.top, keys: [.home], description: "go to the first row"),
            KeyBinding(.bottom, keys: [.end], description: "go to the last row"),
            KeyBinding(.edit, keys: [.character(" "), .enter], description: "toggle; open a picker; type a colour, language or number"),
            KeyBinding(.decrement, keys: [.left, .character("-")], description: "previous value, step down"),
            KeyBinding(.increment, keys: [.right, .character("+"), .character("=")], description: "next value, step up"),
            KeyBinding(.clear, keys: [.character("x"), .backspace, .delete], movable: 0, description: "clear the preference (back to its default)"),
            KeyBinding(.activate, keys: [.character("a")], movable: 0, description: "activate an inactive preference"),
            KeyBinding(.search, keys: [.character("/")], movable: 0, description: "search titles and keys (Enter jumps, Esc leaves)"),
            KeyBinding(.nextMatch, keys: [.character("n")], movable: 0, description: "next row matching the last search"),
            KeyBinding(.previousMatch, keys: [.character("N")], movable: 0, description: "previous row matching the last search"),
            KeyBinding(.undo, keys: [.character("u")], movable: 0, description: "undo the last change"),
            KeyBinding(.redo, keys: [.control("r")], movable: 0, description: "redo what was undone"),
            KeyBinding(.reset, keys: [.character("r")], movable: 0, description: "reset every preference (asks first)"),
            KeyBinding(.clearBookValue, keys: [.character("b")], movable: 0, description: "clear this book's value (the profile's shows through)"),
            KeyBinding(.promoteToProfile, keys: [.character("P")], movable: 0, description: "move this book's value into the profile"),
            KeyBinding(.clearBookValues, keys: [.character("B")], movable: 0, description: "clear every value set for this book only (asks first)"),
            KeyBinding(.focusPreview, keys: [.tab, .backTab], description: "focus the preview: ← → and PgUp PgDn turn pages"),
            KeyBinding(.togglePreview, keys: [.character("v")], movable: 0, description: "show or hide the preview on small terminals"),
            KeyBinding(.presets, keys: [.character("s")], movable: 0, description: "apply a preset (legibility, night reading, publisher defaults, compact, yours)"),
            KeyBinding(.commandLine, keys: [.character(":")], movable: 0, description: "command line: KEY VALUE as octavo set takes it, reset, profile NAME, preset NAME, qa [DIR] (Tab completes)"),
            KeyBinding(.messages, keys: [.character("L")], movable: 0, description: "the messages of this session: warnings from reloaded files, refused values"),
            KeyBinding(.profile, keys: [.character("p")], movable: 0, description: "profiles: Enter switches, n new, c copy, R rename, d delete"),
            KeyBinding(.help, .anywhere, keys: [.character("?")], movable: 0, description: "this help"),
            KeyBinding(.suspend, .anywhere, keys: [.control("z")], movable: 0, description: "suspend Octavo (fg in the shell brings it back)"),
            KeyBinding(.quit, .anywhere, keys: [.character("q"), .escape, .control("c")], movable: 0, description: "quit (edits are already saved)"),
            KeyBinding(.pageLeft, .preview, keys: [.left], description: "turn to the page on the left"),
            KeyBinding(.pageRight, .preview, keys: [.right], description: "turn to the page on the right"),
            KeyBinding(.pageBackward, .preview, keys: [.pageUp, .up], description: "go back a page"),
            KeyBinding(.pageForward, .preview, keys: [.pageDown, .down, .character(" ")], description: "go forward a page"),
            KeyBinding(.focusSettings, .preview, keys: [.tab, .backTab, .escape, .character("v")], description: "back to the settings"),
            KeyBinding(.choose, .menu, keys: [.enter, .character(" ")], description: "choose the highlighted item"),
            KeyBinding(.closeMenu, .menu, keys: [.escape, .character("q")], movable: 1, description: "close the menu"),
            KeyBinding(.newProfile, .menu, keys: [.character("n")], movable: 0, description: "profiles: a new profile"),
            KeyBinding(.copyProfile, .menu, keys: [.character("c")], movable: 0, description: "profiles: copy the highlighted profile"),
            KeyBinding(.renameProfile, .menu, keys: [.character("R")], movable: 0, description: "profiles: rename the highlighted profile"),
            KeyBinding(.deleteProfile, .menu, keys: [.character("d")], movable: 0, description: "profiles: delete the highlighted profile (asks first)"),
            KeyBinding(.confirm, .confirmation, keys: [.character("y"), .character("Y")], movable: 0, description: "yes, to a question that asks (any other key says no)"),
        ],
        listHints: [
            Group(actions: [.up, .down], label: "move"), Group(actions: [.decrement, .increment], label: "change"),
            Group(actions: [.edit], label: "edit"), Group(actions: [.clear], label: "clear"),
            Group(actions: [.activate], label: "activate"), Group(actions: [.search], label: "search"),
            Group(actions: [.undo], label: "undo"), Group(actions: [.reset], label: "reset"),
            Group(actions: [.profile], label: "profile"), Group(actions: [.focusPreview], label: "preview"),
        ],
        previewHints: [
            Group(actions: [.pageLeft, .pageRight], label: "turn page"),
            Group(actions: [.pageBackward, .pageForward], label: "back/forward"),
            Group(actions: [.focusSettings], label: "settings"),
        ]
    )

    /// What `event` does in `context`; nil when nothing.
    public func action(for event: KeyEvent, in context: KeyBinding.Context) -> ScreenAction? {
        let candidates = bindings.filter { $0.context == context || $0.context == .anywhere }
        return candidates.first { $0.context == context && $0.keys.contains(event) }?.action
            ?? candidates.first { $0.keys.contains(event) }?.action
    }

    public func binding(of action: ScreenAction) -> KeyBinding? {
        bindings.first { $0.action == action }
    }

    /// Every key of `actions`, written for the help screen: "u Ctrl-R".
    public func keysLabel(of actions: [ScreenAction]) -> String {
        KeyLabel.of(actions.flatMap { binding(of: $0)?.keys ?? [] })
    }

    /// A menu's or a question's own line: each group as its keys and its label, "Enter/Space
    /// switch · n new · Esc/q back".
    public func keysLine(_ groups: [Group]) -> String {
        groups.compactMap { group -> String? in
            let keys = group.actions.flatMap { binding(of: $0)?.keys ?? [] }
            guard !keys.isEmpty else { return nil }
            return keys.map(KeyLabel.of).joined(separator: "/") + " " + group.label
        }.joined(separator: " · ")
    }

    /// The hint line: each group as its first keys and its label ("↑↓ move", "u undo"), as many
    /// as fit in `width` with help and quit always last, so the way out is never cut off.
    public func hintLine(_ groups: [Group], width: Int) -> String {
        func hint(_ group: Group) -> String? {
            let labels = group.actions.compactMap { binding(of: $0)?.keys.first }.map { $0 == .character(" ") ? "␣" : KeyLabel.of($0) }
            guard !labels.isEmpty else { return nil }
            let keys = labels.allSatisfy { $0.count == 1 } ? labels.joined() : labels.joined(separator: "/")
            return keys + " " + group.label
        }
        let separator = " · "
        let pinned = [Group(actions: [.help], label: "help"), Group(actions: [.quit], label: "quit")].compactMap(hint)
        var shown: [String] = []
        var used = TextWidth.of(pinned.joined(separator: separator)) + 1
        for text in groups.compactMap(hint) {
            let cost = TextWidth.of(text) + TextWidth.of(separator)
            guard used + cost <= width else { break }
            shown.append(text)
            used += cost
        }
        return " " + (shown + pinned).joined(separator: separator)
    }

    /// The map with the keys of `ui.keyBindings` (action name → key, as `--keys` writes keys:
    /// "z", "<c-z>", "<f2>"): each named action gets that key instead of its own, and an action
    /// that had the key loses it. Wrong entries are left out and described in `problems`.
    public func remapped(_ overrides: [String: String]) -> (map: KeyMap, problems: [String]) {
        var map = self
        var problems: [String] = []
        for (name, text) in overrides.sorted(by: { $0.key < $1.key }) {
            guard let action = ScreenAction(rawValue: name), let index = map.bindings.firstIndex(where: { $0.action == action }) else {
                problems.append("ui.keyBindings: \"\(name)\" is not an action; actions: \(ScreenAction.allCases.map(\.rawValue).joined(separator: ", "))")
                continue
            }
            guard let events = try? KeyScript.parse(text), events.count == 1, let key = events.first, key.isKey else {
                problems.append("ui.keyBindings: \"\(text)\" for \(name) is not one key (use a character, or a name such as <c-z> or <f2>)")
                continue
            }
            let context = map.bindings[index].context
            for other in map.bindings.indices where other != index && map.bindings[other].context.overlaps(context) {
                map.bindings[other].release(key)
            }
            map.bindings[index].move(to: key)
        }
        return (map, problems)
    }
}

extension KeyBinding.Context {
    /// Whether a key can mean something in both contexts at once.
    func overlaps(_ other: Self) -> Bool {
        self == other || self == .anywhere || other == .anywhere
    }
}

extension KeyEvent {
    /// Whether this is something a keyboard sends, rather than the mouse or the window.
    var isKey: Bool {
        switch self {
        case .click, .scrollUp, .scrollDown, .resize: false
        default: true
        }
    }
}
