import OctavoCanvas

/// The profiles menu, and typing a profile's name.
enum ProfileKeys {
    static func handle(_ event: KeyEvent, names: [String], selection: Int, _ state: inout ScreenState) -> [ScreenEffect] {
        if let moved = state.menuSelection(after: event, from: selection, count: names.count) {
            state.mode = .profiles(names: names, selection: moved)
            return []
        }
        let highlighted = names.indices.contains(selection) ? names[selection] : nil
        switch state.keyMap.action(for: event, in: .menu) {
        case .choose:
            state.mode = .list
            return highlighted.map { [.profile(.switchTo($0))] } ?? []
        case .newProfile: state.mode = .profileName(action: .create, source: "", text: "")
        case .copyProfile:
            if let highlighted { state.mode = .profileName(action: .copy, source: highlighted, text: "") }
        case .renameProfile:
            if let highlighted { state.mode = .profileName(action: .rename, source: highlighted, text: highlighted) }
        case .deleteProfile:
            if let highlighted { state.mode = .confirmDeleteProfile(name: highlighted) }
        case .closeMenu: state.mode = .list
        case .quit: state.quit(by: event)
        default: break
        }
        return []
    }

    static func handleName(_ event: KeyEvent, action: ScreenState.ProfileAction, source: String, text: String, _ state: inout ScreenState) -> [ScreenEffect] {
        switch event {
        case .escape: return [.listProfiles(selecting: source.isEmpty ? nil : source)]
        case .backspace, .delete: state.mode = .profileName(action: action, source: source, text: String(text.dropLast()))
        case .character(let character): state.mode = .profileName(action: action, source: source, text: text + String(character))
        case .enter:
            switch action {
            case .create: return [.profile(.create(text))]
            case .copy: return [.profile(.copy(source, to: text))]
            case .rename: return [.profile(.rename(source, to: text))]
            }
        default: break
        }
        return []
    }
}
