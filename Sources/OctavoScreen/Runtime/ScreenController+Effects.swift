import OctavoNavigator
import OctavoPreferences
import OctavoSession
import OctavoStore

extension ScreenController {
    /// Runs one effect against the session; what it did, for the update, or nil when there is
    /// nothing to say.
    func perform(_ effect: ScreenEffect) -> ScreenEvent? {
        switch effect {
        case .edit(let key, let change, let origin): return edit(key, change, origin)
        case .replacePreferences(let object, let origin): return replace(with: object, origin: origin)
        case .clearBookValues(let keys):
            let before = session.preferencesJSON
            let labels = currentLabels()
            for key in keys { session.row(forKey: key)?.clear() }
            return committed(.clearBookValues(count: keys.count), before: before, labels: labels, placements: [:])
        case .moveToProfile(let key):
            guard let row = session.row(forKey: key) else { return nil }
            do {
                try session.commit(placements: [key: .profile])
                return .movedToProfile(title: row.title, label: row.label, profile: session.profile)
            } catch {
                return .failed("Not saved: \(error)", reopen: nil)
            }
        case .turnPage(let turn): return .pageTurned(turn, moved: turnPage(turn))
        case .listProfiles(let selecting):
            do {
                let names = try session.store.profiles()
                return .profilesListed(names: names, selection: names.firstIndex(of: selecting ?? session.profile) ?? 0)
            } catch {
                return .failed("\(error)", reopen: nil)
            }
        case .profile(let operation): return perform(operation)
        case .loadPresets:
            let (presets, problems) = PreferencePreset.all(in: session.store)
            return .presetsLoaded(presets, problems: problems)
        case .applyPreset(let preset): return apply(preset)
        case .applyPresetNamed(let name):
            let all = PreferencePreset.all(in: session.store).presets
            guard let preset = all.first(where: { $0.name.equalsIgnoringCase(name) }) else {
                return .failed("No preset \(name): \(all.map(\.name).joined(separator: ", "))", reopen: nil)
            }
            return apply(preset)
        case .writeToDisk:
            session.startQueuedWrites()
            return nil
        case .suspend:
            requestSuspend()
            return nil
        case .writeQAReport(let folder):
            guard let writeQAReport else { return .notice("QA reports are not written from this screen", isError: true) }
            // The report starts from what is stored, which is then what the screen shows.
            if let failure = session.flushWrites().first { return .notice("Not saved: \(failure)", isError: true) }
            let outcome = writeQAReport(folder)
            return .notice(outcome.message, isError: outcome.isError)
        }
    }

    /// Applies `preset` as one step: one undo restores everything it changed.
    private func apply(_ preset: PreferencePreset) -> ScreenEvent {
        let before = session.preferencesJSON
        let after = preset.applied(to: before, known: Set(session.allRows.map(\.key)))
        guard after != before else { return .replaced(ReplaceResult(origin: .preset(name: preset.name), before: before, after: after, changes: [], warnings: [])) }
        return replace(with: after, origin: .preset(name: preset.name))
    }

    private func edit(_ key: String, _ change: RowChange, _ origin: EditOrigin) -> ScreenEvent? {
        guard let row = session.row(forKey: key) else { return nil }
        let before = session.preferencesJSON
        switch change {
        case .step(let direction): row.step(direction)
        case .clear: row.clear()
        case .activate: row.activate()
        case .set(let text):
            do {
                try row.set(text: text)
            } catch {
                return .editRefused(reason: "\(error.description) · \(row.allowed.entryHint)", origin: origin)
            }
        }
        var changed = session.preferencesJSON != before
        if case .clearBookValue = origin { changed = true }
        if changed {
            do {
                try session.commit()
            } catch {
                return .failed("Not saved: \(error)", reopen: nil)
            }
        }
        let source = switch session.source(of: key) {
        case .profile?: "profile \(session.profile)"
        case .publication?: "this book"
        case nil: "the default"
        }
        return .edited(EditResult(
            key: key, origin: origin, before: changed ? before : nil, row: Self.details(of: row),
            pageChanged: session.navigator.lastSubmissionChangedPage, source: source
        ))
    }

