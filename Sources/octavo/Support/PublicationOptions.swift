import OctavoPublication
import ArgumentParser
import FoundationEssentials
import OctavoSample
import OctavoNavigator
import OctavoStore
import OctavoSession

/// The options every command takes: the book, the store and the profile.
struct PublicationOptions: ParsableArguments {
    @Argument(help: "An EPUB or PDF file. Without it, Octavo's sample book.", completion: .file(extensions: ["epub", "pdf"]))
    var publication: String?

    @Option(help: "The store folder (default: $OCTAVO_STORE, $XDG_CONFIG_HOME/octavo or ~/.config/octavo).", completion: .directory)
    var store: String?

    @Option(help: "The profile to use (default: the active profile, initially \"default\").")
    var profile: String?

    /// The book, store and profile as plain values, for the code that opens them.
    var selection: BookSelection { BookSelection(publication: publication, store: store, profile: profile) }

    func openStore() throws -> PreferencesStore { try selection.openStore() }

    func openSession(_ access: StoreAccess) throws -> PreferencesSession { try selection.openSession(access) }
}

/// A failure reported as one line on stderr with a chosen exit code.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    let exit: ExitCode

    init(_ message: String, exit: ExitCode) {
        description = message
        self.exit = exit
    }
}

/// Runs a command body, turning a `CommandFailure` into its one-line message on stderr and its
/// exit code, as every command reports errors.
func reportingFailures(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let failure as CommandFailure {
        TextOutput.message(failure.description)
        throw failure.exit
    }
}
