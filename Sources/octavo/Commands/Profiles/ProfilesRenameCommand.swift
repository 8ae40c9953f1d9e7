import ArgumentParser
import OctavoStore

struct ProfilesRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Rename a profile; the active profile stays active under its new name.",
        discussion: """
        Examples:
          octavo profiles rename night evening
        """
    )

    @Argument(help: "The profile to rename.")
    var name: String

    @Argument(help: "Its new name.")
    var newName: String

    @OptionGroup var options: PublicationOptions

    func run() throws {
        try reportingFailures {
            let store = try options.openProfileStore()
            try storeOperation { () throws(StoreError) in try store.renameProfile(name, to: newName) }
            TextOutput.print("Renamed profile \(name) to \(newName).")
        }
    }
}
