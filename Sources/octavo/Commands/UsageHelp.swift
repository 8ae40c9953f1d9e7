import ArgumentParser

/// Finds which subcommand a mistyped command line was meant for, so the one-line usage error
/// can point to the right `--help`.
enum UsageHelp {
    static func commandPath(in arguments: [String]) -> [String] {
        var command: any ParsableCommand.Type = Octavo.self
        var path: [String] = []
        for argument in arguments {
            guard let next = command.configuration.subcommands.first(where: { $0.configuration.commandName == argument }) else { break }
            path.append(argument)
            command = next
        }
        return path
    }
}
