import OctavoStore
import OctavoSession

/// Whether a command only reads preferences or also saves them, which decides what a damaged
/// store file means: reading commands stop (exit 3) rather than report values the file may
/// contradict; writing commands go on, because the store moves the damaged file aside instead of
/// overwriting it, which is how a user recovers.
enum StoreAccess {
    case reading
    case writing
}

extension BookSelection {
    /// A session with the checks every preferences command shares: the named profile must exist
    /// (a typo would otherwise create a profile on the first save), and the store's problems
    /// are reported on stderr.
    func openSession(_ access: StoreAccess) throws -> PreferencesSession {
        try openSession(access, preparingFirstPage: false, whileOpening: {}).session
    }

    /// `openSession(_:)`, first page prepared and work done meanwhile as
    /// `openSession(preparingFirstPage:whileOpening:)` says.
    func openSession<Prepared>(
        _ access: StoreAccess, preparingFirstPage: Bool, whileOpening: () throws -> Prepared
    ) throws -> (session: PreferencesSession, prepared: Prepared) {
        let (session, prepared) = try openSession(preparingFirstPage: preparingFirstPage, whileOpening: whileOpening)
        if let profile {
            let profiles: [String]
            do {
                profiles = try session.store.profiles()
            } catch {
                throw CommandFailure(error.description, exit: OctavoExit.unreadable)
            }
            guard profiles.contains(profile) else {
                throw CommandFailure(
                    "\(session.store.root.path): there is no profile \"\(profile)\" (profiles: \(profiles.joined(separator: ", ")); create one with `octavo profiles create \(profile)`)",
                    exit: OctavoExit.usage
                )
            }
        }
        for problem in session.problems {
            if problem.key == nil, access == .reading {
                throw CommandFailure(problem.description, exit: OctavoExit.unreadable)
            }
            Diagnostics.warn(problem.description)
        }
        return (session, prepared)
    }
}
