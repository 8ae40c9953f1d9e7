import OctavoStore

extension PublicationOptions {
    /// The store, for profile commands. Profiles do not belong to a book, so a publication or
    /// --profile given to them is a mistake worth reporting rather than ignoring.
    func openProfileStore() throws -> PreferencesStore {
        if let publication {
            throw CommandFailure("\(publication): profiles do not belong to a publication; give only profile names", exit: OctavoExit.usage)
        }
        if profile != nil {
            throw CommandFailure("--profile: profile commands take the profile names as arguments", exit: OctavoExit.usage)
        }
        return try openStore()
    }
}
