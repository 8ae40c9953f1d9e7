import ArgumentParser
import OctavoPreferences
import OctavoStore

struct ProfilesListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the profiles; the active one is marked with *.",
        discussion: """
        With --json, one pretty-printed JSON array (keys sorted) of {name, active}.

        Examples:
          octavo profiles list
          octavo profiles --json
        """
    )

    @OptionGroup var options: PublicationOptions

    @Flag(help: "Print a JSON array instead of the list.")
    var json = false

    func run() throws {
        try reportingFailures {
            let store = try options.openProfileStore()
            let names = try storeOperation { () throws(StoreError) in try store.profiles() }
            let active = store.activeProfile()
            if json {
                JSONOutput.print(.array(names.map { .object(["name": .string($0), "active": .bool($0 == active)]) }))
            } else {
                TextOutput.print(names.map { ($0 == active ? "* " : "  ") + $0 }.joined(separator: "\n"))
            }
        }
    }
}
