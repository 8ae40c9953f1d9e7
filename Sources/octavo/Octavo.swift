import ArgumentParser
import FoundationEssentials

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
        publication or store file; 4 cannot write; 70 internal error (a bug: please report \
        it with the book); 130 the screen left with Ctrl-C. Errors are one \
        line on stderr: "octavo: <where>: <what>".

        Shell completion: `octavo --generate-completion-script bash` (or zsh, fish) prints a \
        script; for bash, save it as ~/.local/share/bash-completion/completions/octavo (the Debian \
        package installs the three).

        `octavo --version --verbose` also prints the commit and the day the binary was built \
        from, its compiler, and the versions of the libraries it uses here, for a bug report.

        Examples:
          octavo book.epub                      the settings screen
          octavo list book.epub
          octavo set fontSize 120% book.epub
          octavo explain wordSpacing
          octavo rules --json
          octavo preview book.pdf --color
          octavo qa book.epub                   a QA report: index.html and report.json
        """,
        version: VersionReport.version,
        subcommands: [
            ScreenCommand.self, ListCommand.self, GetCommand.self, SetCommand.self, ResetCommand.self,
            ExplainCommand.self, RulesCommand.self, PreviewCommand.self, ExportCommand.self,
            ImportCommand.self, ProfilesCommand.self, InfoCommand.self, QACommand.self,
        ],
        defaultSubcommand: ScreenCommand.self
    )

    /// Parses and runs like argument-parser's own `main()`, except that usage errors exit with 2
    /// (Octavo's documented code) instead of 64, in one line that names the help to read.
    static func main() {
        Startup.configureMemory()
        let arguments = Array(CommandLine.arguments.dropFirst())
        Startup.reportCrashes(command: arguments.first.flatMap { !$0.hasPrefix("-") && isSubcommand($0) ? $0 : nil } ?? "screen")
        if VersionReport.isVerboseRequest(arguments) {
            print(VersionReport.verboseText)
            return
        }
        do {
            if let screen = screenStart(arguments) {
                try screen.run()
            } else {
                var command = try parseAsRoot(arguments)
                try command.run()
            }
        } catch {
            guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
            let help = (["octavo"] + UsageHelp.commandPath(in: arguments) + ["--help"]).joined(separator: " ")
            TextOutput.message("\(message(for: error)) (see `\(help)`)")
            exit(withError: OctavoExit.usage)
        }
    }

    /// The screen's own arguments (a book, --store, --profile, --keys, --no-cursor, --graphics), read
    /// without the argument parser, which reflects on every subcommand's arguments before it
    /// reads any. Anything else (a subcommand, help, an option
    /// of another form, a value that looks like an option) goes the whole way, so help, errors
    /// and completion read as always.
    private static func screenStart(_ arguments: [String]) -> ScreenStart? {
        var book: String?, store: String?, profile: String?, keys: String?
        var noCursor = false
        var graphics: GraphicsChoice?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--no-cursor":
                noCursor = true
            case "--graphics":
                guard let value = remaining.popFirst(), let choice = GraphicsChoice(rawValue: value) else { return nil }
                graphics = choice
            case "--store", "--profile", "--keys":
                guard let value = remaining.popFirst(), !value.hasPrefix("-") else { return nil }
                switch argument {
                case "--store": store = value
                case "--profile": profile = value
                default: keys = value
                }
            default:
                guard !argument.hasPrefix("-"), !isSubcommand(argument), book == nil else { return nil }
                book = argument
            }
        }
        return ScreenStart(selection: BookSelection(publication: book, store: store, profile: profile), keys: keys, noCursor: noCursor, graphics: graphics)
    }

    /// Whether `argument` names a subcommand. A book's path, with a dot or a slash in it, never
    /// does, and is told so without building every subcommand's configuration.
    private static func isSubcommand(_ argument: String) -> Bool {
        if argument.utf8.contains(UInt8(ascii: ".")) || argument.utf8.contains(UInt8(ascii: "/")) { return false }
        return configuration.subcommands.contains { $0.configuration.commandName == argument }
    }
}

