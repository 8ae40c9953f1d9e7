import ArgumentParser
import Foundation

/// The `octavo` command: the settings screen by default, and subcommands for scripts and QA.
@main
struct Octavo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "octavo",
        abstract: "Reading preferences for EPUB and PDF publications: a settings screen and a command line.",
        discussion: """
        Without a subcommand, opens the settings screen (`octavo screen`). Every command takes \
        [PUBLICATION] (an EPUB or PDF; without it, Octavo's sample book), --store DIR and \
        --profile NAME; every command that prints data takes --json and then prints exactly one \
        JSON document on stdout, pretty-printed with sorted keys.

        Exit codes: 0 ok; 1 unknown key, or a value that is not allowed; 2 usage; 3 unreadable \
        publication or store file; 4 cannot write; 130 the screen left with Ctrl-C. Errors are one \
        line on stderr: "octavo: <where>: <what>".

        Shell completion: `octavo --generate-completion-script bash` (or zsh, fish) prints a \
        script; for bash, save it as ~/.local/share/bash-completion/completions/octavo.

        Examples:
          octavo book.epub                      the settings screen
          octavo list book.epub
          octavo set fontSize 120% book.epub
          octavo explain wordSpacing
          octavo rules --json
          octavo preview book.pdf --color
        """,
        version: "0.1.0",
        subcommands: [
            ScreenCommand.self, ListCommand.self, GetCommand.self, SetCommand.self, ResetCommand.self,
            ExplainCommand.self, RulesCommand.self, PreviewCommand.self, ExportCommand.self,
            ImportCommand.self, ProfilesCommand.self, InfoCommand.self,
        ],
        defaultSubcommand: ScreenCommand.self
    )

    /// Parses and runs like argument-parser's own `main()`, except that usage errors exit with 2
    /// (Octavo's documented code) instead of 64, in one line that names the help to read.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try screenCommand(arguments) ?? parseAsRoot(arguments)
            try command.run()
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            let help = (["octavo"] + UsageHelp.commandPath(in: arguments) + ["--help"]).joined(separator: " ")
            TextOutput.message("\(message(for: error)) (see `\(help)`)")
            exit(withError: OctavoExit.usage)
        }
    }

    /// The screen's own arguments (a book, --store, --profile, --keys, --no-cursor), parsed by
    /// the screen command alone: parsing as the root reflects on every subcommand's arguments
    /// first, a tenth of the time to the first frame. Anything else, and anything the screen
    /// command refuses, goes the whole way, so help, errors and completion read as always.
    private static func screenCommand(_ arguments: [String]) -> ScreenCommand? {
        let subcommands = Set(configuration.subcommands.map { $0.configuration.commandName ?? "" })
        let screenOptions: Set<String> = ["--store", "--profile", "--keys", "--no-cursor"]
        var expectsValue = false
        var books = 0
        for argument in arguments {
            if expectsValue {
                expectsValue = false
            } else if argument.hasPrefix("-") {
                guard screenOptions.contains(argument) else { return nil }
                expectsValue = argument != "--no-cursor"
            } else {
                guard !subcommands.contains(argument) else { return nil }
                books += 1
            }
        }
        guard !expectsValue, books <= 1 else { return nil }
        return try? ScreenCommand.parse(arguments)
    }
}

