import ArgumentParser

/// `octavo profiles …`: named sets of shared preferences ("day", "night").
struct ProfilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profiles",
        abstract: "List, create, copy, rename, delete or switch profiles.",
        discussion: """
        A profile is a named set of the preferences shared between books (fonts, theme, margins…); \
        what belongs to one book (its language, direction, spreads) is kept with the book whatever \
        the profile. Commands use the active profile unless --profile names another. The default \
        profile cannot be renamed or deleted.

        Exit codes: 1 for a name that is not allowed, a profile that does not exist or exists \
        already; 4 when the store cannot be written.

        Examples:
          octavo profiles
          octavo profiles create night
          octavo profiles copy default large-print
          octavo profiles switch night
          octavo profiles rename night evening
          octavo profiles delete evening
        """,
        subcommands: [
            ProfilesListCommand.self, ProfilesCreateCommand.self, ProfilesCopyCommand.self,
            ProfilesRenameCommand.self, ProfilesDeleteCommand.self, ProfilesSwitchCommand.self,
        ],
        defaultSubcommand: ProfilesListCommand.self
    )
}
