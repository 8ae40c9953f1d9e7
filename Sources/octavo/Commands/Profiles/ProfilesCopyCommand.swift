import ArgumentParser
import OctavoStore

struct ProfilesCopyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copy",
        abstract: "Create a profile with a copy of another's preferences.",
        discussion: """
        Examples:
          octavo profiles copy default large-print
        """
    )

    @Argument(help: "The profile to copy.")
    var source: String

    @Argument(help: "The new profile's name.")
    var destination: String

    @OptionGroup var options: PublicationOptions

    func run() throws {
        try reportingFailures {
            let store = try options.openProfileStore()
            try storeOperation { () throws(StoreError) in try store.copyProfile(source, to: destination) }
            TextOutput.print("Copied profile \(source) to \(destination).")
        }
    }
}
