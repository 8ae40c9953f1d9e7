import ArgumentParser
import OctavoStore

struct ProfilesDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a profile and its preferences; deleting the active one makes default active.",
        discussion: """
        Examples:
          octavo profiles delete evening
        """
    )

    @Argument(help: "The profile to delete.")
    var name: String

    @OptionGroup var options: PublicationOptions

    func run() throws {
        try reportingFailures {
            let store = try options.openProfileStore()
            try storeOperation { () throws(StoreError) in try store.deleteProfile(name) }
            TextOutput.print("Deleted profile \(name).")
        }
    }
}
