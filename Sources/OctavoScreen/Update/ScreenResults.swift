import OctavoPreferences

/// What the screen says and keeps when an effect has run: undo steps, the status line, the
/// menus that an effect fills.
enum ScreenResults {
    static func update(_ state: inout ScreenState, _ event: ScreenEvent) -> [ScreenEffect] {
        switch event {
        case .key: return []
        case .edited(let result): return edited(result, &state)
        case .editRefused(let reason, let origin):
            switch origin {
            case .entry(let text): state.mode = .entry(text: text, selected: true)
            case .command(let text): state.mode = .command(text: text)
            default: break
            }
            state.fail(reason)
            return []
        case .replaced(let result): return replaced(result, &state)
        case .replaceFailed(let origin, let target, let message):
            if origin == .undo { state.undoStack.append(target) }
            if origin == .redo { state.redoStack.append(target) }
            state.fail(message)
            return []
        case .movedToProfile(let title, let label, let profile):
            state.message = "\(title) \(label) is now profile \(profile)'s, for every book"
            return [.writeToDisk]
        case .pageTurned(let turn, let moved):
            if !moved {
                state.message = switch turn {
                case .left, .right: "No page there"
                case .backward: "This is the beginning"
                case .forward: "This is the end"
                }
            }
            return []
        case .profilesListed(let names, let selection):
            state.mode = .profiles(names: names, selection: selection)
            return []
        case .profileChanged(let operation, let profile, let switchedProfile):
            return profileChanged(operation, profile: profile, switchedProfile: switchedProfile, &state)
        case .presetsLoaded(let presets, let problems):
            state.presets = presets
            state.mode = .presets(items: state.presetItems, selection: 0)
            if let problem = problems.first { state.fail(problem) }
            return []
        case .writesFailed(let failures):
            state.fail("Not saved: \(failures[0])")
            state.log += failures.dropFirst().map { "Not saved: \($0)" }
            return []
        case .reloaded(let problems):
            if problems.isEmpty {
                state.message = "Preferences changed on disk; reloaded"
            } else {
                // What was wrong in the edited files, not only that they were reloaded.
                state.fail("Reloaded with \(problems.count) warning\(problems.count == 1 ? "" : "s"): \(problems[0])" + (problems.count > 1 ? " (L lists them)" : ""))
                state.log += problems.dropFirst()
            }
            return []
        case .notice(let message, let isError):
            if isError { state.fail(message) } else { state.message = message }
            return []
        case .failed(let message, let reopen):
            if let reopen { state.mode = reopen }
            state.fail(message)
            return []
        }
    }

    /// An edit keeps an undo step and is written after its frame. When the page does not show
    /// it, the status line says why, instead of leaving the user to compare two identical pages.
    private static func edited(_ result: EditResult, _ state: inout ScreenState) -> [ScreenEffect] {
        let row = result.row
        if let before = result.before { state.remember(before) }
        switch result.origin {
        case .activate:
            if row.isEffective {
                state.message = "\(row.title) is now effective"
            } else {
                state.message = "\(row.title) cannot be made effective here: \(row.unmetRequirements.map(\.description).joined(separator: "; "))"
            }
        case .command:
            state.message = "\(row.title): \(row.label)"
        case .commandReset:
            state.message = "\(row.title) cleared"
        case .clearBookValue(let oldLabel):
            state.message = "Cleared this book's \(row.title) (\(oldLabel)); now \(row.label) from \(result.source)"
        case .entry:
            break
        case .key, .picker:
            guard result.before != nil else { return [] }
            if !row.isEffective {
                let reasons = row.unmetRequirements.map(\.description).joined(separator: "; ")
                let fixable = row.unmetRequirements.contains { $0.canBeMetByPreferences }
                state.message = "\(row.title): \(row.label) saved, no effect on the page yet: \(reasons)" + (fixable ? " (a activates)" : "")
            } else if !result.pageChanged {
                state.message = "\(row.title): \(row.label) saved; this page looks the same (try another page, or a bigger step)"
            }
        }
        return result.before == nil ? [] : [.writeToDisk]
    }

    private static func replaced(_ result: ReplaceResult, _ state: inout ScreenState) -> [ScreenEffect] {
        switch result.origin {
        case .undo:
            state.redoStack.append(result.before)
            state.message = travelMessage("Undid", result.changes)
        case .redo:
            state.undoStack.append(result.before)
            state.message = travelMessage("Redid", result.changes)
        case .reset:
            state.remember(result.before)
            state.message = "Every preference is back to its default (u to undo)"
        case .preset(let name):
            guard result.before != result.after else {
                state.message = "\(name): nothing to change"
                return []
            }
            state.remember(result.before)
            let changed = Set(result.before.keys).union(result.after.keys).filter { result.before[$0] != result.after[$0] }.count
            state.message = "\(name): \(changed) setting\(changed == 1 ? "" : "s") changed (u undoes it)"
            if let warning = result.warnings.first { state.fail("\(name): \(warning)") }
        case .clearBookValues(let count):
            state.remember(result.before)
            state.message = "Cleared \(count) value\(count == 1 ? "" : "s") set for this book (u to undo)"
        }
        return [.writeToDisk]
    }

    /// "Undid Font size: 110% → 100%, Theme: dark → light and 2 more".
    private static func travelMessage(_ done: String, _ changes: [ReplaceResult.Change]) -> String {
        guard !changes.isEmpty else { return done }
        let shown = changes.prefix(3).map { "\($0.title): \($0.before) → \($0.after)" }
        return "\(done) " + shown.joined(separator: ", ") + (changes.count > 3 ? " and \(changes.count - 3) more" : "")
    }

    /// `profile` is the current profile once the operation is done, and `switchedProfile` whether
    /// the operation made another profile current.
    private static func profileChanged(_ operation: ProfileOperation, profile: String, switchedProfile: Bool, _ state: inout ScreenState) -> [ScreenEffect] {
        switch operation {
        case .switchTo(let name), .switchToExisting(let name):
            // Undo cannot cross profiles.
            state.undoStack = []
            state.redoStack = []
            state.mode = .list
            state.message = "Profile \(name)"
            return []
        case .create(let name):
            state.message = "Profile \(name) created (Enter switches to it)"
            return [.listProfiles(selecting: name)]
        case .copy(let source, let name):
            state.message = "Profile \(source) copied to \(name)"
            return [.listProfiles(selecting: name)]
        case .rename(let source, let name):
            state.message = "Profile \(source) is now \(name)"
            return [.listProfiles(selecting: name)]
        case .delete(let name):
            // Deleting the current profile switches to the default one, where undo cannot follow.
            let wasCurrent = switchedProfile
            if wasCurrent {
                state.undoStack = []
                state.redoStack = []
            }
            state.message = "Profile \(name) deleted" + (wasCurrent ? "; now on profile \(profile)" : "")
            return [.listProfiles(selecting: nil)]
        }
    }
}
