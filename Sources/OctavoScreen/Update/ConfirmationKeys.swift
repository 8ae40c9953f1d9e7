import OctavoCanvas

/// The questions that ask y/n: the key map's `confirm` key says yes, any other no.
enum ConfirmationKeys {
    static func handle(_ event: KeyEvent, _ state: inout ScreenState, _ context: ScreenContext) -> [ScreenEffect] {
        let yes = state.keyMap.action(for: event, in: .confirmation) == .confirm
        switch state.mode {
        case .confirmReset:
            state.mode = .list
            guard yes else {
                state.message = "Reset cancelled"
                return []
            }
            return [.replacePreferences(with: [:], origin: .reset)]
        case .confirmClearBookValues:
            state.mode = .list
            let keys = context.bookValueKeys
            guard yes else {
                state.message = "Nothing cleared"
                return []
            }
            return [.clearBookValues(keys: keys)]
        case .confirmDeleteProfile(let name):
            guard yes else {
                state.message = "Profile \(name) kept"
                return [.listProfiles(selecting: name)]
            }
            return [.profile(.delete(name))]
        default:
            return []
        }
    }
}
