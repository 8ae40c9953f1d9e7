import ArgumentParser
import OctavoStore

struct ProfilesCreateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create an empty profile.",
        discussion: """
        Examples:
          octavo profiles create night
          octavo set theme dark --profile night
        """
    )

    @Argument(help: "The new profile's name.")
    var name: String

    @OptionGroup var options: PublicationOptions

    func run() throws {
        try reportingFailures {
            let store = try options.openProfileStore()
            try storeOperation { () throws(StoreError) in try store.createProfile(name) }
            TextOutput.print("Created profile \(name).")
        }
    }
}
