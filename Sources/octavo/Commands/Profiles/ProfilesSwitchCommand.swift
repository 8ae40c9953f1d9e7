import ArgumentParser
import OctavoStore

struct ProfilesSwitchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "switch",
        abstract: "Make a profile the active one, used when --profile is not given.",
        discussion: """
        Examples:
          octavo profiles switch night
          octavo profiles switch default
        """
    )

    @Argument(help: "The profile to make active.")
    var name: String

    @OptionGroup var options: PublicationOptions

    func run() throws {
        try reportingFailures {
            let store = try options.openProfileStore()
            try storeOperation { () throws(StoreError) in try store.switchProfile(to: name) }
            TextOutput.print("Switched to profile \(name).")
        }
    }
}