    /// Replaces every preference as one step, saved so that the files hold exactly these.
    private func replace(with object: [String: JSONValue], origin: ReplaceOrigin) -> ScreenEvent {
        let before = session.preferencesJSON
        let labels = currentLabels()
        do {
            let warnings = try session.replaceAndCommit(with: object)
            return .replaced(result(origin, before: before, labels: labels, warnings: warnings.map(\.description)))
        } catch {
            return .replaceFailed(origin, target: object, message: "Not saved: \(error)")
        }
    }

    private func committed(_ origin: ReplaceOrigin, before: [String: JSONValue], labels: [String: String], placements: [String: PreferenceSource]) -> ScreenEvent {
        do {
            try session.commit(placements: placements)
            return .replaced(result(origin, before: before, labels: labels, warnings: []))
        } catch {
            return .failed("Not saved: \(error)", reopen: nil)
        }
    }

    /// The labels of the rows as they read now, by key, to say what a change changed.
    private func currentLabels() -> [String: String] {
        Dictionary(rows.map { ($0.row.key, $0.row.label) }) { first, _ in first }
    }

    private func result(_ origin: ReplaceOrigin, before: [String: JSONValue], labels: [String: String], warnings: [String]) -> ReplaceResult {
        let after = session.preferencesJSON
        let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
        let changes = rows.map(\.row).filter { changed.contains($0.key) }.map {
            ReplaceResult.Change(title: $0.title, before: labels[$0.key] ?? "?", after: $0.label)
        }
        return ReplaceResult(origin: origin, before: before, after: after, changes: changes, warnings: warnings)
    }

    private func turnPage(_ turn: PageTurn) -> Bool {
        if let turned = turnPixelPage(turn) { return turned }
        let navigator = session.navigator
        return switch turn {
        case .left: navigator.goLeft()
        case .right: navigator.goRight()
        case .backward: navigator.goBackward()
        case .forward: navigator.goForward()
        }
    }

    private func perform(_ operation: ProfileOperation) -> ScreenEvent {
        let store = session.store
        do {
            switch operation {
            case .switchToExisting(let name):
                guard (try? store.profiles())?.contains(name) == true else {
                    return .failed("No profile \(name): p lists them", reopen: .command(text: "profile \(name)"))
                }
                fallthrough
            case .switchTo:
                let name = operation.name
                try session.switchProfile(to: name)
                try store.switchProfile(to: name)
                return .profileChanged(operation, profile: session.profile, switchedProfile: true)
            case .create(let name):
                try store.createProfile(name)
            case .copy(let source, let name):
                try store.copyProfile(source, to: name)
            case .rename(let source, let name):
                try store.renameProfile(source, to: name)
                if session.profile == source { try session.switchProfile(to: name) }
            case .delete(let name):
                let wasCurrent = session.profile == name
                try store.deleteProfile(name)
                if wasCurrent { try session.switchProfile(to: PreferencesStore.defaultProfile) }
                return .profileChanged(operation, profile: session.profile, switchedProfile: wasCurrent)
            }
            return .profileChanged(operation, profile: session.profile, switchedProfile: false)
        } catch {
            let reopen: ScreenState.Mode? = switch operation {
            case .create(let name): .profileName(action: .create, source: "", text: name)
            case .copy(let source, let name): .profileName(action: .copy, source: source, text: name)
            case .rename(let source, let name): .profileName(action: .rename, source: source, text: name)
            default: nil
            }
            return .failed("\(error)", reopen: reopen)
        }
    }
}

extension ProfileOperation {
    /// The profile the operation ends on, or makes.
    var name: String {
        switch self {
        case .switchTo(let name), .switchToExisting(let name), .create(let name), .delete(let name): name
        case .copy(_, let name), .rename(_, let name): name
        }
    }
}
